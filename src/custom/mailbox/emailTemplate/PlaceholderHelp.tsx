import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useMailText } from '../texts';
import { labelText } from '../../../schemas/core';
import { MAIL_RECORD_OPTIONS } from '../../../schemas/entities/emailTemplate';
import { isTemplateRecordType, PLACEHOLDERS } from '../../../schemas/mail/placeholders';

/** The placeholders a template of the chosen record type may use, with what each gives. */
export const PlaceholderHelp = () => {
  const { t, locale } = useMailText();
  const recordType: unknown = useWatch({ name: 'recordType' });
  const type = isTemplateRecordType(recordType) ? recordType : 'none';
  const typeName = MAIL_RECORD_OPTIONS.find((o) => o.id === type);
  return (
    <Box component="section" aria-label={t('placeholders', { type: typeName ? labelText(typeName.label, locale) : '—' })} sx={{ mb: 2, width: '100%', maxWidth: 960 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('placeholders', { type: typeName ? labelText(typeName.label, locale) : '—' })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('placeholdersHelp')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.25, m: 0 }} data-testid="placeholder-list">
        {PLACEHOLDERS[type].map((placeholder) => (
          <Box key={placeholder.name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontFamily: 'monospace' }}>{`{{${placeholder.name}}}`}</Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>{labelText(placeholder.label, locale)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
};

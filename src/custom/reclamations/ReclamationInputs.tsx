import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useResourceContext, useTranslate } from 'react-admin';
import { fieldInput } from '../../resources/EntityForm';
import { useEntity } from '../../resources/useEntity';
import { shownFields } from './presentation';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ mb: 2 }}>
    <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, alignItems: 'center' } as const;

/**
 * The reclamation form, shared by create and edit: the schema's layout sections (the invoice
 * address only when the reclamation has a separate one), its positions (a `lines` field) last.
 */
export const ReclamationInputs = () => {
  const entity = useEntity();
  const resource = useResourceContext();
  const translate = useTranslate();
  const invAddress = useWatch({ name: 'inv_address' });
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      {entity.layout.map((section, index) => (
        <Section key={index} title={translate(`resources.${resource}.sections.${index}`)}>
          <Box sx={grid}>
            {shownFields(section.fields, invAddress).map((key) => fieldInput(entity, key, resource, translate))}
          </Box>
        </Section>
      ))}
    </Box>
  );
};

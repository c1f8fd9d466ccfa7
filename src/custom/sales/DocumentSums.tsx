import { Box, Paper, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../schemas/sales/money';
import { useText } from './texts';

const ORDER_SUMS = ['sumNetto', 'discountSum', 'sumVat', 'sumBrutto'] as const;

/**
 * A document's totals as the server computed them at the last save, with 2 decimals and the
 * currency: an order's by default, or the ones named (a delivery document has no discount sum).
 */
export const DocumentSums = ({ sums = ORDER_SUMS }: { sums?: readonly string[] }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { t } = useText();
  const [locale] = useLocaleState();
  if (!record?.id) return null;
  return (
    <Paper variant="outlined" component="section" aria-label={t('orderSums')} sx={{ p: 2, mx: 2, mb: 2, maxWidth: 480 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('orderSums')}
      </Typography>
      {sums.map((key) => (
        <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: key === 'sumBrutto' ? 700 : 400 }}>
          <span>{translate(`resources.${resource}.fields.${key}`)}</span>
          <span data-sum={key}>
            {formatMoney(Number(record[key] ?? 0), locale)} {String(record.currency ?? '')}
          </span>
        </Box>
      ))}
    </Paper>
  );
};

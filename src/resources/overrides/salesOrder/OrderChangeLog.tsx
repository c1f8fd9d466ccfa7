import { Box, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { httpClient } from '../../../dataProvider/httpClient';
import { DATETIME_FORMAT } from '../../formats';

type Version = { id: number; version: number; action: string; changes: { field: string; from: unknown; to: unknown }[]; userName: string | null; createdAt: string };

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** The order's change log (spec §4): who did what and when, and which fields changed from what to what. */
export const OrderChangeLog = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const orderId = record?.id;
  const { data, isPending, error } = useQuery({
    queryKey: ['orderVersions', orderId, record?.updatedAt],
    enabled: orderId !== undefined,
    queryFn: async () => ((await httpClient('/object_version', { query: { objectType: 'order', objectId: orderId } })) as { responseData: Version[] }).responseData,
  });
  if (!orderId) return null;
  const describe = (change: Version['changes'][number]) =>
    change.field === 'products'
      ? translate('views.orderLinesChanged', { from: shown(change.from), to: shown(change.to) })
      : `${translate(`resources.${resource}.fields.${change.field}`)}: ${shown(change.from)} → ${shown(change.to)}`;
  return (
    <Paper variant="outlined" component="section" aria-label={translate('views.orderChangeLog')} sx={{ p: 2, mx: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('views.orderChangeLog')}
      </Typography>
      {error ? (
        <Typography color="error">{(error as Error).message}</Typography>
      ) : isPending ? null : data.length === 0 ? (
        <Typography color="text.secondary">{translate('views.orderChangeLogEmpty')}</Typography>
      ) : (
        <List dense>
          {data.map((version) => (
            <ListItem key={version.id} disableGutters>
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <strong>{translate(`views.orderAction_${version.action}`)}</strong>
                    <span>{dayjs(version.createdAt).format(DATETIME_FORMAT)}</span>
                    <span>{version.userName ?? '—'}</span>
                  </Box>
                }
                secondary={version.changes.map(describe).join('; ') || null}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
};

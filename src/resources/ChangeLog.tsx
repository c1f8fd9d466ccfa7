import { Box, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient';
import { DATETIME_FORMAT } from './formats';

type Version = { id: number; version: number; action: string; changes: { field: string; from: unknown; to: unknown }[]; userName: string | null; createdAt: string };

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/**
 * A record's change log (spec §4, `GET /object_version`): who did what and when, and which fields
 * changed from what to what, read as the form shows them. For orders and offer requests.
 */
export const ChangeLog = ({ objectType }: { objectType: 'order' | 'customer_request' }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const recordId = record?.id;
  const { data, isPending, error } = useQuery({
    queryKey: ['versions', objectType, recordId, record?.updatedAt],
    enabled: recordId !== undefined,
    queryFn: async () => ((await httpClient('/object_version', { query: { objectType, objectId: recordId } })) as { responseData: Version[] }).responseData,
  });
  if (!recordId) return null;
  /** A changed value as the form shows it: a choice by its label, a flag as yes or no. */
  const value = (field: string, raw: unknown) => {
    if (typeof raw === 'boolean') return translate(raw ? 'ra.boolean.true' : 'ra.boolean.false');
    const option = `resources.${resource}.options.${field}.${String(raw)}`;
    const label = raw === null || raw === undefined ? undefined : translate(option, { _: '' });
    return label || shown(raw);
  };
  const describe = (change: Version['changes'][number]) =>
    change.field === 'products'
      ? translate('views.changeLines', { from: shown(change.from), to: shown(change.to) })
      : `${translate(`resources.${resource}.fields.${change.field}`)}: ${value(change.field, change.from)} → ${value(change.field, change.to)}`;
  return (
    <Paper variant="outlined" component="section" aria-label={translate('views.changeLog')} sx={{ p: 2, mx: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('views.changeLog')}
      </Typography>
      {error ? (
        <Typography color="error">{(error as Error).message}</Typography>
      ) : isPending ? null : data.length === 0 ? (
        <Typography color="text.secondary">{translate('views.changeLogEmpty')}</Typography>
      ) : (
        <List dense>
          {data.map((version) => (
            <ListItem key={version.id} disableGutters>
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <strong>{translate(`views.changeAction_${version.action}`)}</strong>
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

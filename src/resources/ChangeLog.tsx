import { Box, Button, Checkbox, List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { VersionedType, RecordVersion as Version } from '../dataProvider/records';
import { fetchVersion, fetchVersions } from '../dataProvider/records';
import { DATETIME_FORMAT } from '../i18n/formats';
import { ComparisonDialog } from './ComparisonDialog';
import { useEntity } from './useEntity';
import type { FieldDifference } from './versionDiff';
import { versionDifferences } from './versionDiff';
import { hasFormText, useFormText } from './formTexts';

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/**
 * A record's change log (spec §4, `GET /object_version`): who did what and when, and which fields
 * changed from what to what, read as the form shows them (a record's lines as their number); two
 * picked versions are compared field by field. For the records whose versions the server keeps.
 */
export const ChangeLog = ({ objectType }: { objectType: VersionedType }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { t } = useFormText();
  const recordId = record?.id;
  const { data, isPending, error } = useQuery({
    queryKey: ['versions', objectType, recordId, record?.updatedAt],
    enabled: recordId !== undefined,
    queryFn: () => fetchVersions(objectType, recordId as number | string),
  });
  const entity = useEntity();
  const [picked, setPicked] = useState<number[]>([]);
  const [compared, setCompared] = useState<{ titles: [string, string]; rows: FieldDifference[] } | null>(null);
  if (!recordId) return null;
  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p.slice(-1), id]));
  /** The two picked versions' data, older first, and what differs between them. */
  const compare = async () => {
    const [older, newer] = [...picked].sort((a, b) => a - b);
    const read = fetchVersion;
    const [a, b] = [await read(older), await read(newer)];
    setCompared({ titles: [`v${a.version}`, `v${b.version}`], rows: versionDifferences(entity, a.data, b.data) });
  };
  /** A changed value as the form shows it: a choice by its label, a flag as yes or no. */
  const value = (field: string, raw: unknown) => {
    if (typeof raw === 'boolean') return translate(raw ? 'ra.boolean.true' : 'ra.boolean.false');
    const option = `resources.${resource}.options.${field}.${String(raw)}`;
    const label = raw === null || raw === undefined ? undefined : translate(option, { _: '' });
    return label || shown(raw);
  };
  /** What was done, in words; an action the portal has no words for reads as the server wrote it. */
  const actionText = (action: string) => {
    const key = `changeAction_${action}`;
    return hasFormText(key) ? t(key) : action;
  };
  const describe = (change: Version['changes'][number]) => `${translate(`resources.${resource}.fields.${change.field}`)}: ${value(change.field, change.from)} → ${value(change.field, change.to)}`;
  return (
    <Paper variant="outlined" component="section" aria-label={t('changeLog')} sx={{ p: 2, mx: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('changeLog')}
      </Typography>
      {error ? (
        <Typography color="error">{(error as Error).message}</Typography>
      ) : isPending ? null : data.length === 0 ? (
        <Typography color="text.secondary">{t('changeLogEmpty')}</Typography>
      ) : (
        <List dense>
          {data.map((version) => (
            <ListItem key={version.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={picked.includes(version.id)}
                  onChange={() => toggle(version.id)}
                  slotProps={{ input: { 'aria-label': t('changeLogPick', { version: version.version }) } }}
                />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <strong>{actionText(version.action)}</strong>
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
      {data && data.length > 1 && (
        <Button size="small" disabled={picked.length !== 2} onClick={compare}>
          {t('changeLogCompare')}
        </Button>
      )}
      <ComparisonDialog
        id="version-compare"
        title={t('changeLogCompareTitle', { a: compared?.titles[0] ?? '', b: compared?.titles[1] ?? '' })}
        headers={['', compared?.titles[0], compared?.titles[1]]}
        rows={compared ? compared.rows.map((row) => ({ field: row.field, label: translate(`resources.${resource}.fields.${row.field}`), before: value(row.field, row.before), after: value(row.field, row.after) })) : null}
        empty={t('changeLogNoDifference')}
        onClose={() => setCompared(null)}
      />
    </Paper>
  );
};

import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Checkbox, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ReferenceField, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { AuditEntry } from '../dataProvider/records';
import { fetchAudit } from '../dataProvider/records';
import type { EntityDef } from '../schemas/core';
import { portalMoment } from '../schemas/core';
import { registry } from '../schemas/registry';
import type { FormTextKey } from './formTexts';
import { hasFormText, useFormText } from './formTexts';
import { ComparisonDialog } from './ComparisonDialog';
import { useEntity } from './useEntity';

type Row = Record<string, unknown>;

/** Entries read at once: a record's log beyond them is read in pages of the API. */
const LOG_LIMIT = 100;

/** The record's own fields (not its lines) as they were after each version, rebuilt from its entries (the creation's values, then each change). */
export const statesByVersion = (entries: readonly AuditEntry[]): Map<number, Row> => {
  const states = new Map<number, Row>();
  let state: Row = {};
  for (const entry of [...entries].sort((a, b) => a.version - b.version)) {
    state = { ...state, ...Object.fromEntries(entry.changes.map((change) => [change.field, change.to])) };
    states.set(entry.version, state);
  }
  return states;
};

/** A value as the form shows it: a reference by its record's label, a choice by its label, a flag as yes or no, a moment in the portal's format. */
const AuditValue = ({ entity, field, value }: { entity: EntityDef; field: string; value: unknown }) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const def = entity.fields[field];
  if (value === null || value === undefined || value === '') return <>—</>;
  if (def?.type === 'reference') {
    const target = registry.find((other) => other.name === def.target)?.menu;
    if (target) return <ReferenceField record={{ id: 0, [field]: value }} source={field} reference={target} link={false} emptyText={String(value)} />;
  }
  if (typeof value === 'boolean') return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
  if (def?.type === 'datetime' && typeof value === 'string') return <>{portalMoment(new Date(value))}</>;
  const option = translate(`resources.${resource}.options.${field}.${String(value)}`, { _: '' });
  return <>{option || (typeof value === 'object' ? JSON.stringify(value) : String(value))}</>;
};

/**
 * "Historia zmian" of a record, from the audit every change writes: who changed what and when, and
 * from where; each change's fields from what to what (references by their labels) and its lines
 * added, removed and changed; any two versions compared field by field. Read when opened.
 */
export const AuditLog = () => {
  const entity = useEntity();
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { t } = useFormText();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [compared, setCompared] = useState<[number, number] | null>(null);
  const log = useQuery({
    queryKey: ['audit', entity.name, record?.id, record?.version],
    enabled: open && record?.id !== undefined,
    queryFn: () => fetchAudit(entity.name, record!.id, 1, LOG_LIMIT),
  });
  if (record?.id === undefined) return null;
  const label = (field: string) => translate(`resources.${resource}.fields.${field}`, { _: field });
  const actionText = (action: string) => (hasFormText(`auditAction_${action}`) ? t(`auditAction_${action}` as FormTextKey) : action);
  const sourceText = (source: string) => (hasFormText(`auditSource_${source}`) ? t(`auditSource_${source}` as FormTextKey) : source);
  const toggle = (version: number) => setPicked((p) => (p.includes(version) ? p.filter((v) => v !== version) : [...p.slice(-1), version]));
  const entries = log.data?.rows ?? [];
  const states = statesByVersion(entries);
  const comparedFields = compared ? [...new Set([...Object.keys(states.get(compared[0]) ?? {}), ...Object.keys(states.get(compared[1]) ?? {})])].filter((field) => JSON.stringify(states.get(compared[0])?.[field] ?? null) !== JSON.stringify(states.get(compared[1])?.[field] ?? null)) : [];
  return (
    <Accordion expanded={open} onChange={(_, expanded) => setOpen(expanded)} disableGutters sx={{ mx: 2, mb: 2 }} slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="audit-log" id="audit-log-title">
        <Typography sx={{ fontWeight: 600 }}>{t('changeLog')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="audit-log" role="region" aria-labelledby="audit-log-title">
        {log.error ? (
          <Typography color="error">{(log.error as Error).message}</Typography>
        ) : log.isPending ? null : entries.length === 0 ? (
          <Typography color="text.secondary">{t('changeLogEmpty')}</Typography>
        ) : (
          <List dense>
            {entries.map((entry) => (
              <ListItem key={entry.id} disableGutters alignItems="flex-start">
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Checkbox edge="start" size="small" checked={picked.includes(entry.version)} onChange={() => toggle(entry.version)} slotProps={{ input: { 'aria-label': t('changeLogPick', { version: entry.version }) } }} />
                </ListItemIcon>
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                      <strong>{actionText(entry.action)}</strong>
                      <span>v{entry.version}</span>
                      <span>{portalMoment(new Date(entry.at))}</span>
                      <span>{entry.userName ?? t('auditSystem')}</span>
                      <span>({sourceText(entry.source)})</span>
                    </Box>
                  }
                  secondary={
                    <Box component="span" sx={{ display: 'block' }}>
                      {entry.action === 'update' &&
                        entry.changes.map((change) => (
                          <Box component="span" key={change.field} sx={{ display: 'block' }}>
                            {label(change.field)}: <AuditValue entity={entity} field={change.field} value={change.from} /> → <AuditValue entity={entity} field={change.field} value={change.to} />
                          </Box>
                        ))}
                      {entry.lines.map((part) => (
                        <Box component="span" key={part.field} sx={{ display: 'block' }}>
                          {t('auditLines', { field: label(part.field), added: part.added.length, removed: part.removed.length, changed: part.changed.length })}
                        </Box>
                      ))}
                    </Box>
                  }
                  slotProps={{ secondary: { component: 'span' } }}
                />
              </ListItem>
            ))}
          </List>
        )}
        {entries.length > 1 && (
          <Button size="small" disabled={picked.length !== 2} onClick={() => setCompared([Math.min(...picked), Math.max(...picked)] as [number, number])}>
            {t('changeLogCompare')}
          </Button>
        )}
      </AccordionDetails>
      <ComparisonDialog
        id="audit-compare"
        title={t('changeLogCompareTitle', { a: `v${compared?.[0] ?? ''}`, b: `v${compared?.[1] ?? ''}` })}
        headers={['', `v${compared?.[0] ?? ''}`, `v${compared?.[1] ?? ''}`]}
        rows={
          compared
            ? comparedFields.map((field) => ({
                field,
                label: label(field),
                before: <AuditValue entity={entity} field={field} value={states.get(compared[0])?.[field]} />,
                after: <AuditValue entity={entity} field={field} value={states.get(compared[1])?.[field]} />,
              }))
            : null
        }
        empty={t('changeLogNoDifference')}
        onClose={() => setCompared(null)}
      />
    </Accordion>
  );
};

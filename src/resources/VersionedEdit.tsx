import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Radio, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { EditProps, HttpError, Identifier, RaRecord, RedirectionSideEffect } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Edit, useDataProvider, useEditContext, useGetIdentity, useNotify, useRedirect, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { fetchAudit } from '../dataProvider/records';
import { AuditLog } from './AuditLog';
import { ComparisonDialog } from './ComparisonDialog';
import { portalMoment } from '../schemas/core';
import type { EntityDef } from '../schemas/core';
import type { Merge } from './merge';
import { mergeStale, resolveMerge } from './merge';
import { PresenceBar } from './Presence';
import { useFormText } from './formTexts';
import { useEntity } from './useEntity';
import { useRecordChanged } from './useLiveChanges';
import { versionDifferences } from './versionDiff';

type Row = Record<string, unknown>;

/** A save refused because someone saved the record meanwhile: what I sent, what I started from, and the record as it is now. */
export type StaleSave = { id: Identifier; base: Row; mine: Row; theirs: Row; message: string };

/** The record as it is now, when a save was refused as stale (409 `staleRecord`). */
export const staleCurrent = (error: unknown): Row | undefined => {
  const body = (error as HttpError | undefined)?.body as { code?: string; responseData?: { current?: Row } } | undefined;
  return (error as HttpError | undefined)?.status === 409 && body?.code === 'staleRecord' ? body.responseData?.current : undefined;
};

/** A value as the form shows it: a choice by its label, a flag as yes or no, lines by their number. */
const useShown = (entity: EntityDef) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const { t } = useFormText();
  return (field: string, raw: unknown): string => {
    if (entity.fields[field]?.type === 'lines') return t('mergeLines', { count: Array.isArray(raw) ? raw.length : 0 });
    if (typeof raw === 'boolean') return translate(raw ? 'ra.boolean.true' : 'ra.boolean.false');
    if (raw === null || raw === undefined || raw === '') return '—';
    const label = translate(`resources.${resource}.options.${field}.${String(raw)}`, { _: '' });
    return label || (typeof raw === 'object' ? JSON.stringify(raw) : String(raw));
  };
};

/**
 * The merge of a stale save: fields only one side changed are merged without asking; the fields
 * both changed are listed, theirs beside mine, each with "take theirs" / "keep mine". Saving sends
 * the merged record as a change of the version it is now. Without conflicts it saves at once.
 */
export const MergeDialog = ({ stale, redirectTo, onDone, onStaleAgain }: { stale: StaleSave; redirectTo: RedirectionSideEffect; onDone: () => void; onStaleAgain: (save: StaleSave) => void }) => {
  const entity = useEntity();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const shown = useShown(entity);
  const { t } = useFormText();
  const [update, { isPending }] = useUpdate();
  const [merge] = useState<Merge>(() => mergeStale(entity, stale.base, stale.mine, stale.theirs));
  const [takeTheirs, setTakeTheirs] = useState<Record<string, boolean>>({});
  const saved = useRef(false);

  const save = () => {
    const data = resolveMerge(merge, takeTheirs);
    update(
      resource,
      { id: stale.id, data, previousData: stale.theirs },
      {
        mutationMode: 'pessimistic',
        onSuccess: (record: RaRecord) => {
          notify(`${stale.message}. ${t('mergeSaved')}`, { type: 'info' });
          onDone();
          if (redirectTo) redirect(redirectTo, resource, record.id, record);
        },
        onError: (error) => {
          const theirs = staleCurrent(error);
          if (theirs) onStaleAgain({ id: stale.id, base: stale.theirs, mine: data, theirs, message: (error as HttpError).message });
          else {
            notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
            onDone();
          }
        },
      },
    );
  };

  // Nothing to ask: the changes of both sides go together at once.
  useEffect(() => {
    if (merge.conflicts.length === 0 && !saved.current) {
      saved.current = true;
      save();
    }
  });

  if (merge.conflicts.length === 0) return null;
  return (
    <Dialog open onClose={isPending ? undefined : onDone} fullWidth maxWidth="md" aria-labelledby="merge-title">
      <DialogTitle id="merge-title">{t('mergeTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {stale.message}
        </Alert>
        <Typography sx={{ mb: 1 }}>{t('mergeIntro')}</Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('mergeField')}</TableCell>
              <TableCell>{t('mergeTheirs')}</TableCell>
              <TableCell>{t('mergeMine')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {merge.conflicts.map((conflict) => {
              const label = translate(`resources.${resource}.fields.${conflict.field}`);
              const theirs = Boolean(takeTheirs[conflict.field]);
              const pick = (value: boolean) => setTakeTheirs((current) => ({ ...current, [conflict.field]: value }));
              return (
                <TableRow key={conflict.field}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell>
                    <Radio checked={theirs} onChange={() => pick(true)} slotProps={{ input: { 'aria-label': t('mergeTakeTheirs', { field: label }) } }} />
                    {shown(conflict.field, conflict.theirs)}
                  </TableCell>
                  <TableCell>
                    <Radio checked={!theirs} onChange={() => pick(false)} slotProps={{ input: { 'aria-label': t('mergeKeepMine', { field: label }) } }} />
                    {shown(conflict.field, conflict.mine)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone} disabled={isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={isPending}>
          {t('mergeSave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * The bar an open form shows when another person saved its record: who and when, "Odśwież" (the
 * record as it is now) and "Porównaj" (what they changed, field by field). Saving without either
 * merges (MergeDialog): nothing is lost.
 */
const ChangedBar = () => {
  const entity = useEntity();
  const resource = useResourceContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { record, refetch } = useEditContext();
  const { identity } = useGetIdentity();
  const shown = useShown(entity);
  const { t } = useFormText();
  const changed = useRecordChanged(entity.name, record?.id, record?.version, identity?.id);
  const [compared, setCompared] = useState<{ field: string; before: unknown; after: unknown }[] | null>(null);
  const author = useQuery({
    queryKey: ['audit', entity.name, record?.id, changed?.version],
    enabled: Boolean(changed && record),
    queryFn: async () => (await fetchAudit(entity.name, record!.id, 1, 1)).rows[0]?.userName ?? null,
  });
  if (!changed || !record) return null;
  const compare = async () => {
    const { data } = await dataProvider.getOne(resource ?? entity.menu, { id: record.id });
    setCompared(versionDifferences(entity, record as Row, data as Row));
  };
  const who = author.data ?? t('changedSomeone');
  return (
    <>
      <Alert
        severity="info"
        role="status"
        sx={{ mb: 1 }}
        action={
          changed.action === 'delete' ? undefined : (
            <>
              <Button color="inherit" size="small" onClick={() => refetch()}>
                {t('changedRefresh')}
              </Button>
              <Button color="inherit" size="small" onClick={compare}>
                {t('changedCompare')}
              </Button>
            </>
          )
        }
      >
        {t(changed.action === 'delete' ? 'changedDeleted' : 'changedBy', { who, when: portalMoment(new Date(changed.at)) })}
      </Alert>
      <ComparisonDialog
        id="changed-compare"
        title={t('changedCompareTitle', { who })}
        headers={[t('mergeField'), t('changedHere'), t('mergeTheirs')]}
        rows={compared ? compared.map((row) => ({ field: row.field, label: translate(`resources.${resource}.fields.${row.field}`), before: shown(row.field, row.before), after: shown(row.field, row.after) })) : null}
        empty={t('changeLogNoDifference')}
        onClose={() => setCompared(null)}
      />
    </>
  );
};

/**
 * react-admin's Edit, saving pessimistically with the version the record was read in. Who else has
 * the record open is shown above it (PresenceBar). When someone else saves the record while it is
 * open, a bar says so (ChangedBar); when they saved it meanwhile
 * (409 `staleRecord`), the save is merged with theirs: nothing is ever overwritten silently. Any
 * other refusal is shown as Edit shows it. Below the form, the record's change log from the audit
 * (AuditLog), unless the screen shows a log of its own (`auditLog={false}`).
 */
export const VersionedEdit = ({ mutationOptions, redirect = 'list', auditLog = true, children, ...props }: EditProps & { auditLog?: boolean }) => {
  const notify = useNotify();
  const [stale, setStale] = useState<StaleSave | null>(null);
  const [round, setRound] = useState(0);
  const onError = (error: unknown, variables: { id?: Identifier; data?: Partial<RaRecord>; previousData?: RaRecord } | undefined) => {
    const theirs = staleCurrent(error);
    if (theirs && variables?.id !== undefined) {
      setStale({ id: variables.id, base: (variables.previousData ?? {}) as Row, mine: (variables.data ?? {}) as Row, theirs, message: (error as HttpError).message });
      setRound((n) => n + 1);
      return;
    }
    // As Edit does: problems with fields go on the fields; any other refusal is a notification.
    const errors = (error as HttpError | undefined)?.body?.errors;
    if (!errors || Object.keys(errors).length === 0) notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
  };
  return (
    <Edit mutationMode="pessimistic" redirect={redirect} {...props} mutationOptions={{ ...mutationOptions, onError }}>
      <PresenceBar />
      <ChangedBar />
      {children}
      {auditLog && <AuditLog />}
      {stale && (
        <MergeDialog
          key={round}
          stale={stale}
          redirectTo={redirect}
          onDone={() => setStale(null)}
          onStaleAgain={(again) => {
            setStale(again);
            setRound((n) => n + 1);
          }}
        />
      )}
    </Edit>
  );
};

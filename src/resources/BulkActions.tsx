import DeleteIcon from '@mui/icons-material/Delete';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, MenuItem, TextField } from '@mui/material';
import { cloneElement, useState } from 'react';
import { Confirm, Form, useListContext, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { BulkAnswer, BulkTarget } from '../dataProvider/bulk';
import { bulkDelete, bulkSet } from '../dataProvider/bulk';
import type { EntityDef } from '../schemas/core';
import { writableFields } from '../schemas/core';
import { fieldInputs } from './fieldInputs';
import { useSharingText } from './sharingTexts';
import { useText } from './texts';
import { useEntity } from './useEntity';

/** The fields a bulk change may set: the writable ones that hold one value (not lines, passwords, files or JSON). */
export const bulkFields = (entity: EntityDef): string[] =>
  writableFields(entity)
    .filter(([, field]) => !['lines', 'password', 'json', 'uuid'].includes(field.type) && !(field.type === 'text' && field.format === 'image') && !field.unique)
    .map(([key]) => key);

/** The notice of a bulk change: how many records changed, and each refused one with its reason. */
const useReport = () => {
  const notify = useNotify();
  const { t } = useSharingText();
  return (answer: BulkAnswer, done: 'bulkChanged' | 'bulkDeleted') => {
    const refused = answer.refused.map((refusal) => refusal.message).join('\n');
    notify(refused ? `${t(done, { count: answer.changed })}\n${t('bulkRefused', { count: answer.refused.length })}\n${refused}` : t(done, { count: answer.changed }), {
      type: answer.refused.length > 0 ? 'warning' : 'info',
      multiLine: true,
    });
  };
};

/** The records a bulk action changes: the selected rows, or every row the list's filter finds; and how many. */
type BulkProps = { target: BulkTarget; count: number };

/** "Zmień pole…" for the selected rows: one field, one value, each record saved as its own save would be. */
const BulkSetButton = ({ target, count }: BulkProps) => {
  const entity = useEntity();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { t } = useSharingText();
  const notify = useNotify();
  const refresh = useRefresh();
  const report = useReport();
  const { onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [field, setField] = useState('');
  const [busy, setBusy] = useState(false);
  const fields = bulkFields(entity);
  if (fields.length === 0) return null;
  const labelOf = (key: string) => translate(`resources.${resource}.fields.${key}`);
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      report(await bulkSet(entity.name, target, { [field]: values[field] ?? null }), 'bulkChanged');
      setOpen(false);
      onUnselectItems();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const close = () => !busy && setOpen(false);
  return (
    <>
      <Button size="small" startIcon={<EditNoteIcon />} onClick={() => setOpen(true)}>
        {t('bulkSet')}
      </Button>
      <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="bulk-set-title">
        <DialogTitle id="bulk-set-title">{t('bulkSetTitle', { count })}</DialogTitle>
        <Form key={field} record={{}} onSubmit={submit} id="bulk-set-form">
          <DialogContent>
            <TextField select fullWidth margin="dense" label={t('bulkField')} value={field} onChange={(event) => setField(event.target.value)}>
              {fields.map((key) => (
                <MenuItem key={key} value={key}>
                  {labelOf(key)}
                </MenuItem>
              ))}
            </TextField>
            {field && cloneElement(fieldInputs[entity.fields[field].type].input({ source: field, field: entity.fields[field] }), { label: t('bulkValue', { field: labelOf(field) }) })}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!field || busy}>
              {t('bulkApply', { count })}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};

/**
 * Deleting the selected rows, after confirming: all of them, or none when any is used elsewhere;
 * then the ones in use are listed with where they are used, and the others may be deleted.
 */
const BulkDeleteButton = ({ target, count }: BulkProps) => {
  const entity = useEntity();
  const translate = useTranslate();
  const { t } = useSharingText();
  const { t: common } = useText();
  const notify = useNotify();
  const refresh = useRefresh();
  const report = useReport();
  const { onUnselectItems } = useListContext();
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<BulkAnswer['refused']>();
  const [busy, setBusy] = useState(false);
  const remove = async (records: BulkTarget) => {
    setBusy(true);
    try {
      const answer = await bulkDelete(entity.name, records);
      if (answer.refused.length > 0) {
        setRefused(answer.refused);
        return;
      }
      report(answer, 'bulkDeleted');
      setRefused(undefined);
      onUnselectItems();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const refusedIds = refused?.map((refusal) => refusal.id) ?? [];
  const others: BulkTarget = 'ids' in target ? { ids: target.ids.filter((id) => !refusedIds.some((refusedId) => String(refusedId) === String(id))) } : { ...target, except: refusedIds };
  const othersCount = count - refusedIds.length;
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={confirming}
        title={t('bulkDeleteTitle', { count })}
        content={common('deleteContent')}
        confirm={translate('ra.action.delete')}
        onConfirm={() => {
          setConfirming(false);
          void remove(target);
        }}
        onClose={() => setConfirming(false)}
      />
      <Dialog open={refused !== undefined} onClose={() => !busy && setRefused(undefined)} maxWidth="sm" fullWidth aria-labelledby="bulk-refused-title">
        <DialogTitle id="bulk-refused-title">{t('bulkNothingDeleted')}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t('bulkInUse', { count: refused?.length ?? 0 })}
          </Alert>
          <List dense>
            {refused?.map((refusal) => (
              <ListItem key={refusal.id}>
                <ListItemText primary={refusal.message} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRefused(undefined)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          {othersCount > 0 && (
            <Button color="error" variant="contained" disabled={busy} onClick={() => void remove(others)}>
              {t('bulkDeleteOthers', { count: othersCount })}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};

/** The most records one bulk change takes (the server's limit). */
const MAX_BULK = 10_000;

/**
 * The actions of the selected rows: "Zmień pole…" and deleting, as the user's rights allow. With
 * every row of the page selected and more matching the list's filter, "Zaznacz wszystkie pasujące"
 * makes them act on all of those (sent as the filter, at most 10,000); any change of the selection
 * goes back to the rows selected.
 */
export const BulkActionsBar = ({ canEdit, canDelete }: { canEdit: boolean; canDelete: boolean }) => {
  const { selectedIds, data, total, filterValues } = useListContext();
  const { t } = useSharingText();
  // The selection "all matching" was chosen for: any change of the selection ends it.
  const [chosenFor, setChosenFor] = useState<unknown>();
  const matching = total ?? 0;
  const pageSelected = (data ?? []).length > 0 && (data ?? []).every((record) => selectedIds.includes(record.id));
  const offered = pageSelected && matching > selectedIds.length && matching <= MAX_BULK;
  const everything = offered && chosenFor === selectedIds;
  const props: BulkProps = everything ? { target: { filter: filterValues ?? {} }, count: matching } : { target: { ids: selectedIds }, count: selectedIds.length };
  return (
    <>
      {offered && (
        <Button size="small" onClick={() => setChosenFor(everything ? undefined : selectedIds)} aria-pressed={everything}>
          {everything ? t('bulkOnlySelected', { count: selectedIds.length }) : t('bulkAllMatching', { count: matching })}
        </Button>
      )}
      {canEdit && <BulkSetButton {...props} />}
      {canDelete && <BulkDeleteButton {...props} />}
    </>
  );
};

import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, FormLabel, TextField } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { ListView, ListViewChange, ListViews } from '../dataProvider/listViews';
import { useSharingText } from './sharingTexts';
import { useText } from './texts';

/** The view a dialog changes, or none for a new one. */
export type Editing = { view?: ListView };

/** Naming a new view, or changing a view's name and sharing: the groups it is shared with, the groups' defaults (an administrator), the user's own default. */
export const ViewDialog = ({ editing, state, busy, onClose, onSave }: { editing: Editing; state: ListViews; busy: boolean; onClose: () => void; onSave: (change: ListViewChange) => Promise<void> }) => {
  const translate = useTranslate();
  const { t } = useSharingText();
  const view = editing.view;
  const [name, setName] = useState(view?.name ?? '');
  const [groups, setGroups] = useState<number[]>(view?.groups ?? []);
  const [defaultFor, setDefaultFor] = useState<number[]>(view?.defaultFor ?? []);
  const [isDefault, setIsDefault] = useState(view ? state.ownDefaultId === view.id : false);
  const offered = state.groups;
  // Groups an administrator shared the view with that the owner is not in stay as they are.
  const kept = (view?.groups ?? []).filter((id) => !offered.some((group) => group.id === id));
  const toggle = (ids: number[], id: number, on: boolean) => (on ? [...ids, id] : ids.filter((other) => other !== id));
  const submit = () => {
    if (!name.trim()) return;
    const shared = [...kept, ...groups.filter((id) => !kept.includes(id))];
    void onSave({ name: name.trim(), groups: shared, ...(state.mayShareDefaults && { defaultFor: defaultFor.filter((id) => shared.includes(id)) }), isDefault });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{view ? t('listViewEdit', { name: view.name }) : t('listViewSaveAs')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('listViewName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FormControlLabel control={<Checkbox checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />} label={t('listViewMyDefault')} />
        {offered.length > 0 && (
          <FormGroup sx={{ mt: 1 }}>
            <FormLabel component="legend">{t('listViewShareWith')}</FormLabel>
            {offered.map((group) => (
              <div key={group.id}>
                <FormControlLabel control={<Checkbox checked={groups.includes(group.id)} onChange={(event) => setGroups(toggle(groups, group.id, event.target.checked))} />} label={group.name} />
                {state.mayShareDefaults && groups.includes(group.id) && (
                  <FormControlLabel
                    control={<Checkbox size="small" checked={defaultFor.includes(group.id)} onChange={(event) => setDefaultFor(toggle(defaultFor, group.id, event.target.checked))} />}
                    label={t('listViewGroupDefault', { group: group.name })}
                  />
                )}
              </div>
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!name.trim() || busy} onClick={submit}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Deleting a view, after confirming (a shared one disappears for the people it is shared with too). */
export const DeleteViewConfirm = ({ view, onConfirm, onClose }: { view: ListView; onConfirm: () => void; onClose: () => void }) => {
  const translate = useTranslate();
  const { t } = useSharingText();
  const { t: common } = useText();
  return (
    <Confirm
      isOpen
      title={common('deleteTitle', { name: view.name })}
      content={view.groups.length > 0 ? t('listViewDeleteShared') : common('deleteContent')}
      confirm={translate('ra.action.delete')}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};

import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import StarIcon from '@mui/icons-material/Star';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, Divider, FormControlLabel, FormGroup, FormLabel, ListItemIcon, ListItemText, Menu, MenuItem, TextField } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Confirm, useGetIdentity, useListContext, useNotify, useStore, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ListView, ListViewChange, ListViews } from '../dataProvider/listViews';
import { listViewsApi } from '../dataProvider/listViews';
import type { GridColumn } from './listViews';
import { columnPlaces, currentSettings, shownColumns, shownView, takesDefault } from './listViews';
import { useColumnsKey } from './useColumnsKey';
import { useEntity } from './useEntity';
import { useText } from './texts';

/** The lists whose default view was offered while the portal is open (by entity and user): a default is taken once. */
const opened = new Set<string>();

type Editing = { view?: ListView };

/**
 * "Widoki" on a list's toolbar: the saved views of the list the user sees (its own and those shared
 * with its groups), to apply in one click; saving what the list shows now as a view (personal or
 * shared, the user's default, an administrator's group default), saving changes into a view,
 * choosing one's default and deleting (with confirmation). A view keeps the filter, the sort, the
 * page size and, on a grid whose columns the user chooses, the columns. When the list opens
 * without a filter in its address, the user's default view is applied, once while the portal is open.
 */
export const ListViewsButton = () => {
  const entity = useEntity();
  const list = useListContext();
  const translate = useTranslate();
  const { t } = useText();
  const notify = useNotify();
  const location = useLocation();
  const { identity } = useGetIdentity();
  const columnsKey = useColumnsKey();
  const api = useMemo(() => listViewsApi(entity.name), [entity.name]);
  const [available] = useStore<GridColumn[]>(`preferences.${columnsKey}.availableColumns`, []);
  const [omit] = useStore<string[]>(`preferences.${columnsKey}.omit`, []);
  const [chosen, setChosen] = useStore<string[] | undefined>(`preferences.${columnsKey}.columns`);
  const [state, setState] = useState<ListViews>();
  const [picked, setPicked] = useState<number>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<ListView>();
  const [busy, setBusy] = useState(false);

  const columns = available.length > 0 ? shownColumns(available, chosen, omit) : undefined;
  const current = currentSettings(list, columns);
  const views = state?.views ?? [];
  const shown = shownView(views, current, picked);

  const reload = useCallback(async () => {
    try {
      const answer = await api.list();
      setState(answer);
      return answer;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return undefined;
    }
  }, [api, notify]);

  const apply = useCallback(
    (view: ListView) => {
      const { filter, sort, perPage, columns: fields } = view.settings;
      list.setFilters(filter ?? {}, Object.fromEntries(Object.keys(filter ?? {}).map((key) => [key, true])));
      if (sort) list.setSort(sort);
      if (perPage) list.setPerPage(perPage);
      if (fields && available.length > 0) setChosen(columnPlaces(available, fields));
      setPicked(view.id);
      setAnchor(null);
    },
    [list, available, setChosen],
  );

  // The list's views once the user is known; its default, when the list opens without a filter of its own.
  const openedKey = `${entity.name}:${identity?.id ?? ''}`;
  useEffect(() => {
    if (identity?.id === undefined) return;
    let live = true;
    void reload().then((answer) => {
      if (!live || !answer) return;
      if (takesDefault(location.search, opened, openedKey)) {
        const view = answer.views.find((v) => v.id === answer.defaultId);
        if (view) apply(view);
      }
      opened.add(openedKey);
    });
    return () => {
      live = false;
    };
    // Loaded when the list (or the user) changes, not when its filter does.
  }, [openedKey]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'info' });
      await reload();
      return true;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const label = shown ? t('listViewShown', { name: shown.name }) : t('listViews');
  const menuId = `list-views-${entity.name}`;
  return (
    <>
      <Button size="small" startIcon={<BookmarksIcon />} aria-haspopup="menu" aria-controls={anchor ? menuId : undefined} aria-expanded={anchor ? 'true' : undefined} onClick={(event) => setAnchor(event.currentTarget)}>
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {views.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary={t('listViewsNone')} />
          </MenuItem>
        )}
        {views.map((view) => (
          <MenuItem key={view.id} selected={view.id === shown?.id} onClick={() => apply(view)}>
            <ListItemIcon>{view.isDefault ? <StarIcon fontSize="small" titleAccess={t('listViewDefault')} /> : view.groups.length > 0 ? <GroupsIcon fontSize="small" titleAccess={t('listViewShared')} /> : null}</ListItemIcon>
            <ListItemText primary={view.name} secondary={view.mine ? undefined : view.owner.name} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setEditing({});
          }}
        >
          {t('listViewSaveAs')}
        </MenuItem>
        {shown === undefined && picked !== undefined && views.find((v) => v.id === picked)?.mayChange && (
          <MenuItem
            disabled={busy}
            onClick={() => {
              const view = views.find((v) => v.id === picked)!;
              setAnchor(null);
              void act(() => api.update(view.id, { settings: current }), t('listViewSaved', { name: view.name }));
            }}
          >
            {t('listViewSaveInto', { name: views.find((v) => v.id === picked)!.name })}
          </MenuItem>
        )}
        {shown?.mayChange && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setEditing({ view: shown });
            }}
          >
            {t('listViewEdit', { name: shown.name })}
          </MenuItem>
        )}
        {shown && (
          <MenuItem
            disabled={busy}
            onClick={() => {
              setAnchor(null);
              const mine = state?.ownDefaultId === shown.id;
              void act(() => api.setMyDefault(mine ? null : shown.id), mine ? t('listViewDefaultCleared') : t('listViewDefaultSet', { name: shown.name }));
            }}
          >
            {state?.ownDefaultId === shown.id ? t('listViewClearDefault') : t('listViewMakeDefault')}
          </MenuItem>
        )}
        {shown?.mayChange && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setDeleting(shown);
            }}
          >
            {t('listViewDelete', { name: shown.name })}
          </MenuItem>
        )}
      </Menu>
      {editing && state && (
        <ViewDialog
          editing={editing}
          state={state}
          busy={busy}
          onClose={() => setEditing(undefined)}
          onSave={async (change) => {
            const view = editing.view;
            const saved = view
              ? await act(() => api.update(view.id, change), t('listViewSaved', { name: change.name ?? view.name }))
              : await act(async () => setPicked((await api.create({ ...change, name: change.name ?? '', settings: current })).id), t('listViewSaved', { name: change.name ?? '' }));
            if (saved) setEditing(undefined);
          }}
        />
      )}
      <Confirm
        isOpen={deleting !== undefined}
        title={t('deleteTitle', { name: deleting?.name ?? '' })}
        content={deleting && deleting.groups.length > 0 ? t('listViewDeleteShared') : t('deleteContent')}
        confirm={translate('ra.action.delete')}
        onConfirm={() => {
          const view = deleting;
          setDeleting(undefined);
          if (view) void act(() => api.remove(view.id), t('listViewDeleted', { name: view.name }));
        }}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
};

/** Naming a new view, or changing a view's name and sharing: the groups it is shared with, the groups' defaults (an administrator), the user's own default. */
const ViewDialog = ({ editing, state, busy, onClose, onSave }: { editing: Editing; state: ListViews; busy: boolean; onClose: () => void; onSave: (change: ListViewChange) => Promise<void> }) => {
  const translate = useTranslate();
  const { t } = useText();
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

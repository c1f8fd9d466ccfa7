import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import StarIcon from '@mui/icons-material/Star';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useGetIdentity, useListContext, useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ListView, ListViews } from '../dataProvider/listViews';
import { listViewsApi } from '../dataProvider/listViews';
import type { Editing } from './ListViewDialog';
import { columnPlaces, currentSettings, shownView, takesDefault } from './listViews';
import { useEntity } from './useEntity';
import { useNotifiedCall } from './useNotifiedCall';
import { useShownColumns } from './useShownColumns';
import { useSharingText } from './sharingTexts';

/** The lists whose default view was offered while the portal is open (by entity and user): a default is taken once. */
const opened = new Set<string>();

// The dialogs load on first use: a list shows its first rows without them.
const ViewDialog = lazy(() => import('./ListViewDialog').then((module) => ({ default: module.ViewDialog })));
const DeleteViewConfirm = lazy(() => import('./ListViewDialog').then((module) => ({ default: module.DeleteViewConfirm })));

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
  const { t } = useSharingText();
  const notify = useNotify();
  const location = useLocation();
  const { identity } = useGetIdentity();
  const api = useMemo(() => listViewsApi(entity.name), [entity.name]);
  const { available, columns, setChosen } = useShownColumns();
  const [state, setState] = useState<ListViews>();
  const [picked, setPicked] = useState<number>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<ListView>();

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
  const { busy, run } = useNotifiedCall(reload);

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
              void run(() => api.update(view.id, { settings: current }), t('listViewSaved', { name: view.name }));
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
              void run(() => api.setMyDefault(mine ? null : shown.id), mine ? t('listViewDefaultCleared') : t('listViewDefaultSet', { name: shown.name }));
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
      <Suspense fallback={null}>
        {editing && state && (
          <ViewDialog
            editing={editing}
            state={state}
            busy={busy}
            onClose={() => setEditing(undefined)}
            onSave={async (change) => {
              const view = editing.view;
              const saved = view
                ? await run(() => api.update(view.id, change), t('listViewSaved', { name: change.name ?? view.name }))
                : await run(async () => setPicked((await api.create({ ...change, name: change.name ?? '', settings: current })).id), t('listViewSaved', { name: change.name ?? '' }));
              if (saved) setEditing(undefined);
            }}
          />
        )}
        {deleting && (
          <DeleteViewConfirm
            view={deleting}
            onConfirm={() => {
              const view = deleting;
              setDeleting(undefined);
              void run(() => api.remove(view.id), t('listViewDeleted', { name: view.name }));
            }}
            onClose={() => setDeleting(undefined)}
          />
        )}
      </Suspense>
    </>
  );
};


import AddIcon from '@mui/icons-material/Add';
import OpenIcon from '@mui/icons-material/OpenInNew';
import { Button, IconButton, Tooltip, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import type { KeyboardEvent, MouseEvent } from 'react';
import { forwardRef, lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import type { DatagridBodyProps, DatagridRowProps, RaRecord } from 'react-admin';
import { DatagridBody, DatagridRow, useCreatePath, useListContext, useRecordContext, useRedirect, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { NEW_ROW, useInlineEditing } from './inlineEditingContext';
import { useText } from './texts';

const InlineEditorRow = lazy(() => import('./InlineEditor').then((module) => ({ default: module.InlineEditorRow })));

/** "Dodaj wiersz": a new row at the top of the list, typed in place (icon only on narrow screens). */
export const AddRowButton = () => {
  const inline = useInlineEditing();
  const { data, isPending } = useListContext();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const { t } = useText();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  if (!inline || isPending) return null;
  // An empty list shows no grid to add a row to: the form takes the new record instead.
  const add = () => (data && data.length > 0 ? inline.edit(NEW_ROW) : redirect('create', resource));
  return wide ? (
    <Button size="small" startIcon={<AddIcon />} onClick={add} disabled={inline.editing !== null}>
      {t('addRow')}
    </Button>
  ) : (
    <Tooltip title={t('addRow')}>
      <span>
        <IconButton size="small" color="primary" aria-label={t('addRow')} onClick={add} disabled={inline.editing !== null}>
          <AddIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};

/** "Otwórz": the record's whole form, from a list whose rows a click no longer opens. */
export const RowOpenButton = (_: { label?: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const { t } = useText();
  if (!record || record.id === NEW_ROW) return null;
  return (
    <Tooltip title={t('openRow')}>
      <IconButton size="small" component={Link} to={createPath({ resource, id: record.id, type: 'edit' })} aria-label={t('openRow')} onClick={(event: MouseEvent) => event.stopPropagation()}>
        <OpenIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

/** The column a click or double-click landed in (`column-{source}` names a grid's cells). */
const columnOf = (target: EventTarget): string | undefined => {
  const cell = (target as HTMLElement).closest('td');
  return cell ? /(?:^|\s)column-(\S+)/.exec(cell.className)?.[1] : undefined;
};

/** Whether a key or click belongs to something inside the row (a checkbox, a button, a link) rather than to the row. */
const fromInside = (event: { target: EventTarget; currentTarget: EventTarget }) => event.target !== event.currentTarget && (event.target as HTMLElement).closest('button, a, input, [role="checkbox"]') !== null;

/**
 * A row of a list that edits in place: a click makes it the current row, double-click or Enter
 * edits it (`InlineEditorRow`), arrows move to the row above or below. One row of the list is in
 * the page's tab order (the current one, else the first), the others are reached by the arrows.
 */
const InlineRow = forwardRef<HTMLTableRowElement, DatagridRowProps>((props, outer) => {
  const inline = useInlineEditing()!;
  const { data } = useListContext();
  const { id } = props;
  const own = useRef<HTMLTableRowElement | null>(null);
  const wasEditing = useRef(false);
  const editing = inline.editing === id;
  const current = inline.current ?? data?.[0]?.id;

  // Back from editing, the row takes the keyboard again.
  useEffect(() => {
    if (wasEditing.current && !editing && id === current) own.current?.focus();
    wasEditing.current = editing;
  }, [editing, id, current]);

  if (editing && id !== undefined) {
    return (
      <Suspense fallback={<DatagridRow {...props} rowClick={false} />}>
        <InlineEditorRow {...props} id={id} />
      </Suspense>
    );
  }
  const setRef = (element: HTMLTableRowElement | null) => {
    own.current = element;
    if (typeof outer === 'function') outer(element);
    else if (outer) outer.current = element;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget || id === undefined) return;
    const row = event.currentTarget;
    const go = (next: Element | null) => {
      if (next instanceof HTMLTableRowElement) {
        event.preventDefault();
        next.focus();
      }
    };
    if (event.key === 'Enter' && inline.editing === null) {
      event.preventDefault();
      inline.edit(id);
    } else if (event.key === 'ArrowDown') go(row.nextElementSibling);
    else if (event.key === 'ArrowUp') go(row.previousElementSibling);
    else if (event.key === 'Home') go(row.parentElement?.firstElementChild ?? null);
    else if (event.key === 'End') go(row.parentElement?.lastElementChild ?? null);
  };
  return (
    <DatagridRow
      {...props}
      ref={setRef}
      rowClick={false}
      tabIndex={id === current ? 0 : -1}
      aria-selected={props.selected}
      onFocus={(event) => {
        if (event.target === event.currentTarget && id !== undefined) inline.setCurrent(id);
      }}
      onClick={(event) => {
        if (!fromInside(event)) event.currentTarget.focus();
      }}
      onDoubleClick={(event) => {
        if (fromInside(event) || id === undefined || inline.editing !== null) return;
        inline.edit(id, columnOf(event.target));
      }}
      onKeyDown={onKeyDown}
      sx={{ cursor: 'default', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
    />
  );
});
InlineRow.displayName = 'InlineRow';

/** The body of a list that edits in place: its rows as `InlineRow`s, and the new row first while one is added. */
export const InlineBody = (props: DatagridBodyProps) => {
  const inline = useInlineEditing();
  const newRow = useMemo<RaRecord>(() => ({ id: NEW_ROW }), []);
  // The row being edited left the page (deleted by someone, another page shown): its editing ends with it.
  const gone = inline !== null && inline.editing !== null && inline.editing !== NEW_ROW && !(props.data ?? []).some((row: RaRecord) => row.id === inline.editing);
  useEffect(() => {
    if (gone) inline?.stop();
  }, [gone, inline]);
  const data = inline?.editing === NEW_ROW ? [newRow, ...(props.data ?? [])] : props.data;
  return <DatagridBody {...props} data={data} row={<InlineRow />} />;
};

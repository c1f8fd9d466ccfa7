import AddIcon from '@mui/icons-material/Add';
import ColumnsIcon from '@mui/icons-material/ViewColumn';
import DownIcon from '@mui/icons-material/ArrowDownward';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import UpIcon from '@mui/icons-material/ArrowUpward';
import { Alert, Box, Button, Checkbox, FormHelperText, IconButton, ListItemText, Menu, MenuItem, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { RaRecord } from 'react-admin';
import { Confirm, InputHelperText, SimpleFormIteratorItemContext, useDataProvider, useInput, useLocaleState, useNotify, useRecordContext, useResourceContext, useStore, useTranslate } from 'react-admin';
import type { DataField, LineValueField, LinesField } from '../schemas/core';
import { defaultsOf, linesEditable } from '../schemas/core';
import { formatMoney } from '../schemas/sales/money';
import { columnTotal, isNumeric } from './childRecords';
import { referenceTarget } from './fieldChoices';
import { useFormText } from './formTexts';
import { LineCellEditor, LineCellValue, useLineChoices } from './LineCells';
import type { Parsed } from './linesGrid';
import { cellEditable, columnWidth, lineColumns, moveLine, parseBlock, parseCell, sameLine } from './linesGrid';
import { useColumnsKey } from './useColumnsKey';
import { validatorsFor } from './validators';

type Line = Record<string, unknown>;
type Problem = string | { message: string; args?: Record<string, unknown> };

/**
 * `lineExtra`: shown in every line's actions (an action on that line a screen adds, which finds
 * its line by `useSimpleFormIteratorItem`); `lineDefaults`: what a new line starts with instead of
 * a field's own default (a value the record gives its lines).
 */
type InputProps = { source: string; field: LinesField; label?: string; lineExtra?: ReactNode; lineDefaults?: Readonly<Record<string, unknown>> };

/** Where the keyboard is in the grid: a line and a column (an index into the shown columns), and whether that cell is being typed into. */
type Cursor = { row: number; col: number; editing: boolean; seed?: string };

/** The first rule of a line field a value breaks (the form's own validators), or none. */
const problemOf = (field: LineValueField, value: unknown, line: Line): Problem | undefined => {
  for (const rule of validatorsFor(field)) {
    const problem = rule(value, line, {}) as Problem | undefined | null;
    if (problem) return problem;
  }
  return undefined;
};

type RowProps = {
  source: string;
  index: number;
  line: Line;
  total: number;
  keys: readonly string[];
  field: LinesField;
  /** The column the keyboard is in on this line, -1 on the others. */
  activeCol: number;
  /** The column whose cell is in the page's tab order on this line (the active one; the first line's first before any), -1 for none. */
  tabCol: number;
  locale: string;
  editing: boolean;
  seed: string | undefined;
  /** The message of each of the line's cells that has one (the server's, a paste's, a rule's). */
  problems: Readonly<Record<string, string>> | undefined;
  locked: boolean;
  lineExtra?: ReactNode;
  act: RowActions;
};

/** What a line's row may ask of the grid; one object for the grid's life, so rows never redraw for it. */
type RowActions = {
  focus: (row: number, col: number) => void;
  edit: (row: number, col: number, seed?: string) => void;
  commit: (row: number, key: string, value: unknown, then: 'stay' | 'next' | 'previous' | 'enter' | 'blur') => void;
  cancel: () => void;
  askRemove: (row: number) => void;
  move: (row: number, to: number) => void;
};

const sameProblems = (a: RowProps['problems'], b: RowProps['problems']) => a === b || JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/**
 * One line of the grid: its number, a cell per shown column, its actions. Drawn again only when
 * its own line, its problems or the keyboard's place on it change: typing into a cell redraws the
 * cell's editor alone, confirming it this row alone.
 */
const LineRow = memo(
  ({ source, index, line, total, keys, field, activeCol, tabCol, locale, editing, seed, problems, locked, lineExtra, act }: RowProps) => {
    const { t } = useFormText();
    const resource = useResourceContext();
    const translate = useTranslate();
    const item = useMemo(() => ({ index, total, remove: () => act.askRemove(index), reOrder: (to: number) => act.move(index, to) }), [index, total, act]);
    return (
      <TableRow data-line={index + 1}>
        <TableCell sx={{ color: 'text.secondary', width: 40 }}>{`${index + 1}.`}</TableCell>
        {keys.map((key, col) => {
          const lineField = field.fields[key];
          const active = activeCol === col;
          const problem = problems?.[key];
          const label = translate(`resources.${resource}.lines.${source}.${key}`);
          return (
            <TableCell
              key={key}
              role={locked ? undefined : 'gridcell'}
              tabIndex={locked ? undefined : tabCol === col ? 0 : -1}
              data-cell={`${index}:${col}`}
              data-column={key}
              aria-invalid={problem ? true : undefined}
              aria-readonly={locked || !cellEditable(lineField) ? true : undefined}
              onFocus={locked ? undefined : (event) => event.target === event.currentTarget && act.focus(index, col)}
              onDoubleClick={locked ? undefined : () => act.edit(index, col)}
              align={isNumeric(lineField) ? 'right' : 'left'}
              sx={{
                minWidth: columnWidth(lineField) === 'wide' ? 200 : 90,
                whiteSpace: columnWidth(lineField) === 'wide' ? 'normal' : 'nowrap',
                verticalAlign: 'top',
                outline: active ? '2px solid' : undefined,
                outlineColor: active ? 'primary.main' : undefined,
                outlineOffset: -2,
                bgcolor: problem ? 'error.light' : undefined,
                color: problem ? 'error.contrastText' : undefined,
                ...(lineField.readOnly ? { color: 'text.secondary' } : {}),
              }}
            >
              {active && editing ? (
                <LineCellEditor lineKey={key} field={lineField} value={line[key]} seed={seed} label={label} locale={locale} onCommit={(value, then) => act.commit(index, key, value, then)} onCancel={act.cancel} />
              ) : (
                <LineCellValue lineKey={key} field={lineField} value={line[key]} locale={locale} />
              )}
              {problem && (
                <Typography component="div" variant="caption" sx={{ whiteSpace: 'normal' }}>
                  {problem}
                </Typography>
              )}
            </TableCell>
          );
        })}
        {!locked && (
          <TableCell sx={{ whiteSpace: 'nowrap', width: '1%' }}>
            <SimpleFormIteratorItemContext.Provider value={item}>
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                {lineExtra}
                <Tooltip title={t('moveLineUp', { number: index + 1 })}>
                  <span>
                    <IconButton size="small" aria-label={t('moveLineUp', { number: index + 1 })} disabled={index === 0} onClick={() => act.move(index, index - 1)}>
                      <UpIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('moveLineDown', { number: index + 1 })}>
                  <span>
                    <IconButton size="small" aria-label={t('moveLineDown', { number: index + 1 })} disabled={index === total - 1} onClick={() => act.move(index, index + 1)}>
                      <DownIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('removeLine', { number: index + 1 })}>
                  <IconButton size="small" color="warning" aria-label={t('removeLine', { number: index + 1 })} onClick={() => act.askRemove(index)}>
                    <RemoveIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            </SimpleFormIteratorItemContext.Provider>
          </TableCell>
        )}
      </TableRow>
    );
  },
  (a, b) =>
    a.source === b.source &&
    a.index === b.index &&
    a.tabCol === b.tabCol &&
    a.locale === b.locale &&
    a.total === b.total &&
    a.keys === b.keys &&
    a.field === b.field &&
    a.activeCol === b.activeCol &&
    a.editing === b.editing &&
    a.seed === b.seed &&
    a.locked === b.locked &&
    a.lineExtra === b.lineExtra &&
    a.act === b.act &&
    sameProblems(a.problems, b.problems) &&
    sameLine(a.line, b.line, a.keys),
);
LineRow.displayName = 'LineRow';

/** "Kolumny pozycji": which line fields the grid shows, kept per user. */
const ColumnsMenu = ({ field, source, hidden, setHidden }: { field: LinesField; source: string; hidden: readonly string[]; setHidden: (keys: string[]) => void }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const resource = useResourceContext();
  const translate = useTranslate();
  const { t } = useFormText();
  return (
    <>
      <Button size="small" startIcon={<ColumnsIcon />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        {t('linesColumns')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {lineColumns(field).all.map((key) => {
          const shown = !hidden.includes(key);
          return (
            <MenuItem key={key} role="menuitemcheckbox" aria-checked={shown} onClick={() => setHidden(shown ? [...hidden, key] : hidden.filter((k) => k !== key))}>
              <Checkbox size="small" checked={shown} tabIndex={-1} disableRipple sx={{ p: 0, mr: 1 }} />
              <ListItemText>{translate(`resources.${resource}.lines.${source}.${key}`)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};

/** The message of a paste's problem with a cell. */
const pasteProblem = (parsed: Exclude<Parsed, { value: unknown }>, text: string, t: ReturnType<typeof useFormText>['t']) =>
  t(({ notNumber: 'pasteNotNumber', notDate: 'pasteNotDate', notChoice: 'pasteNotChoice', notFlag: 'pasteNotFlag' } as const)[parsed.problem], { text });

/**
 * A record's lines in its form, as a grid: one row per line, one column per line field (the user
 * chooses which, `hiddenByDefault` ones start hidden), a totals row under the amounts. Keyboard
 * first: the arrows and Tab move between cells, Enter (or typing) edits a cell and Enter confirms
 * it (on the last cell of the last line, a new line follows), Escape gives the typing up,
 * Ctrl+Delete removes a line after asking, Ctrl+↑/↓ moves it; a block copied from a spreadsheet
 * pastes from the current cell on, adding lines as needed, references matched by their code,
 * each problem shown on its cell. A record that locks its lines shows them as a document table.
 */
export const LinesInput = ({ source, field, label, lineExtra, lineDefaults }: InputProps) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [locale = 'pl'] = useLocaleState();
  const { t } = useFormText();
  const record = useRecordContext();
  const locked = !linesEditable(field, record);
  const hintId = useId();
  const [pasteProblems, setPasteProblems] = useState<Record<string, string>>({});
  const pasteProblemsRef = useRef(pasteProblems);
  pasteProblemsRef.current = pasteProblems;

  // The whole of the lines is one value of the form; a rule broken anywhere in them stops the save, each cell says which.
  const validate = useMemo(
    () => [
      (value: unknown) => {
        const lines = (Array.isArray(value) ? value : []) as Line[];
        if (lines.length > field.max) return { message: 'validation.tooManyItems', args: { max: field.max } };
        const broken = Object.keys(pasteProblemsRef.current).length > 0 || lines.some((line) => Object.entries(field.fields).some(([key, f]) => problemOf(f, line[key], line)));
        return broken ? t('linesHaveProblems') : undefined;
      },
    ],
    [field, t],
  );
  const { field: input, fieldState, formState } = useInput({ source, validate, defaultValue: [] });
  // Watched as a whole, not only as this input's value: a line's action sets one of its values (`products.0.price`).
  const watched: unknown = useWatch({ name: source });
  const lines = useMemo(() => (Array.isArray(watched) ? (watched as Line[]) : []), [watched]);

  const columns = useMemo(() => lineColumns(field), [field]);
  const [hidden, setHidden] = useStore<string[]>(`${useColumnsKey()}.lines.${source}`, columns.hidden);
  const keys = useMemo(() => columns.all.filter((key) => !hidden.includes(key)), [columns, hidden]);
  const editableCols = useMemo(() => keys.map((key, col) => (cellEditable(field.fields[key]) ? col : -1)).filter((col) => col >= 0), [keys, field]);

  const [cursor, setCursor] = useState<Cursor | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const table = useRef<HTMLTableElement>(null);
  const wantFocus = useRef(false);

  // The latest of everything the row actions read: they stay one object, so no row redraws because of them.
  const state = useRef({ lines, keys, editableCols, cursor, lineDefaults, onChange: input.onChange });
  state.current = { lines, keys, editableCols, cursor, lineDefaults, onChange: input.onChange };

  const newLine = useCallback((): Line => ({ ...defaultsOf(Object.entries(field.fields) as [string, DataField][]), ...state.current.lineDefaults }), [field]);
  const setLines = useCallback((next: Line[]) => state.current.onChange(next), []);
  const clearProblem = (row: number, key: string) =>
    setPasteProblems((current) => {
      if (!(`${row}:${key}` in current)) return current;
      const next = { ...current };
      delete next[`${row}:${key}`];
      return next;
    });

  const act = useMemo<RowActions>(
    () => ({
      focus: (row, col) => {
        wantFocus.current = true;
        setCursor((current) => (current?.row === row && current.col === col ? current : { row, col, editing: false }));
      },
      edit: (row, col, seed) => {
        const key = state.current.keys[col];
        const lineField = key ? field.fields[key] : undefined;
        if (!lineField || !cellEditable(lineField)) return;
        if (lineField.type === 'boolean') {
          const { lines: current } = state.current;
          setLines(current.map((line, i) => (i === row ? { ...line, [key]: !line[key] } : line)));
          wantFocus.current = true;
          setCursor({ row, col, editing: false });
          return;
        }
        setCursor({ row, col, editing: true, seed });
      },
      commit: (row, key, value, then) => {
        const { lines: current, keys: shown, editableCols: editable } = state.current;
        const changed = current[row] && current[row][key] !== value ? current.map((line, i) => (i === row ? { ...line, [key]: value } : line)) : current;
        clearProblem(row, key);
        const col = shown.indexOf(key);
        // A cell left by a click elsewhere keeps its value and lets the click have the focus.
        wantFocus.current = then !== 'blur';
        const at = editable.indexOf(col);
        if (then === 'next' || then === 'previous') {
          const step = then === 'next' ? 1 : -1;
          let nextRow = row;
          let nextAt = at + step;
          if (nextAt >= editable.length) [nextRow, nextAt] = [row + 1, 0];
          if (nextAt < 0) [nextRow, nextAt] = [row - 1, editable.length - 1];
          if (nextRow >= 0 && nextRow < changed.length) {
            if (changed !== current) setLines(changed);
            setCursor({ row: nextRow, col: editable[nextAt], editing: false });
            return;
          }
        }
        if (then === 'enter' && row === changed.length - 1 && at === editable.length - 1 && changed.length < field.max) {
          setLines([...changed, newLine()]);
          setCursor({ row: row + 1, col: editable[0] ?? 0, editing: false });
          return;
        }
        if (changed !== current) setLines(changed);
        setCursor({ row, col, editing: false });
      },
      cancel: () => {
        wantFocus.current = true;
        setCursor((current) => (current ? { ...current, editing: false, seed: undefined } : current));
      },
      askRemove: (row) => setRemoving(row),
      move: (row, to) => {
        const { lines: current, cursor: at } = state.current;
        if (to < 0 || to >= current.length) return;
        setLines(moveLine(current, row, to));
        setPasteProblems({});
        wantFocus.current = true;
        setCursor({ row: to, col: at?.row === row ? at.col : (state.current.editableCols[0] ?? 0), editing: false });
      },
    }),
    [field, newLine, setLines],
  );

  // The cell the keyboard moved to takes the focus (not on the first drawing: the form's first input keeps it).
  useEffect(() => {
    if (!wantFocus.current || !cursor || cursor.editing) return;
    wantFocus.current = false;
    table.current?.querySelector<HTMLElement>(`[data-cell="${cursor.row}:${cursor.col}"]`)?.focus();
  }, [cursor]);

  const addLine = () => {
    if (lines.length >= field.max) return;
    setLines([...lines, newLine()]);
    wantFocus.current = true;
    setCursor({ row: lines.length, col: editableCols[0] ?? 0, editing: false });
  };

  const remove = (row: number) => {
    setLines(lines.filter((_, i) => i !== row));
    setPasteProblems({});
    setRemoving(null);
    if (lines.length > 1) {
      wantFocus.current = true;
      setCursor({ row: Math.min(row, lines.length - 2), col: cursor?.col ?? 0, editing: false });
    } else setCursor(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    // Keys typed into a cell's editor, or pressed on a line's buttons, are theirs.
    if (!cell || event.target !== cell || locked) return;
    const [row, col] = cell.dataset.cell!.split(':').map(Number);
    const go = (r: number, c: number) => {
      event.preventDefault();
      act.focus(Math.max(0, Math.min(lines.length - 1, r)), Math.max(0, Math.min(keys.length - 1, c)));
    };
    const ctrl = event.ctrlKey || event.metaKey;
    switch (event.key) {
      case 'ArrowUp':
        if (ctrl) {
          event.preventDefault();
          act.move(row, row - 1);
        } else go(row - 1, col);
        return;
      case 'ArrowDown':
        if (ctrl) {
          event.preventDefault();
          act.move(row, row + 1);
        } else go(row + 1, col);
        return;
      case 'ArrowLeft':
        go(row, col - 1);
        return;
      case 'ArrowRight':
        go(row, col + 1);
        return;
      case 'Home':
        go(ctrl ? 0 : row, 0);
        return;
      case 'End':
        go(ctrl ? lines.length - 1 : row, keys.length - 1);
        return;
      case 'Tab': {
        // From one typed-into cell to the next, line after line; past the last (or before the first) the page's tab order goes on.
        const place = (r: number, c: number) => r * keys.length + c;
        const order = lines.flatMap((_, r) => editableCols.map((c) => [r, c] as const));
        const here = place(row, col);
        const target = event.shiftKey ? order.findLast(([r, c]) => place(r, c) < here) : order.find(([r, c]) => place(r, c) > here);
        if (!target) return;
        go(target[0], target[1]);
        return;
      }
      case 'Enter':
      case 'F2':
        event.preventDefault();
        act.edit(row, col);
        return;
      case ' ':
        if (field.fields[keys[col]]?.type === 'boolean') {
          event.preventDefault();
          act.edit(row, col);
        }
        return;
      case 'Delete':
      case 'Backspace': {
        event.preventDefault();
        if (ctrl && event.key === 'Delete') {
          act.askRemove(row);
          return;
        }
        const lineField = field.fields[keys[col]];
        if (lineField && cellEditable(lineField) && lineField.type !== 'boolean') act.commit(row, keys[col], null, 'stay');
        return;
      }
      default:
        // Typing on a cell starts editing it with what was typed.
        if (event.key.length === 1 && !ctrl && !event.altKey) {
          const lineField = field.fields[keys[col]];
          if (lineField && cellEditable(lineField) && lineField.type !== 'boolean') {
            event.preventDefault();
            act.edit(row, col, event.key);
          }
        }
    }
  };

  const choices = useLineChoices(field);
  const onPaste = async (event: ClipboardEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!cell || event.target !== cell || locked) return;
    const block = parseBlock(event.clipboardData.getData('text/plain'));
    if (block.length === 0) return;
    event.preventDefault();
    const [row, col] = cell.dataset.cell!.split(':').map(Number);
    // The pasted columns go to the shown cells that are typed into, from the current one on.
    const targets = editableCols.filter((c) => c >= col).map((c) => keys[c]);
    const room = field.max - row;
    const rows = block.slice(0, Math.max(0, room));
    const next = [...lines];
    const problems: Record<string, string> = {};
    const lookups: { row: number; key: string; text: string }[] = [];
    rows.forEach((cells, r) => {
      const at = row + r;
      const line = { ...(next[at] ?? newLine()) };
      cells.slice(0, targets.length).forEach((text, c) => {
        const key = targets[c];
        const lineField = field.fields[key];
        if (lineField.type === 'reference') {
          if (text.trim() === '') line[key] = null;
          else lookups.push({ row: at, key, text: text.trim() });
          return;
        }
        const parsed = parseCell(lineField, text, choices[key]);
        if ('value' in parsed) line[key] = parsed.value;
        else problems[`${at}:${key}`] = pasteProblem(parsed, text, t);
      });
      next[at] = line;
    });
    // References by their code (else by what names them), one call per referenced kind of record.
    for (const key of new Set(lookups.map((lookup) => lookup.key))) {
      const target = referenceTarget(field.fields[key]);
      const codeKey = 'code' in target.fields ? 'code' : target.recordRepresentation;
      const wanted = lookups.filter((lookup) => lookup.key === key);
      const texts = [...new Set(wanted.map((lookup) => lookup.text))];
      let found: RaRecord[] = [];
      try {
        found = (await dataProvider.getList(target.menu, { filter: { [codeKey]: texts }, pagination: { page: 1, perPage: texts.length }, sort: { field: 'id', order: 'ASC' } })).data;
      } catch (error) {
        // Not looked up (the server did not answer): the cells say so and stay empty, the rest is pasted.
        notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      }
      const byCode = new Map(found.map((record) => [String(record[codeKey]), record.id]));
      for (const lookup of wanted) {
        const id = byCode.get(lookup.text);
        if (id === undefined) problems[`${lookup.row}:${key}`] = t('pasteNoSuchCode', { text: lookup.text });
        next[lookup.row] = { ...next[lookup.row], [key]: id ?? null };
      }
    }
    if (block.length > rows.length) problems[`${row}:${targets[0]}`] = t('pasteTooManyLines', { count: rows.length });
    setLines(next);
    setPasteProblems((current) => ({ ...current, ...problems }));
    wantFocus.current = true;
    setCursor({ row, col, editing: false });
  };

  // Each line's messages: a paste's, the server's (`lines.3.quantity`), and, once the form was sent or the line touched, the rules'.
  const serverErrors = (fieldState.error as unknown as Record<number, Record<string, { message?: string }>> | undefined) ?? undefined;
  const showRules = formState.isSubmitted;
  const problemsOf = (line: Line, row: number): Record<string, string> | undefined => {
    let found: Record<string, string> | undefined;
    for (const key of keys) {
      const pasted = pasteProblems[`${row}:${key}`];
      const server = serverErrors?.[row]?.[key]?.message;
      const rule = showRules ? problemOf(field.fields[key], line[key], line) : undefined;
      const message = pasted ?? (server ? translate(server, { _: server }) : rule ? (typeof rule === 'string' ? translate(rule, { _: rule }) : translate(rule.message, { ...rule.args, _: rule.message })) : undefined);
      if (message) (found ??= {})[key] = message;
    }
    return found;
  };

  // Amounts the server works out for each line (its sums) are totalled; a unit price is not.
  const moneyKeys = keys.filter((key) => field.fields[key].type === 'money' && field.fields[key].readOnly === true);
  const caption = label ?? translate(`resources.${resource}.fields.${source}`);
  const wholeProblem = fieldState.invalid && formState.isSubmitted && typeof fieldState.error?.message === 'string' ? fieldState.error.message : undefined;

  return (
    <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      {locked && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('linesLocked')}
        </Alert>
      )}
      {!locked && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5, flexWrap: 'wrap' }}>
          <Button size="small" startIcon={<AddIcon />} onClick={addLine} disabled={lines.length >= field.max}>
            {t('addLine')}
          </Button>
          <ColumnsMenu field={field} source={source} hidden={hidden} setHidden={setHidden} />
          <Typography id={hintId} variant="caption" color="text.secondary">
            {t('linesKeys')}
          </Typography>
        </Box>
      )}
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('noLines')}
        </Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table
            ref={table}
            size="small"
            role={locked ? undefined : 'grid'}
            aria-label={caption}
            aria-describedby={locked ? undefined : hintId}
            aria-rowcount={lines.length + 1}
            onKeyDown={onKeyDown}
            onPaste={(event) => void onPaste(event)}
          >
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                {keys.map((key) => (
                  <TableCell key={key} align={isNumeric(field.fields[key]) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                    {translate(`resources.${resource}.lines.${source}.${key}`)}
                  </TableCell>
                ))}
                {!locked && <TableCell aria-label={translate('ra.action.edit')} />}
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line, row) => (
                <LineRow
                  key={row}
                  source={source}
                  locale={locale}
                  index={row}
                  line={line}
                  total={lines.length}
                  keys={keys}
                  field={field}
                  activeCol={cursor?.row === row ? cursor.col : -1}
                  tabCol={cursor ? (cursor.row === row ? cursor.col : -1) : row === 0 ? 0 : -1}
                  editing={cursor?.row === row && cursor.editing}
                  seed={cursor?.row === row ? cursor.seed : undefined}
                  problems={problemsOf(line, row)}
                  locked={locked}
                  lineExtra={lineExtra}
                  act={act}
                />
              ))}
            </TableBody>
            {moneyKeys.length > 0 && (
              <TableFooter>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('linesTotal')}</TableCell>
                  {keys.map((key) => (
                    <TableCell key={key} align="right" data-total={moneyKeys.includes(key) ? key : undefined} sx={{ fontWeight: 600, color: 'text.primary', whiteSpace: 'nowrap' }}>
                      {moneyKeys.includes(key) ? formatMoney(columnTotal(lines, key), locale) : ''}
                    </TableCell>
                  ))}
                  {!locked && <TableCell />}
                </TableRow>
              </TableFooter>
            )}
          </Table>
        </TableContainer>
      )}
      {wholeProblem && (
        <FormHelperText error>
          <InputHelperText error={wholeProblem} />
        </FormHelperText>
      )}
      <Confirm
        isOpen={removing !== null}
        title={t('removeLineTitle', { number: (removing ?? 0) + 1 })}
        content={t('removeLineContent')}
        onConfirm={() => removing !== null && remove(removing)}
        onClose={() => {
          const row = removing;
          setRemoving(null);
          if (row !== null) act.focus(row, cursor?.col ?? 0);
        }}
      />
    </Box>
  );
};

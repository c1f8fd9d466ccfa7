import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Chip, CircularProgress, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DATE_FORMAT, DATETIME_FORMAT } from '../../i18n/formats';
import type { ColumnShape, ReportDefinition } from '../../schemas/reports';
import { reportGroupKey, sumOf } from '../../schemas/reports';
import type { DetailRow, ReportResult, TreeNode, VisibleRow } from './reportModel';
import { buildTree, needsDetails, visibleRows } from './reportModel';
import { useText } from './texts';

/** Detail rows shown under one group (or in an ungrouped report); the spreadsheet has them all. */
export const SHOWN = 500;

/** A column of the table: the answer's key it shows (a reference's or a select's label), how, and whether it is one of the report's sums. */
type Column = { key: string; header: string; shape: ColumnShape | 'codes'; sum?: string };

/** The definition's shown columns, after the line number. */
const columnsOf = (definition: ReportDefinition, label: (l: ReportDefinition['columns'][number]['label']) => string, lineNumber: string): Column[] => {
  const sums = new Set(definition.sums.map((s) => s.key));
  return [
    { key: 'lineNumber', header: lineNumber, shape: 'number' },
    ...definition.columns
      .filter((c) => !c.hidden)
      .map((c): Column => {
        if (c.kind === 'reference' || c.kind === 'select') return { key: c.labelKey, header: label(c.label), shape: 'text' };
        if (c.kind === 'lineCodes') return { key: c.key, header: label(c.label), shape: 'codes' };
        return { key: c.key, header: label(c.label), shape: c.shape, ...(c.shape === 'money' && sums.has(c.field) ? { sum: c.field } : {}) };
      }),
  ];
};

const money = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const Detail = ({ row, columns, yes, no }: { row: DetailRow; columns: readonly Column[]; yes: string; no: string }) => {
  const text = (c: Column) => {
    const value = row[c.key];
    if (c.shape === 'money') return money.format(value === null || value === undefined ? 0 : Number(value));
    if (value === null || value === undefined) return '';
    if (c.shape === 'date' && typeof value === 'string' && dayjs(value).isValid()) return dayjs(value).format(DATE_FORMAT);
    if (c.shape === 'datetime' && typeof value === 'string' && dayjs(value).isValid()) return dayjs(value).format(DATETIME_FORMAT);
    if (c.shape === 'boolean') return value ? yes : no;
    return String(value);
  };
  return (
    <TableRow hover>
      {columns.map((c) => (
        <TableCell key={c.key} align={c.shape === 'money' || c.shape === 'number' ? 'right' : undefined} sx={{ whiteSpace: c.shape === 'codes' ? 'normal' : 'nowrap' }}>
          {text(c)}
        </TableCell>
      ))}
      <TableCell />
    </TableRow>
  );
};

type Props = {
  definition: ReportDefinition;
  result: ReportResult;
  expanded: ReadonlySet<string>;
  onToggle: (id: string, node: TreeNode) => void;
  /** Detail rows of groups loaded on their own, by node id; and the groups whose rows are being loaded. */
  loaded?: ReadonlyMap<string, DetailRow[]>;
  loading?: ReadonlySet<string>;
  /** Loads an open group's rows the report did not carry (offered on its "rows shown" line). */
  onLoad?: (node: TreeNode) => void;
};

const NONE_LOADED: ReadonlyMap<string, DetailRow[]> = new Map();
const NONE_LOADING: ReadonlySet<string> = new Set();

/**
 * A report's result: the groups as an expandable tree with their counts and sums, the detail rows
 * (the definition's columns) under the last level.
 */
export const ResultTable = ({ definition, result, expanded, onToggle, loaded = NONE_LOADED, loading = NONE_LOADING, onLoad }: Props) => {
  const translate = useTranslate();
  const { t, label } = useText();
  const columns = columnsOf(definition, label, t('reportLineNumber'));
  const keyLabel = (key: string) => {
    const found = reportGroupKey(definition, key);
    return found ? label(found.label) : key;
  };
  // A group line spans the columns before the first sum, then shows its sums under their columns.
  const firstSum = columns.findIndex((c) => c.sum);
  const span = firstSum < 0 ? columns.length : firstSum;
  const headline = definition.sums[0].key;
  const tree = useMemo(() => buildTree(result, loaded), [result, loaded]);
  const rows: VisibleRow[] = useMemo(
    () =>
      result.groups.length > 0
        ? visibleRows(tree, expanded, SHOWN, 0, loading)
        : [
            ...result.recordsDetail.slice(0, SHOWN).map((row): VisibleRow => ({ kind: 'detail', row, depth: 0 })),
            ...(result.recordsDetail.length > SHOWN ? [{ kind: 'more', id: 'all', shown: SHOWN, count: result.recordsDetail.length, depth: 0 } as const] : []),
          ],
    [tree, expanded, result, loading],
  );
  return (
    <TableContainer sx={{ maxHeight: { xs: 'none', md: '70vh' }, '@media print': { maxHeight: 'none', overflow: 'visible' } }}>
      <Table size="small" stickyHeader aria-label={label(definition.texts.title)}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.shape === 'money' || c.shape === 'number' ? 'right' : undefined} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {c.header}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {t('reportCount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((line) => {
            if (line.kind === 'detail') return <Detail key={`d${line.row.id}`} row={line.row} columns={columns} yes={translate('ra.boolean.true')} no={translate('ra.boolean.false')} />;
            if (line.kind === 'loading')
              return (
                <TableRow key={`l${line.id}`}>
                  <TableCell colSpan={columns.length + 1} sx={{ pl: 2 + line.depth * 3, color: 'text.secondary' }}>
                    <CircularProgress size={14} sx={{ mr: 1, verticalAlign: 'middle' }} aria-hidden />
                    {t('reportLoadingRows')}
                  </TableCell>
                </TableRow>
              );
            if (line.kind === 'more')
              return (
                <TableRow key={`m${line.id}`}>
                  <TableCell colSpan={columns.length + 1} sx={{ pl: 2 + line.depth * 3, fontStyle: 'italic', color: 'text.secondary' }}>
                    {t('reportMoreRows', { shown: line.shown, count: line.count })}
                    {onLoad && line.node && needsDetails(result, line.node, SHOWN) && (
                      <Button size="small" sx={{ ml: 1 }} className="report-no-print" onClick={() => line.node && onLoad(line.node)}>
                        {t('reportLoadRows')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            const { node, depth, open } = line;
            const key = result.groups[node.row.level];
            const label = node.row.label ?? t('reportNone');
            return (
              <TableRow key={`g${node.id}`} sx={{ bgcolor: depth === 0 ? 'action.hover' : undefined, '& td': { fontWeight: depth === 0 ? 600 : 500 } }}>
                <TableCell colSpan={span} sx={{ pl: 0.5 + depth * 3, whiteSpace: 'nowrap' }}>
                  <IconButton size="small" aria-expanded={open} aria-label={t(open ? 'reportCollapse' : 'reportExpand')} onClick={() => onToggle(node.id, node)} className="report-no-print">
                    {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                  </IconButton>
                  {keyLabel(key)}: {label}
                  <Chip size="small" label={node.row.countRows} sx={{ ml: 1, height: 20, fontWeight: 600 }} aria-label={`${t('reportCount')}: ${node.row.countRows}`} />
                  <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontWeight: 400 }}>
                    {money.format(sumOf(node.row, headline))}
                  </Box>
                </TableCell>
                {columns.slice(span).map((c) => (
                  <TableCell key={c.key} align="right">
                    {c.sum ? money.format(sumOf(node.row, c.sum)) : ''}
                  </TableCell>
                ))}
                <TableCell align="right">{node.row.countRows}</TableCell>
              </TableRow>
            );
          })}
          {result.recordsDetail.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + 1}>{label(definition.texts.empty)}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Chip, CircularProgress, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DATE_FORMAT } from '../../resources/formats';
import { useKeyLabel } from './labels';
import type { DetailRow, ReportResult, TreeNode, VisibleRow } from './reportModel';
import { buildTree, needsDetails, visibleRows } from './reportModel';

/** Detail rows shown under one group (or in an ungrouped report); the spreadsheet has them all. */
export const SHOWN = 500;

const DATE_COLUMNS = new Set(['input_date', 'execution_term', 'delivery_term']);

/** The spec's report columns and the label each takes. */
const COLUMNS: { key: string; label: string; align?: 'right' }[] = [
  { key: 'lineNumber', label: 'views.reportLineNumber', align: 'right' },
  { key: 'number', label: 'resources.reclamations.fields.number' },
  { key: 'input_date', label: 'resources.reclamations.fields.input_date' },
  { key: 'execution_term', label: 'resources.reclamations.fields.execution_term' },
  { key: 'delivery_term', label: 'resources.reclamations.fields.delivery_term' },
  { key: '_status', label: 'resources.reclamations.fields.status' },
  { key: '_doc_type', label: 'resources.reclamations.fields.doc_type' },
  { key: '_customer', label: 'resources.reclamations.fields.customer' },
  { key: 'email', label: 'resources.reclamations.fields.email' },
  { key: 'sales_order', label: 'resources.reclamations.fields.sales_order' },
  { key: 'sales_request', label: 'resources.reclamations.fields.sales_request' },
  { key: 'sales_reference', label: 'resources.reclamations.fields.sales_reference' },
  { key: 'doc_group', label: 'resources.reclamations.fields.doc_group' },
  { key: 'possitions_description', label: 'views.reportPositions' },
  { key: '_execution_type', label: 'resources.reclamations.fields.execution_type' },
  { key: '_reclamation_reason', label: 'resources.reclamations.fields.reason' },
  { key: '_decision', label: 'resources.reclamations.fields.decision' },
  { key: '_responsible', label: 'resources.reclamations.fields.responsible' },
  { key: 'amount', label: 'resources.reclamations.fields.amount', align: 'right' },
];

const money = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cellText = (key: string, value: unknown) => {
  if (value === null || value === undefined) return key === 'amount' ? money.format(0) : '';
  if (key === 'amount') return money.format(Number(value));
  if (DATE_COLUMNS.has(key) && typeof value === 'string' && dayjs(value).isValid()) return dayjs(value).format(DATE_FORMAT);
  return String(value);
};

const Detail = ({ row }: { row: DetailRow }) => (
  <TableRow hover>
    {COLUMNS.map((c) => (
      <TableCell key={c.key} align={c.align} sx={{ whiteSpace: c.key === 'possitions_description' ? 'normal' : 'nowrap' }}>
        {cellText(c.key, row[c.key])}
      </TableCell>
    ))}
    <TableCell />
  </TableRow>
);

type Props = {
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

/** The result: the groups as an expandable tree with their counts, the detail rows under the last level. */
export const ResultTable = ({ result, expanded, onToggle, loaded = NONE_LOADED, loading = NONE_LOADING, onLoad }: Props) => {
  const translate = useTranslate();
  const keyLabel = useKeyLabel();
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
  const span = COLUMNS.length - 1;
  return (
    <TableContainer sx={{ maxHeight: { xs: 'none', md: '70vh' }, '@media print': { maxHeight: 'none', overflow: 'visible' } }}>
      <Table size="small" stickyHeader aria-label={translate('views.reportTitle')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c.key} align={c.align} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {translate(c.label)}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {translate('views.reportCount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((line) => {
            if (line.kind === 'detail') return <Detail key={`d${line.row.id}`} row={line.row} />;
            if (line.kind === 'loading')
              return (
                <TableRow key={`l${line.id}`}>
                  <TableCell colSpan={COLUMNS.length + 1} sx={{ pl: 2 + line.depth * 3, color: 'text.secondary' }}>
                    <CircularProgress size={14} sx={{ mr: 1, verticalAlign: 'middle' }} aria-hidden />
                    {translate('views.reportLoadingRows')}
                  </TableCell>
                </TableRow>
              );
            if (line.kind === 'more')
              return (
                <TableRow key={`m${line.id}`}>
                  <TableCell colSpan={COLUMNS.length + 1} sx={{ pl: 2 + line.depth * 3, fontStyle: 'italic', color: 'text.secondary' }}>
                    {translate('views.reportMoreRows', { shown: line.shown, count: line.count })}
                    {onLoad && line.node && needsDetails(result, line.node, SHOWN) && (
                      <Button size="small" sx={{ ml: 1 }} className="report-no-print" onClick={() => line.node && onLoad(line.node)}>
                        {translate('views.reportLoadRows')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            const { node, depth, open } = line;
            const key = result.groups[node.row.level];
            const label = node.row.label ?? translate('views.reportNone');
            return (
              <TableRow key={`g${node.id}`} sx={{ bgcolor: depth === 0 ? 'action.hover' : undefined, '& td': { fontWeight: depth === 0 ? 600 : 500 } }}>
                <TableCell colSpan={span} sx={{ pl: 0.5 + depth * 3, whiteSpace: 'nowrap' }}>
                  <IconButton size="small" aria-expanded={open} aria-label={translate(open ? 'views.reportCollapse' : 'views.reportExpand')} onClick={() => onToggle(node.id, node)} className="report-no-print">
                    {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                  </IconButton>
                  {keyLabel(key)}: {label}
                  <Chip size="small" label={node.row.countRows} sx={{ ml: 1, height: 20, fontWeight: 600 }} aria-label={`${translate('views.reportCount')}: ${node.row.countRows}`} />
                  <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontWeight: 400 }}>
                    {money.format(node.row.amount)}
                  </Box>
                </TableCell>
                <TableCell align="right">{money.format(node.row.amount)}</TableCell>
                <TableCell align="right">{node.row.countRows}</TableCell>
              </TableRow>
            );
          })}
          {result.recordsDetail.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1}>{translate('views.reportEmpty')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

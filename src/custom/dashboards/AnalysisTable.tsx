import { Box, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { AnalysisAnswer, AnalysisDefinition, AnalysisRow, Figures, Measure } from '../../schemas/analytics';
import { DIMENSION_LABELS, measureKind } from '../../schemas/analytics';
import { changePercent, formatFigure } from './format';
import { useText } from './texts';
import { useRowLabel } from './useRowLabel';

/** A figure, with the previous period's and the change below it in small print. */
const FigureCell = ({ measure, values, previous, bold = false }: { measure: Measure; values: Figures; previous: Figures; bold?: boolean }) => {
  const { t: text, locale } = useText();
  const kind = measureKind(measure);
  const change = kind === 'percent' ? null : changePercent(values[measure.key], previous[measure.key]);
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: bold ? 600 : undefined }}>
      {formatFigure(values[measure.key], kind, locale)}
      <Typography component="div" variant="caption" color="text.secondary">
        {text('previousShort')} {formatFigure(previous[measure.key], kind, locale)}
        {change !== null && (
          <Box component="span" sx={{ ml: 0.5, color: change >= 0 ? 'success.main' : 'error.main' }}>
            ({change >= 0 ? '+' : ''}
            {new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(change)} %)
          </Box>
        )}
      </Typography>
    </TableCell>
  );
};

/** The analysis' table: a row per group (its name leads to the records behind it), every figure against the previous period, and the total. */
export const AnalysisTable = ({ definition, answer, onDrill }: { definition: AnalysisDefinition; answer: AnalysisAnswer; onDrill: (row: AnalysisRow) => void }) => {
  const { t: text, label } = useText();
  const rowLabel = useRowLabel(answer.groupBy);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label(definition.title)}>
        <TableHead>
          <TableRow>
            <TableCell>{label(DIMENSION_LABELS[answer.groupBy])}</TableCell>
            {definition.measures.map((m) => (
              <TableCell key={m.key} align="right">
                {label(m.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.rows.map((row) => {
            const name = rowLabel(row);
            return (
              <TableRow key={row.key ?? 'none'} hover>
                <TableCell sx={{ minWidth: 140 }}>
                  <Link component="button" type="button" variant="body2" underline="hover" sx={{ textAlign: 'left' }} onClick={() => onDrill(row)} aria-label={text('showRecords', { name })}>
                    {name}
                  </Link>
                </TableCell>
                {definition.measures.map((m) => (
                  <FigureCell key={m.key} measure={m} values={row.values} previous={row.previous} />
                ))}
              </TableRow>
            );
          })}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{text('total')}</TableCell>
            {definition.measures.map((m) => (
              <FigureCell key={m.key} measure={m} values={answer.total.values} previous={answer.total.previous} bold />
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
};

import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, useState } from 'react';
import { zeroBasedAxis } from '../../layout/chartAxis';
import type { TrendFigure, TrendPoint } from '../../schemas/analytics';
import { TREND_LISTS } from '../../schemas/analytics';
import { formatMonth } from './format';
import { useText } from './texts';
import { fetchTrendRecords } from '../../dataProvider/dashboards';
import { useDrillDown } from './useDrillDown';

const HEIGHT = 84;

type Props = { figure: TrendFigure; title: string; points: readonly TrendPoint[]; format: (value: number | null) => string; chart: 'bar' | 'line' };

/**
 * A KPI card's trend over the last 12 months: small bars (or a line, for an average) with the
 * month and its value in the tooltip; a click on a month opens the records behind it. For the
 * keyboard and screen readers the chart is an image named by its title and every month's value,
 * and "Pokaż wartości" opens the months as a table whose month names lead to the same records.
 */
export const TrendChart = ({ figure, title, points, format, chart }: Props) => {
  const { t: text, locale } = useText();
  const { palette } = useTheme();
  const drillDown = useDrillDown();
  const [showValues, setShowValues] = useState(false);
  const captionId = useId();
  const tableId = useId();
  const labels = points.map((p) => formatMonth(p.month, locale));
  const values = points.map((p) => p.value);
  const open = (index: number | undefined) => {
    const point = index === undefined ? undefined : points[index];
    if (point) void drillDown(TREND_LISTS[figure], () => fetchTrendRecords(figure, point.month));
  };
  const shared = {
    height: HEIGHT,
    // Room for the line's marks at the ends and the top.
    margin: { top: 8, right: 8, bottom: 4, left: 8 },
    hideLegend: true,
    yAxis: [{ position: 'none' as const, ...zeroBasedAxis(values) }],
    onAxisClick: (_: MouseEvent, data: { dataIndex: number } | null) => open(data?.dataIndex),
  };
  const series = [{ data: values, label: title, valueFormatter: format, color: palette.primary.main }];
  return (
    <Box component="figure" aria-labelledby={captionId} data-testid={`trend-${figure}`} sx={{ m: 0, mt: 1 }}>
      <Typography id={captionId} component="figcaption" variant="caption" color="text.secondary">
        {title} · {text('trendLast12')}
      </Typography>
      <Box role="img" aria-label={`${title}, ${text('trendLast12')}: ${points.map((p, i) => `${labels[i]} ${format(p.value)}`).join('; ')}`} title={text('trendHint')} sx={{ cursor: 'pointer' }}>
        {chart === 'bar' ? (
          <BarChart {...shared} xAxis={[{ scaleType: 'band', data: labels, position: 'none' }]} series={series} />
        ) : (
          <LineChart {...shared} xAxis={[{ scaleType: 'point', data: labels, position: 'none' }]} series={series.map((s) => ({ ...s, curve: 'linear' as const }))} />
        )}
      </Box>
      <Link component="button" type="button" variant="caption" underline="hover" aria-expanded={showValues} aria-controls={tableId} onClick={() => setShowValues((shown) => !shown)}>
        {text(showValues ? 'trendHideValues' : 'trendShowValues')}
      </Link>
      {showValues && (
        <Table size="small" id={tableId} aria-label={title} sx={{ mt: 0.5 }}>
          <TableHead>
            <TableRow>
              <TableCell>{text('trendMonth')}</TableCell>
              <TableCell align="right">{text('trendValue')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {points.map((p, i) => (
              <TableRow key={p.month}>
                <TableCell>
                  <Link component="button" type="button" variant="body2" underline="hover" onClick={() => open(i)} aria-label={text('showRecords', { name: `${title}, ${labels[i]}` })}>
                    {labels[i]}
                  </Link>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {format(p.value)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};

import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { zeroBasedAxis } from '../../layout/chartAxis';
import type { AnalysisAnswer, AnalysisDefinition, AnalysisRow } from '../../schemas/analytics';
import { measureKind } from '../../schemas/analytics';
import { formatFigure } from './format';
import { useText } from './texts';
import { useRowLabel } from './useRowLabel';

const HEIGHT = 320;

type Props = { definition: AnalysisDefinition; answer: AnalysisAnswer; onDrill: (row: AnalysisRow) => void };

/**
 * The chart of an analysis' figure (`chartMeasure`) for the period beside the previous one: a pie
 * for a distribution, a line over months, bars otherwise (a pie grouped by month reads as a line).
 * Clicking a bar, a slice or a month leads to the records behind it.
 */
export const AnalysisChart = ({ definition, answer, onDrill }: Props) => {
  const { t: text, label, locale } = useText();
  const { palette } = useTheme();
  const measure = definition.measures.find((m) => m.key === definition.chartMeasure)!;
  const kind = measureKind(measure);
  const rows = answer.rows;
  const labels = rows.map(useRowLabel(answer.groupBy));
  const current = rows.map((r) => r.values[measure.key] ?? 0);
  const previous = rows.map((r) => r.previous[measure.key] ?? 0);
  const format = (v: number | null) => formatFigure(v, kind, locale);
  const series = [
    { id: 'current', data: current, label: label(measure.label), valueFormatter: format, color: palette.primary.main },
    { id: 'previous', data: previous, label: `${label(measure.label)} (${text('previous')})`, valueFormatter: format, color: palette.grey[400] },
  ];
  const drillAt = (index: number | undefined) => {
    if (index !== undefined && rows[index]) onDrill(rows[index]);
  };
  const chart = definition.chart === 'pie' && answer.groupBy === 'month' ? 'line' : definition.chart;

  if (chart === 'pie') {
    return (
      <PieChart
        height={HEIGHT}
        series={[
          {
            data: rows.map((r, i) => ({ id: r.key ?? 'none', value: Math.max(0, current[i]), label: labels[i] })),
            innerRadius: 50,
            paddingAngle: 1,
            highlightScope: { fade: 'global', highlight: 'item' },
            valueFormatter: (item) => format(item.value),
          },
        ]}
        onItemClick={(_, item) => drillAt(item.dataIndex)}
      />
    );
  }
  if (chart === 'line') {
    return (
      <LineChart
        height={HEIGHT}
        margin={{ left: 8, right: 40 }}
        xAxis={[{ scaleType: 'point', data: labels }]}
        yAxis={[{ width: 90, valueFormatter: (v: number) => new Intl.NumberFormat(locale).format(v), ...zeroBasedAxis([...current, ...previous]) }]}
        series={series.map((s) => ({ ...s, curve: 'linear' as const }))}
        onAxisClick={(_, data) => drillAt(data?.dataIndex)}
      />
    );
  }
  return (
    <BarChart
      height={Math.max(HEIGHT, rows.length * 44 + 80)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: labels, width: 170 }]}
      xAxis={[{ valueFormatter: (v: number) => new Intl.NumberFormat(locale).format(v), ...zeroBasedAxis([...current, ...previous]) }]}
      series={series}
      onItemClick={(_, item) => drillAt(item.dataIndex)}
    />
  );
};

import { Box, Card, CardContent, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { zeroBasedAxis } from '../../../layout/chartAxis';
import { monthLabel } from './period';
import type { StatGroup, Statistics } from './useReclamationStatistics';
import { useText } from '../texts';

const HEX = /^#[0-9a-fA-F]{6}$/;
const HEIGHT = 280;

export const useMoney = () => {
  const [locale = 'pl'] = useLocaleState();
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (value: number | null) => `${format.format(value ?? 0)} PLN`;
};

const ChartCard = ({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) => (
  <Card variant="outlined" sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }} component="section" aria-label={title}>
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** Group labels, '(not set)' for reclamations without the value. */
const useLabels = () => {
  const { t } = useText();
  return (groups: StatGroup[]) => groups.map((g) => g.label ?? t('statisticsNone'));
};

/** Counts per group as horizontal bars (long names stay readable); amounts in the tooltip. */
const GroupBars = ({ groups, colors }: { groups: StatGroup[]; colors?: string[] }) => {
  const { t } = useText();
  const money = useMoney();
  const labels = useLabels()(groups);
  return (
    <BarChart
      height={Math.max(HEIGHT, groups.length * 36 + 60)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: labels, width: 160, ...(colors ? { colorMap: { type: 'ordinal' as const, values: labels, colors } } : {}) }]}
      xAxis={[{ tickMinStep: 1, ...zeroBasedAxis(groups.map((g) => g.count)) }]}
      series={[{ data: groups.map((g) => g.count), label: t('statisticsCount'), valueFormatter: (v, { dataIndex }) => `${v} · ${money(groups[dataIndex].amount)}` }]}
      hideLegend
    />
  );
};

const MonthChart = ({ stats }: { stats: Statistics }) => {
  const { t } = useText();
  const money = useMoney();
  const [locale = 'pl'] = useLocaleState();
  return (
    <LineChart
      height={HEIGHT}
      xAxis={[{ scaleType: 'point', data: stats.byMonth.map((m) => monthLabel(m.month, locale)) }]}
      yAxis={[
        // Each axis from zero: a month (or a whole period) of 0 PLN lies on the bottom, not across the middle.
        { id: 'count', position: 'left', tickMinStep: 1, ...zeroBasedAxis(stats.byMonth.map((m) => m.count)) },
        { id: 'amount', position: 'right', width: 80, valueFormatter: (v: number) => new Intl.NumberFormat(locale).format(v), ...zeroBasedAxis(stats.byMonth.map((m) => m.amount)) },
      ]}
      series={[
        { data: stats.byMonth.map((m) => m.count), yAxisId: 'count', label: t('statisticsCount'), area: true, curve: 'linear' },
        { data: stats.byMonth.map((m) => m.amount), yAxisId: 'amount', label: t('statisticsAmount'), curve: 'linear', valueFormatter: (v) => money(v) },
      ]}
    />
  );
};

/** Every chart of the statistics page for one period's data. */
export const StatisticsCharts = ({ stats }: { stats: Statistics }) => {
  const { t } = useText();
  const { palette } = useTheme();
  const money = useMoney();
  const typeLabels = useLabels()(stats.byType);
  const statusColors = stats.byStatus.map((g) => (g.color && HEX.test(g.color) ? g.color : palette.grey[500]));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
      <ChartCard title={t('statisticsByStatus')}>
        <GroupBars groups={stats.byStatus} colors={statusColors} />
      </ChartCard>
      <ChartCard title={t('statisticsByType')}>
        <PieChart
          height={HEIGHT}
          series={[
            {
              data: stats.byType.map((g, i) => ({ id: g.id ?? 'none', value: g.count, label: typeLabels[i] })),
              innerRadius: 40,
              paddingAngle: 1,
              highlightScope: { fade: 'global', highlight: 'item' },
              valueFormatter: (item, { dataIndex }) => `${item.value} · ${money(stats.byType[dataIndex].amount)}`,
            },
          ]}
        />
      </ChartCard>
      <ChartCard title={t('statisticsByReason')}>
        <GroupBars groups={stats.byReason} />
      </ChartCard>
      <ChartCard title={t('statisticsByPerpetrator')}>
        <GroupBars groups={stats.byPerpetrator} />
      </ChartCard>
      <ChartCard title={t('statisticsByMonth')} wide>
        <MonthChart stats={stats} />
      </ChartCard>
    </Box>
  );
};

import { Alert, Box, Card, CardActionArea, CardContent, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { COUNTED_ORDER_STATUSES } from '../../schemas/analytics';
import { formatDay, formatFigure } from './format';
import { kpiLinks } from './links';
import { useText } from './texts';
import { TrendChart } from './TrendChart';
import { useAccountingKpis } from './useAnalysis';

type CardProps = { title: string; value: string; detail?: string; to: string; testId: string; children: ReactNode };

/** One figure as a card: its head opens the list behind it, its trend below leads month by month to the records. */
const KpiCard = ({ title, value, detail, to, testId, children }: CardProps) => (
  <Card variant="outlined" sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
    <CardActionArea component={Link} to={to} data-testid={testId} sx={{ flexGrow: 1 }}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="body2" color="text.secondary" component="h2">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ my: 0.5, fontWeight: 600, whiteSpace: 'nowrap' }}>
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </CardActionArea>
    <CardContent sx={{ pt: 0, '&:last-child': { pb: 1 } }}>{children}</CardContent>
  </Card>
);

/** `/dashboard-accounting`, the default dashboard: KPI cards from one call, each leading to its filtered list, each with its trend over the last 12 months. */
export const AccountingDashboard = () => {
  const { t: text, locale } = useText();
  const { data, isPending, isError } = useAccountingKpis();
  const count = (n: number | null) => formatFigure(n, 'count', locale);
  const money = (n: number | null) => formatFigure(n, 'money', locale);
  const days = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  const links = data ? kpiLinks(data, COUNTED_ORDER_STATUSES) : undefined;
  const trends = data?.trends;
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={text('kpiTitle')} />
      <Typography variant="h5" component="h1">
        {text('kpiTitle')}
      </Typography>
      {isPending && <CircularProgress aria-label={text('kpiTitle')} />}
      {isError && <Alert severity="error">{text('error')}</Alert>}
      {data && links && trends && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2 }}>
          <KpiCard
            testId="kpi-open-reclamations"
            title={text('kpiOpenReclamations')}
            value={count(data.openReclamations.count)}
            detail={data.openReclamations.averageAgeDays === null ? undefined : text('kpiAverageAge', { days: days(data.openReclamations.averageAgeDays) })}
            to={links.openReclamations}
          >
            <TrendChart figure="openReclamations" chart="bar" title={text('trendOpenReclamations')} points={trends.openReclamations} format={count} />
            <TrendChart figure="reclamationAge" chart="line" title={text('trendReclamationAge')} points={trends.reclamationAge} format={(n) => (n === null ? '—' : text('trendDays', { days: days(n) }))} />
          </KpiCard>
          <KpiCard testId="kpi-orders" title={text('kpiOrders')} value={count(data.orders.count)} detail={text('kpiLastMonth', { value: count(data.orders.previousCount) })} to={links.orders}>
            <TrendChart figure="orders" chart="bar" title={text('trendOrders')} points={trends.orders} format={count} />
          </KpiCard>
          <KpiCard testId="kpi-sales" title={text('kpiSales')} value={money(data.orders.netto)} detail={text('kpiLastMonth', { value: money(data.orders.previousNetto) })} to={links.sales}>
            <TrendChart figure="sales" chart="bar" title={text('trendSales')} points={trends.sales} format={money} />
          </KpiCard>
          <KpiCard testId="kpi-overdue-tasks" title={text('kpiOverdueTasks')} value={count(data.overdueTasks.count)} detail={text('kpiOverdueHint')} to={links.overdueTasks}>
            <TrendChart figure="overdueTasks" chart="bar" title={text('trendOverdueTasks')} points={trends.overdueTasks} format={count} />
          </KpiCard>
          <KpiCard testId="kpi-reclamation-costs" title={text('kpiCosts')} value={money(data.reclamationCosts.amount)} detail={`${formatDay(data.reclamationCosts.quarter.dateFrom)} – ${formatDay(data.reclamationCosts.quarter.dateTo)}`} to={links.reclamationCosts}>
            <TrendChart figure="reclamationCosts" chart="bar" title={text('trendReclamationCosts')} points={trends.reclamationCosts} format={money} />
          </KpiCard>
        </Box>
      )}
    </Box>
  );
};

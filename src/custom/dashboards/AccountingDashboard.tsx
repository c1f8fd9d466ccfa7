import { Alert, Box, Card, CardActionArea, CardContent, CircularProgress, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { COUNTED_ORDER_STATUSES } from '../../schemas/analytics';
import { formatDay, formatFigure } from './format';
import { kpiLinks } from './links';
import { useText } from './texts';
import { useAccountingKpis } from './useAnalysis';

type CardProps = { title: string; value: string; detail?: string; to: string; testId: string };

/** One figure as a card that opens the list behind it. */
const KpiCard = ({ title, value, detail, to, testId }: CardProps) => (
  <Card variant="outlined" sx={{ minWidth: 0 }}>
    <CardActionArea component={Link} to={to} data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
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
  </Card>
);

/** `/dashboard-accounting`, the default dashboard: KPI cards from one call, each leading to its filtered list. */
export const AccountingDashboard = () => {
  const { text, locale } = useText();
  const { data, isPending, isError } = useAccountingKpis();
  const count = (n: number) => formatFigure(n, 'count', locale);
  const money = (n: number) => formatFigure(n, 'money', locale);
  const links = data ? kpiLinks(data, COUNTED_ORDER_STATUSES) : undefined;
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={text('kpiTitle')} />
      <Typography variant="h5" component="h1">
        {text('kpiTitle')}
      </Typography>
      {isPending && <CircularProgress aria-label={text('kpiTitle')} />}
      {isError && <Alert severity="error">{text('error')}</Alert>}
      {data && links && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2 }}>
          <KpiCard
            testId="kpi-open-reclamations"
            title={text('kpiOpenReclamations')}
            value={count(data.openReclamations.count)}
            detail={data.openReclamations.averageAgeDays === null ? undefined : text('kpiAverageAge', { days: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(data.openReclamations.averageAgeDays) })}
            to={links.openReclamations}
          />
          <KpiCard testId="kpi-orders" title={text('kpiOrders')} value={count(data.orders.count)} detail={text('kpiLastMonth', { value: count(data.orders.previousCount) })} to={links.orders} />
          <KpiCard testId="kpi-sales" title={text('kpiSales')} value={money(data.orders.netto)} detail={text('kpiLastMonth', { value: money(data.orders.previousNetto) })} to={links.sales} />
          <KpiCard testId="kpi-overdue-tasks" title={text('kpiOverdueTasks')} value={count(data.overdueTasks.count)} detail={text('kpiOverdueHint')} to={links.overdueTasks} />
          <KpiCard testId="kpi-reclamation-costs" title={text('kpiCosts')} value={money(data.reclamationCosts.amount)} detail={`${formatDay(data.reclamationCosts.quarter.dateFrom)} – ${formatDay(data.reclamationCosts.quarter.dateTo)}`} to={links.reclamationCosts} />
        </Box>
      )}
    </Box>
  );
};

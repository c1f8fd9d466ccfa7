import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useDocumentTitle } from '../../../layout/useDocumentTitle';
import { PeriodPicker } from './PeriodPicker';
import type { Period } from './period';
import { isValidPeriod, presetPeriod } from './period';
import { StatisticsCharts, useMoney } from './StatisticsCharts';
import type { Statistics } from './useReclamationStatistics';
import { useReclamationStatistics } from './useReclamationStatistics';
import { useText } from '../texts';

const Counter = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Card variant="outlined" sx={{ minWidth: 200 }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId}>
        {value}
      </Typography>
    </CardContent>
  </Card>
);

const Totals = ({ stats }: { stats: Statistics }) => {
  const { t } = useText();
  const money = useMoney();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Counter label={t('statisticsCount')} value={String(stats.total.count)} testId="statistics-count" />
      <Counter label={t('statisticsAmount')} value={money(stats.total.amount)} testId="statistics-amount" />
      <Counter label={t('statisticsCosts')} value={money(stats.total.costs)} testId="statistics-costs" />
    </Box>
  );
};

/** Reclamation statistics for a period (default the last 12 months): totals and charts. */
export const ReclamationStatistics = () => {
  const translate = useTranslate();
  const { t } = useText();
  useDocumentTitle(t('statisticsTitle'));
  const [period, setPeriod] = useState<Period>(() => presetPeriod('last12', new Date()));
  const valid = isValidPeriod(period);
  const { data, isFetching, isError } = useReclamationStatistics(period);
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={t('statisticsTitle')} />
      <Typography variant="h5" component="h1">
        {t('statisticsTitle')}
      </Typography>
      <PeriodPicker value={period} onChange={setPeriod} invalid={!valid} />
      {isFetching && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
      )}
      {isError && !isFetching && <Alert severity="error">{t('statisticsError')}</Alert>}
      {valid && data && !isFetching && (
        <>
          <Totals stats={data} />
          {data.total.count === 0 ? <Alert severity="info">{t('statisticsEmpty')}</Alert> : <StatisticsCharts stats={data} />}
        </>
      )}
    </Box>
  );
};

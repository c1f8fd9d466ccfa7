import DownloadIcon from '@mui/icons-material/Download';
import ImageIcon from '@mui/icons-material/Image';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { downloadFile } from '../../dataProvider/download';
import type { AnalysisDefinition, AnalysisRow, Dimension, Period } from '../../schemas/analytics';
import { periodProblems, warsawDay } from '../../schemas/analytics';
import { AnalysisChart } from './AnalysisChart';
import { AnalysisFilters } from './AnalysisFilters';
import { AnalysisTable } from './AnalysisTable';
import { saveBlob, svgToPng } from './chartPng';
import { formatDay } from './format';
import { presetPeriod } from './presets';
import { useText } from './texts';
import { fetchRecords } from '../../dataProvider/dashboards';
import { useAnalysis } from './useAnalysis';
import { useDrillDown } from './useDrillDown';

/** The period and grouping kept in the address, so a link (a KPI card's) opens the analysis as it names it. */
const useSettings = (definition: AnalysisDefinition) => {
  const [params, setParams] = useSearchParams();
  const fallback = presetPeriod('last3', warsawDay(new Date()));
  const period: Period = { dateFrom: params.get('dateFrom') ?? fallback.dateFrom, dateTo: params.get('dateTo') ?? fallback.dateTo };
  const asked = params.get('groupBy') as Dimension | null;
  const groupBy = asked && definition.dimensions.includes(asked) ? asked : definition.dimensions[0];
  const set = (next: Partial<Period & { groupBy: Dimension }>) =>
    setParams({ dateFrom: period.dateFrom, dateTo: period.dateTo, groupBy, ...next }, { replace: true });
  return { period, groupBy, set };
};

/** Any analysis of the Dashboards section: filters, its chart beside its table, drill-down and exports. */
export const AnalysisPage = ({ definition }: { definition: AnalysisDefinition }) => {
  const { t: text, label } = useText();
  const notify = useNotify();
  const drillDown = useDrillDown();
  const chartBox = useRef<HTMLDivElement>(null);
  const [exporting, setExporting] = useState(false);
  const { period, groupBy, set } = useSettings(definition);
  const invalid = periodProblems(period).length > 0;
  const { data, isFetching, isError } = useAnalysis(definition, period, groupBy);
  const query = new URLSearchParams({ ...period, groupBy }).toString();

  const drill = (row: AnalysisRow) => drillDown(definition.drill.list, () => fetchRecords(definition, period, groupBy, row.key));
  const exportXlsx = async () => {
    setExporting(true);
    try {
      await downloadFile(`${definition.api}/xlsx?${query}`, `${definition.fileName}.xlsx`);
    } catch (error) {
      notify(`${text('exportFailed')}: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  const exportPng = async () => {
    const svg = chartBox.current?.querySelector<SVGSVGElement>('svg.MuiChartsSurface-root') ?? chartBox.current?.querySelector<SVGSVGElement>('svg');
    if (!svg) return;
    try {
      saveBlob(await svgToPng(svg), `${definition.fileName}-${period.dateFrom}-${period.dateTo}.png`);
    } catch (error) {
      notify(`${text('exportFailed')}: ${(error as Error).message}`, { type: 'error' });
    }
  };

  const empty = data && data.rows.every((r) => Object.values(r.values).every((v) => !v) && Object.values(r.previous).every((v) => !v));
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={label(definition.title)} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h5" component="h1">
            {label(definition.title)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {label(definition.description)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={exportXlsx} disabled={invalid || exporting}>
            {text('exportXlsx')}
          </Button>
          <Button variant="outlined" size="small" startIcon={<ImageIcon />} onClick={exportPng} disabled={!data || isFetching}>
            {text('exportPng')}
          </Button>
        </Box>
      </Box>
      <AnalysisFilters definition={definition} period={period} groupBy={groupBy} invalid={invalid} onPeriod={(p) => set(p)} onGroupBy={(g) => set({ groupBy: g })} />
      {data && !invalid && (
        <Typography variant="body2" color="text.secondary">
          {text('comparedWith', { from: formatDay(data.previousPeriod.dateFrom), to: formatDay(data.previousPeriod.dateTo) })} · {text('drillHint')}
        </Typography>
      )}
      {isFetching && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={text('periods')} />
        </Box>
      )}
      {isError && !isFetching && <Alert severity="error">{text('error')}</Alert>}
      {data && !isFetching && !invalid && (
        <>
          {empty && <Alert severity="info">{text('empty')}</Alert>}
          {data.truncated && <Alert severity="info">{text('truncated')}</Alert>}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 5fr) minmax(0, 7fr)' }, gap: 2 }}>
            <Card variant="outlined" component="section" aria-label={label(definition.title)}>
              <CardContent ref={chartBox} data-testid="analysis-chart">
                <AnalysisChart definition={definition} answer={data} onDrill={drill} />
              </CardContent>
            </Card>
            <Card variant="outlined" sx={{ minWidth: 0 }}>
              <CardContent>
                <AnalysisTable definition={definition} answer={data} onDrill={drill} />
              </CardContent>
            </Card>
          </Box>
        </>
      )}
    </Box>
  );
};

import DownloadIcon from '@mui/icons-material/Download';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PrintIcon from '@mui/icons-material/Print';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Alert, Box, Button, CircularProgress, GlobalStyles, LinearProgress, Paper, Typography } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import type { ReportDefinition } from '../../schemas/reports';
import { FilterPanel } from './FilterPanel';
import { GroupChooser } from './GroupChooser';
import { downloadXlsx, runReport } from './reportApi';
import type { DetailRow, ReportResult, ReportSettings, TreeNode } from './reportModel';
import { allNodeIds, buildTree, emptySettings, needsDetails, rowsBefore, settingsFrom, settingsInvalid } from './reportModel';
import { ResultTable, SHOWN } from './ResultTable';
import { useVariants } from './useVariants';
import { VariantsBar } from './VariantsBar';
import { useText } from './texts';

/** Printing shows the report only: no menu, bars, filters or buttons. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'landscape', margin: '10mm' },
        'aside, header, footer, .MuiAppBar-root, div:has(> .MuiTabs-root), .report-no-print': { display: 'none !important' },
        '#main-content': { padding: '0 !important' },
        '.report-result': { border: 'none !important' },
        '.report-result .MuiTableCell-root': { fontSize: '8pt', paddingTop: '2px', paddingBottom: '2px' },
      },
    }}
  />
);

/**
 * A report's page (/reports/reportCommon/<module>), whatever its definition: filters, grouping,
 * result, export, print, variants.
 */
export const ReportPage = ({ definition }: { definition: ReportDefinition }) => {
  const { t, label } = useText();
  // The browser's tab is named by the report, as an entity screen is by its record.
  useDocumentTitle(label(definition.texts.title));
  const notify = useNotify();
  const [settings, setSettings] = useState<ReportSettings>(() => emptySettings(definition));
  const [result, setResult] = useState<ReportResult>();
  /** The settings the shown result was run with: a group's rows are asked for with them, not with later edits. */
  const [ranWith, setRanWith] = useState<ReportSettings>(() => emptySettings(definition));
  /** Detail rows of groups loaded when opened (the report carried only its first rows), and those on their way. */
  const [loaded, setLoaded] = useState<ReadonlyMap<string, DetailRow[]>>(new Map());
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  /** The result on screen, for an answer arriving after another run replaced it. */
  const shown = useRef<ReportResult>(undefined);
  const [running, setRunning] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string>();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const variants = useVariants(definition.module);
  const invalid = settingsInvalid(settings);
  const allIds = useMemo(() => (result ? allNodeIds(buildTree(result)) : []), [result]);

  const run = async () => {
    setRunning(true);
    setError(undefined);
    try {
      const next = await runReport(definition, settings);
      shown.current = next;
      setResult(next);
      setRanWith(settings);
      setLoaded(new Map());
      setLoading(new Set());
      setExpanded(new Set());
    } catch (e) {
      setError((e as Error).message || t('reportError'));
    } finally {
      setRunning(false);
    }
  };

  const exportXlsx = async () => {
    setExporting(true);
    try {
      await downloadXlsx(definition, settings);
    } catch {
      notify(t('reportExportError'), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const loadGroup = async (report: ReportResult, node: TreeNode) => {
    setLoading((state) => new Set(state).add(node.id));
    try {
      const part = await runReport(definition, ranWith, node.row.values);
      // Numbered as in the whole report: after the rows of the groups before this one.
      const offset = rowsBefore(report, node.row.values);
      const rows = part.recordsDetail.map((row) => ({ ...row, lineNumber: row.lineNumber + offset }));
      // Only if the same report is still on screen.
      if (shown.current === report) setLoaded((state) => new Map(state).set(node.id, rows));
    } catch (e) {
      notify((e as Error).message || t('reportError'), { type: 'error' });
    } finally {
      setLoading((state) => {
        const next = new Set(state);
        next.delete(node.id);
        return next;
      });
    }
  };

  const toggle = (id: string, node?: TreeNode) => {
    const opening = !expanded.has(id);
    setExpanded((state) => {
      const next = new Set(state);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
    if (opening && node && result && !loaded.has(id) && !loading.has(id) && needsDetails(result, node, SHOWN)) void loadGroup(result, node);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 1 }}>
      {printStyles}
      <Title title={label(definition.texts.title)} />
      <Typography variant="h5" component="h1">
        {label(definition.texts.title)}
      </Typography>
      <Box className="report-no-print" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <VariantsBar
          variants={variants.variants}
          selected={variants.selected}
          busy={variants.busy}
          onSelect={(v) => {
            variants.select(v?.id);
            if (v) setSettings(settingsFrom(definition, v.settings));
          }}
          onSave={(v) => void variants.save(v, settings)}
          onSaveAs={(name) => variants.saveAs(name, settings)}
          onDelete={(v) => void variants.remove(v)}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 2, alignItems: 'start' }}>
          <FilterPanel definition={definition} settings={settings} onChange={setSettings} />
          <GroupChooser definition={definition} groups={settings.groups} onChange={(groups) => setSettings({ ...settings, groups })} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="contained" startIcon={running ? <CircularProgress size={16} color="inherit" /> : <PlayArrowIcon />} disabled={running || invalid} onClick={() => void run()}>
            {t(running ? 'reportRunning' : 'reportRun')}
          </Button>
          <Button variant="outlined" startIcon={exporting ? <CircularProgress size={16} /> : <DownloadIcon />} disabled={exporting || invalid} onClick={() => void exportXlsx()}>
            {t(exporting ? 'reportExporting' : 'reportExport')}
          </Button>
          <Button variant="outlined" startIcon={<PrintIcon />} disabled={!result} onClick={() => window.print()}>
            {t('reportPrint')}
          </Button>
          {result && result.groups.length > 0 && (
            <>
              <Button size="small" startIcon={<UnfoldMoreIcon />} onClick={() => setExpanded(new Set(allIds))}>
                {t('reportExpandAll')}
              </Button>
              <Button size="small" startIcon={<UnfoldLessIcon />} onClick={() => setExpanded(new Set())}>
                {t('reportCollapseAll')}
              </Button>
            </>
          )}
        </Box>
      </Box>
      {running && <LinearProgress aria-label={t('reportRunning')} />}
      {error && <Alert severity="error">{error}</Alert>}
      {!result && !running && !error && <Alert severity="info" className="report-no-print">{t('reportNotRun')}</Alert>}
      {result && (
        <Paper variant="outlined" className="report-result" sx={{ p: 1 }}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', px: 1, pb: 1 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {label(definition.texts.total, { count: result.total.countRows })}
            </Typography>
            {result.truncated && <Alert severity="warning" sx={{ py: 0 }}>{t('reportTruncated', { limit: result.detailLimit })}</Alert>}
          </Box>
          <ResultTable
            definition={definition}
            result={result}
            expanded={expanded}
            onToggle={toggle}
            loaded={loaded}
            loading={loading}
            onLoad={(node) => {
              if (!loaded.has(node.id) && !loading.has(node.id)) void loadGroup(result, node);
            }}
          />
        </Paper>
      )}
    </Box>
  );
};

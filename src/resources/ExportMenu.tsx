import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, ListItemText, Menu, MenuItem, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { downloadFile } from '../dataProvider/download';
import { useSharingText } from './sharingTexts';
import { useEntity } from './useEntity';
import { useShownColumns } from './useShownColumns';

type Progress = { bytes: number; records?: number };

/** "1,2 MB" */
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('pl', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;

/**
 * "Eksportuj" on a list: what the list shows now — its filter, its sort and the columns shown, in
 * their order — as XLSX or CSV, written by the server (`GET /api/export/{entity}.xlsx|.csv`),
 * with the progress of the download while it comes.
 */
export const ExportMenu = () => {
  const entity = useEntity();
  const { filterValues, sort, total } = useListContext();
  const { columns } = useShownColumns();
  const { t } = useSharingText();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [progress, setProgress] = useState<Progress>();

  const download = async (format: 'xlsx' | 'csv') => {
    setAnchor(null);
    setProgress({ bytes: 0 });
    const query = new URLSearchParams({ filter: JSON.stringify(filterValues ?? {}), ...(sort?.field && { sort: sort.field, order: sort.order }), ...(columns && columns.length > 0 && { columns: columns.join(',') }) });
    try {
      await downloadFile(`/export/${entity.name}.${format}?${query.toString()}`, `${entity.name}.${format}`, { onProgress: (bytes, records) => setProgress({ bytes, records }) });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} disabled={total === 0 || progress !== undefined} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        {t('exportList')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void download('xlsx')}>
          <ListItemText primary={t('exportXlsx')} />
        </MenuItem>
        <MenuItem onClick={() => void download('csv')}>
          <ListItemText primary={t('exportCsv')} />
        </MenuItem>
      </Menu>
      {progress && (
        <Paper role="status" elevation={6} sx={{ position: 'fixed', right: 24, bottom: 24, p: 2, width: 300, zIndex: 'snackbar' }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {progress.records === undefined ? t('exportPreparing') : t('exportProgress', { records: progress.records, size: megabytes(progress.bytes) })}
          </Typography>
          <Box>
            <LinearProgress aria-label={t('exportList')} />
          </Box>
        </Paper>
      )}
    </>
  );
};

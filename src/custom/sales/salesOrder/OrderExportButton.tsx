import DownloadIcon from '@mui/icons-material/Download';
import { CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { downloadOrdersXlsx } from './orderExport';
import { useText } from '../texts';

/**
 * "Eksport XLSX" on the order list: the orders the current filter finds, in the current order.
 * While the file is prepared the button says so and cannot be pressed again.
 */
export const OrderExportButton = () => {
  const { filterValues, sort, total } = useListContext();
  const notify = useNotify();
  const { t } = useText();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadOrdersXlsx(filterValues, sort);
    } catch {
      notify(t('orderExportError'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={t(busy ? 'orderExporting' : 'orderExport')} onClick={() => void download()} disabled={busy || total === 0} aria-busy={busy}>
      {busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
    </Button>
  );
};

import PrintIcon from '@mui/icons-material/Print';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { printScreen } from './print';

/** The top bar's print action: prints the screen's content in a window of its own (print.ts). */
export const PrintButton = () => {
  const translate = useTranslate();
  const label = translate('app.layoutSettings.print');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={() => printScreen()} aria-label={label}>
        <PrintIcon />
      </IconButton>
    </Tooltip>
  );
};

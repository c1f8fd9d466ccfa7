import TuneIcon from '@mui/icons-material/Tune';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';

// The drawer and its choices load with its first opening.
const SettingsDrawer = lazy(() => import('./SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));

/** The settings sidebar (spec §2): a right-hand drawer with the shell's preferences, opened from the top bar. */
export const SettingsSidebar = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps the drawer's own transition.
  const [used, setUsed] = useState(false);
  const label = translate('app.layoutSettings.open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
        >
          <TuneIcon />
        </IconButton>
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};

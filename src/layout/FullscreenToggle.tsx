import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { IconButton, Tooltip } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const isFullscreen = () => document.fullscreenElement !== null;

/** Switches the whole portal into the browser's full-screen mode and back (Fullscreen API). */
export const FullscreenToggle = () => {
  const translate = useTranslate();
  const on = useSyncExternalStore(subscribe, isFullscreen, () => false);
  if (!document.fullscreenEnabled) return null;

  const label = translate(on ? 'app.shell.exitFullscreen' : 'app.shell.fullscreen');
  const toggle = () => {
    const change = on ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => undefined); // refused by the browser (e.g. not from a click): nothing to do
  };
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label} aria-pressed={on}>
        {on ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
};

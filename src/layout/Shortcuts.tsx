import KeyboardIcon from '@mui/icons-material/Keyboard';
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isTyping } from './commandPalette';

// The palette and the list of keys load on first use: the start loads only the keys' handler and the buttons.
const CommandPalette = lazy(() => import('./CommandPalette').then((m) => ({ default: m.CommandPalette })));
const ShortcutsHelp = lazy(() => import('./ShortcutsHelp').then((m) => ({ default: m.ShortcutsHelp })));

/** The form Ctrl+S saves: the one holding the focus, else the only one on the screen. */
const formToSave = (): HTMLFormElement | undefined => {
  const focused = document.activeElement?.closest('form');
  if (focused) return focused;
  const forms = document.querySelectorAll<HTMLFormElement>('#main-content form');
  return forms.length === 1 ? forms[0] : undefined;
};

/** The list's search box that `/` focuses. */
const listSearch = (): HTMLInputElement | null => document.querySelector<HTMLInputElement>('#main-content input[name="q"]');

/**
 * The portal's keyboard: Ctrl+K the command palette, Ctrl+S saves the form, `/` focuses the
 * list's search, `?` lists the keys (Esc closes any dialog, as MUI's dialogs do). Also the top
 * bar's buttons for the palette and the list of keys.
 */
export const Shortcuts = () => {
  const translate = useTranslate();
  const [palette, setPalette] = useState(false);
  const [help, setHelp] = useState(false);
  // Mounted from the first opening on, so that closing keeps the dialogs' own transitions.
  const [paletteUsed, setPaletteUsed] = useState(false);
  const [helpUsed, setHelpUsed] = useState(false);
  if (palette && !paletteUsed) setPaletteUsed(true);
  if (help && !helpUsed) setHelpUsed(true);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      const command = event.ctrlKey || event.metaKey;
      if (command && !event.altKey && key === 'k') {
        event.preventDefault();
        setHelp(false);
        setPalette(true);
      } else if (command && !event.altKey && key === 's') {
        // Never the browser's "save page"; a form on the screen is saved instead.
        event.preventDefault();
        formToSave()?.requestSubmit();
      } else if (!command && !event.altKey && !isTyping(event.target) && !document.querySelector('[role="dialog"]')) {
        if (event.key === '/') {
          const search = listSearch();
          if (search) {
            event.preventDefault();
            search.focus();
          }
        } else if (event.key === '?') {
          event.preventDefault();
          setHelp(true);
        }
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const search = `${translate('app.palette.title')} (Ctrl+K)`;
  const keys = `${translate('app.shortcuts.title')} (?)`;
  return (
    <>
      <Tooltip title={search}>
        <IconButton color="inherit" onClick={() => setPalette(true)} aria-label={search} aria-keyshortcuts="Control+K">
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={keys}>
        <IconButton color="inherit" onClick={() => setHelp(true)} aria-label={keys} aria-keyshortcuts="?" sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
          <KeyboardIcon />
        </IconButton>
      </Tooltip>
      <Suspense fallback={null}>
        {paletteUsed && <CommandPalette open={palette} onClose={() => setPalette(false)} />}
        {helpUsed && <ShortcutsHelp open={help} onClose={() => setHelp(false)} />}
      </Suspense>
    </>
  );
};

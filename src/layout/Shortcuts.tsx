import KeyboardIcon from '@mui/icons-material/Keyboard';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Table, TableBody, TableCell, TableRow, Tooltip } from '@mui/material';
import { Fragment, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isTyping, SHORTCUTS } from './commandPalette';
import { CommandPalette } from './CommandPalette';

/** The form Ctrl+S saves: the one holding the focus, else the only one on the screen. */
const formToSave = (): HTMLFormElement | undefined => {
  const focused = document.activeElement?.closest('form');
  if (focused) return focused;
  const forms = document.querySelectorAll<HTMLFormElement>('#main-content form');
  return forms.length === 1 ? forms[0] : undefined;
};

/** The list's search box that `/` focuses. */
const listSearch = (): HTMLInputElement | null => document.querySelector<HTMLInputElement>('#main-content input[name="q"]');

const Keys = ({ keys }: { keys: readonly string[] }) => (
  <>
    {keys.map((key, i) => (
      <Fragment key={key}>
        {i > 0 && ' + '}
        <Box component="kbd" sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'monospace', fontSize: '0.85em', bgcolor: 'action.hover' }}>
          {key}
        </Box>
      </Fragment>
    ))}
  </>
);

const ShortcutsHelp = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title">
      <DialogTitle id="shortcuts-title">{translate('app.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {SHORTCUTS.map((s) => (
              <TableRow key={s.label}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Keys keys={s.keys} />
                </TableCell>
                <TableCell>{translate(s.label)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
    </Dialog>
  );
};

/**
 * The portal's keyboard: Ctrl+K the command palette, Ctrl+S saves the form, `/` focuses the
 * list's search, `?` lists the keys (Esc closes any dialog, as MUI's dialogs do). Also the top
 * bar's buttons for the palette and the list of keys.
 */
export const Shortcuts = () => {
  const translate = useTranslate();
  const [palette, setPalette] = useState(false);
  const [help, setHelp] = useState(false);

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
      <CommandPalette open={palette} onClose={() => setPalette(false)} />
      <ShortcutsHelp open={help} onClose={() => setHelp(false)} />
    </>
  );
};

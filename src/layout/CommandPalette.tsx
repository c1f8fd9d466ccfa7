import SearchIcon from '@mui/icons-material/Search';
import { Box, CircularProgress, Dialog, InputAdornment, List, ListItemButton, ListItemText, ListSubheader, TextField, Typography } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { HttpClient } from '../dataProvider/httpClient';
import type { RecordHit } from '../dataProvider/shell';
import { searchRecords } from '../dataProvider/shell';
import { registry } from '../schemas/registry';
import type { ScreenEntry } from './commandPalette';
import { matchScreens, recordPath, screenEntries } from './commandPalette';
import { extraMenuFor } from './extraMenu';
import { buildMenu } from './menuTree';

const SEARCH_DELAY_MS = 250;

type Option = { key: string; path: string; primary: string; secondary?: string; section: 'screens' | 'records' };

/**
 * Records found for the text typed, asked for a moment after typing stops; the last answer wins.
 * A 403 is the answer to a user who reads none of the kinds of record searched: nothing found.
 */
const useRecordSearch = (text: string, http?: HttpClient) => {
  const [state, setState] = useState<{ text: string; hits: RecordHit[]; loading: boolean; failed: boolean }>({ text: '', hits: [], loading: false, failed: false });
  const query = text.trim();
  useEffect(() => {
    if (query.length < 2) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, loading: true }));
      searchRecords(query, http).then(
        (hits) => current && setState({ text: query, hits, loading: false, failed: false }),
        (error: unknown) => current && setState({ text: query, hits: [], loading: false, failed: (error as { status?: unknown }).status !== 403 }),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, http]);
  return query.length < 2 ? { hits: [], loading: false, failed: false } : { hits: state.text === query ? state.hits : [], loading: state.loading || state.text !== query, failed: state.failed };
};

/**
 * The command palette (Ctrl+K): type to jump to any screen of the user's menu, or to a record by
 * its number or name (reclamation, order, offer request, customer, product, task). Arrow keys
 * move, Enter opens, Esc closes.
 */
export const CommandPalette = ({ open, onClose, http }: { open: boolean; onClose: () => void; http?: HttpClient }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { permissions } = usePermissions<string[]>();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const screens = useMemo<ScreenEntry[]>(
    () => (permissions ? screenEntries(buildMenu(registry, permissions), extraMenuFor(permissions), translate) : []),
    [permissions, translate],
  );
  const records = useRecordSearch(open ? text : '', http);

  const options: Option[] = [
    ...matchScreens(screens, text).map((s): Option => ({ key: `screen:${s.path}`, path: `/${s.path}`, primary: s.label, secondary: s.group, section: 'screens' })),
    ...records.hits.flatMap((hit): Option[] => {
      const path = recordPath(hit, registry);
      const kind = translate(`resources.${registry.find((e) => e.name === hit.resource)?.menu}.name`, { smart_count: 1 });
      return path ? [{ key: `record:${hit.resource}:${hit.id}`, path, primary: hit.label, secondary: [kind, hit.secondary].filter(Boolean).join(' · '), section: 'records' }] : [];
    }),
  ];
  const current = Math.min(active, Math.max(0, options.length - 1));

  const close = () => {
    setText('');
    setActive(0);
    onClose();
  };
  const go = (option: Option | undefined) => {
    if (!option) return;
    close();
    navigate(option.path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % Math.max(1, options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(options[current]);
    }
  };

  const section = (name: Option['section']) => options.map((o, i) => ({ o, i })).filter(({ o }) => o.section === name);
  const listId = 'command-palette-options';
  const renderSection = (name: Option['section']) => {
    const items = section(name);
    if (items.length === 0) return null;
    return (
      <li key={name}>
        <List disablePadding dense subheader={<ListSubheader disableSticky>{translate(`app.palette.${name}`)}</ListSubheader>}>
          {items.map(({ o, i }) => (
            <ListItemButton key={o.key} id={`palette-option-${i}`} role="option" aria-selected={i === current} selected={i === current} onMouseEnter={() => setActive(i)} onClick={() => go(o)}>
              <ListItemText primary={o.primary} secondary={o.secondary} slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }} />
            </ListItemButton>
          ))}
        </List>
      </li>
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-label={translate('app.palette.title')} slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } } } }}>
      <Box sx={{ p: 1.5, pb: 0 }}>
        <TextField
          autoFocus
          fullWidth
          value={text}
          placeholder={translate('app.palette.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: { 'aria-label': translate('app.palette.title'), role: 'combobox', 'aria-expanded': true, 'aria-controls': listId, 'aria-activedescendant': options.length ? `palette-option-${current}` : undefined },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: records.loading ? <CircularProgress size={18} aria-label={translate('app.palette.searching')} /> : null,
            },
          }}
        />
      </Box>
      <Box component="ul" id={listId} role="listbox" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: '60vh', overflowY: 'auto' }}>
        {renderSection('screens')}
        {renderSection('records')}
      </Box>
      {options.length === 0 && !records.loading && (
        <Typography role="status" sx={{ px: 3, py: 2, color: 'text.secondary' }}>
          {translate(records.failed ? 'app.palette.failed' : 'app.palette.nothing')}
        </Typography>
      )}
      <Typography variant="caption" sx={{ px: 3, py: 1, color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>
        {translate('app.palette.hint')}
      </Typography>
    </Dialog>
  );
};

import ClearAllIcon from '@mui/icons-material/ClearAll';
import CloseIcon from '@mui/icons-material/Close';
import RefreshIcon from '@mui/icons-material/Refresh';
import TabUnselectedIcon from '@mui/icons-material/TabUnselected';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Tab as MuiTab, Tabs, Tooltip } from '@mui/material';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { onChange } from '../dataProvider/events';
import { registry } from '../schemas/registry';
import type { Tab } from './tabs';
import { MAX_VIEWS, recordTabs, tooManyViews } from './tabs';
import { useTabs, useTabTitle } from './TabsProvider';

type ContextMenu = { tab: Tab; top: number; left: number };

/**
 * In place of MUI's measure of the strip's scrollbar, which forces the browser to lay the page out
 * while the portal starts: the strip hides its scrollbar with CSS (`scrollbar-width: none`, every
 * browser the portal supports), so its height is 0.
 */
const HiddenScrollbar = ({ onChange }: { onChange?: (height: number) => void }) => {
  useEffect(() => onChange?.(0), [onChange]);
  return null;
};

/**
 * The paths of the tabs whose record someone else changed since the user last looked at them
 * (live events); looking at a tab clears its mark.
 */
const useChangedTabs = (tabs: readonly Tab[], active: string | undefined): ReadonlySet<string> => {
  const { identity } = useGetIdentity();
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const current = useRef({ tabs, active, me: identity?.id });
  current.current = { tabs, active, me: identity?.id };
  useEffect(
    () =>
      onChange((event) => {
        const { tabs: open, active: shown, me } = current.current;
        if (event.by !== null && event.by === me) return;
        const resource = registry.find((entity) => entity.name === event.entity)?.menu;
        const paths = resource ? recordTabs(open, resource, event.id).filter((path) => path !== shown) : [];
        if (paths.length > 0) setChanged((marked) => new Set([...marked, ...paths]));
      }),
    [],
  );
  useEffect(() => {
    if (active && changed.has(active)) setChanged((marked) => new Set([...marked].filter((path) => path !== active)));
  }, [active, changed]);
  return changed;
};

/** The strip of open screens under the top bar: click to switch, × or right-click to close; a dot marks a tab whose record someone else changed. */
export const TabStrip = () => {
  const translate = useTranslate();
  const title = useTabTitle();
  const { tabs, active, open, close, closeOthers, closeAll, refresh } = useTabs();
  const [menu, setMenu] = useState<ContextMenu>();
  const changed = useChangedTabs(tabs, active);

  if (tabs.length === 0) return null;

  const onContextMenu = (tab: Tab) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    // Opened from the keyboard (context-menu key) the event has no pointer position.
    const box = event.currentTarget.getBoundingClientRect();
    setMenu({ tab, top: event.clientY || box.bottom, left: event.clientX || box.left });
  };
  const onKeyDown = (tab: Tab) => (event: KeyboardEvent) => {
    if (event.key === 'Delete' && !tab.affix) close(tab.path);
  };
  const run = (action: (tab: Tab) => void) => () => {
    if (menu) action(menu.tab);
    setMenu(undefined);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: 1, minHeight: 44 }}>
      <Tabs
        value={active && tabs.some((t) => t.path === active) ? active : false}
        onChange={(_, path: string) => open(path)}
        variant="scrollable"
        scrollButtons="auto"
        slots={{ scrollbar: HiddenScrollbar }}
        aria-label={translate('app.tabs.label')}
        sx={{ flex: 1, minHeight: 44, '& .MuiTabs-indicator': { height: 3 } }}
      >
        {tabs.map((tab) => {
          const text = title(tab);
          const marked = changed.has(tab.path);
          return (
            <MuiTab
              key={tab.path}
              value={tab.path}
              component="div"
              aria-label={marked ? translate('app.tabs.changed', { title: text }) : undefined}
              onContextMenu={onContextMenu(tab)}
              onKeyDown={onKeyDown(tab)}
              sx={{ minHeight: 44, py: 0, pr: tab.affix ? 2 : 0.5, textTransform: 'none', maxWidth: 280 }}
              label={
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
                  {marked && <Box component="span" aria-hidden title={translate('app.tabs.changed', { title: text })} sx={{ width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: 'warning.main' }} />}
                  <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {text}
                  </Box>
                  {!tab.affix && (
                    // A tab holds no control of its own (a tab is one): the × is for the mouse, Delete and the right-click menu close it from the keyboard.
                    <Box
                      component="span"
                      aria-hidden
                      title={translate('app.tabs.closeTab', { title: text })}
                      data-close-tab={tab.path}
                      onClick={(event) => {
                        event.stopPropagation();
                        close(tab.path);
                      }}
                      sx={{ display: 'inline-flex', p: 0.25, borderRadius: '50%', cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } }}
                    >
                      <CloseIcon sx={{ fontSize: 16 }} />
                    </Box>
                  )}
                </Box>
              }
            />
          );
        })}
      </Tabs>
      {tooManyViews(tabs) && (
        <Tooltip title={translate('app.tabs.tooManyHint', { count: tabs.length })}>
          <Chip color="warning" size="small" icon={<WarningAmberIcon />} label={translate('app.tabs.tooMany', { max: MAX_VIEWS })} sx={{ ml: 1 }} />
        </Tooltip>
      )}
      <Menu
        open={!!menu}
        onClose={() => setMenu(undefined)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
      >
        <MenuItem onClick={run((tab) => refresh(tab.path))}>
          <ListItemIcon>
            <RefreshIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.tabs.refresh')}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem disabled={menu?.tab.affix} onClick={run((tab) => close(tab.path))}>
          <ListItemIcon>
            <CloseIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.tabs.close')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={run((tab) => closeOthers(tab.path))}>
          <ListItemIcon>
            <TabUnselectedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.tabs.closeOthers')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={run(() => closeAll())}>
          <ListItemIcon>
            <ClearAllIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.tabs.closeAll')}</ListItemText>
        </MenuItem>
      </Menu>
    </Box>
  );
};

import { Box, Drawer, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Fragment, memo, Suspense, useCallback, useState } from 'react';
import { SkipNavigationButton, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useLiveLists } from '../dataProvider/liveLists';
import { BOXED_MAX_WIDTH } from '../schemas/shellSettings';
import { DelayedLoader } from './DelayedLoader';
import { Footer } from './Footer';
import { HorizontalMenu } from './HorizontalMenu';
import { ScreenBoundary } from './ScreenBoundary';
import { ShellSettingsProvider, useShellSettings } from './settings/ShellSettingsProvider';
import { SideMenu } from './SideMenu';
import { Brand, MENU_WIDTH, SidePanel } from './SidePanel';
import { TabsProvider, useCurrentTab, useTabs, useTabTitle } from './TabsProvider';
import { TabStrip } from './TabStrip';
import { TopBar } from './TopBar';
import { useDocumentTitle } from './useDocumentTitle';
import { useRowCheckboxLabels } from './useRowCheckboxLabels';
import { useStartPage } from './useStartPage';

/*
 * The shell's parts re-render when their own props or contexts change, not with every render of
 * the screen below them: while a list starts, the screen renders a dozen times (its session
 * check, rights, settings, data), and the menu, top bar and tab strip are hundreds of components.
 */
const ShellSidePanel = memo(SidePanel);
const ShellSideMenu = memo(SideMenu);
const ShellTopBar = memo(TopBar);
const ShellHorizontalMenu = memo(HorizontalMenu);
const ShellTabStrip = memo(TabStrip);
const ShellFooter = memo(Footer);

/**
 * Every screen fits the window's width (spec §9 widths): a list's table scrolls sideways inside
 * its card, never the page; a list's toolbar wraps.
 */
const FIT_WIDTH = {
  '& .RaList-main, & .RaList-content, & .RaDatagrid-root, & .RaDataTable-root': { minWidth: 0, maxWidth: '100%' },
  '& .RaDatagrid-tableWrapper, & .RaDataTable-tableWrapper': { overflowX: 'auto' },
  // A record's card is as wide as the screen, not as its widest table (those scroll in their own box).
  '& .RaEdit-main, & .RaCreate-main, & .RaShow-main, & .RaEdit-card, & .RaCreate-card, & .RaShow-card': { minWidth: 0 },
  // On a phone react-admin stacks the filters under the actions in a wrapping column, which puts
  // the actions in a second column beside the window: one column, the actions above the filters.
  '& .RaList-actions': { flexWrap: { xs: 'nowrap', md: 'wrap' } },
  '& .RaList-actions > .MuiToolbar-root': { flexWrap: 'wrap', minWidth: 0, maxWidth: '100%', flex: { xs: '0 0 auto', md: '0 1 auto' } },
} as const;

const NoModules = () => {
  const translate = useTranslate();
  return (
    <Typography role="status" sx={{ m: 'auto', maxWidth: 520, textAlign: 'center', color: 'text.secondary' }}>
      {translate('app.shell.noModules')}
    </Typography>
  );
};

const Content = ({ children, detached }: { children: ReactNode; detached: boolean }) => {
  const { pathname } = useLocation();
  const { refreshKey } = useTabs();
  const title = useTabTitle();
  const { path: start, isPending } = useStartPage();
  const screen = useCurrentTab();
  useLiveLists();
  // Other addresses (access denied, error pages) set their own title.
  useDocumentTitle(screen ? title(screen) : undefined);

  const screenBody = (
    <ScreenBoundary resetKey={pathname}>
      <Suspense fallback={<DelayedLoader />}>
        {pathname === '/' && !isPending && !start ? <NoModules /> : <Fragment key={refreshKey}>{children}</Fragment>}
      </Suspense>
    </ScreenBoundary>
  );
  return (
    <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', p: { xs: 1, sm: 2 }, ...FIT_WIDTH }}>
      {detached ? (
        <Paper elevation={2} sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', p: { xs: 1, sm: 2 }, borderRadius: 2 }}>
          {screenBody}
        </Paper>
      ) : (
        screenBody
      )}
    </Box>
  );
};

/**
 * The shell (spec §2): vertical (side menu, top bar, tab strip, the screen, footer), horizontal
 * (the menu as drop-downs under the top bar) or detached (menu and screen as floating cards);
 * fluid or boxed. Below 769 px the menu is a drawer that hides after navigation.
 */
const Shell = ({ children }: { children: ReactNode }) => {
  const { settings, sidebarType, beside } = useShellSettings();
  const [wideOpen, setWideOpen] = useState(true);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const horizontal = settings.layoutType === 'horizontal';
  const detached = settings.layoutType === 'detached';
  const menuOpen = beside ? wideOpen : narrowOpen;
  const toggleMenu = useCallback(() => (beside ? setWideOpen((open) => !open) : setNarrowOpen((open) => !open)), [beside]);
  const closeNarrowMenu = useCallback(() => setNarrowOpen(false), []);
  useRowCheckboxLabels();

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }} data-layout={settings.layoutType} data-layout-width={settings.layoutWidth}>
      <SkipNavigationButton />
      <Box sx={{ display: 'flex', minHeight: '100vh', maxWidth: settings.layoutWidth === 'boxed' ? BOXED_MAX_WIDTH : 'none', mx: 'auto', gap: detached && beside ? 2 : 0, p: detached && beside ? 2 : 0 }}>
        {beside && !horizontal && wideOpen && <ShellSidePanel type={sidebarType} sidebarTheme={settings.sidebarTheme} detached={detached} />}
        {!beside && (
          <Drawer variant="temporary" open={narrowOpen} onClose={closeNarrowMenu} sx={{ '& .MuiDrawer-paper': { width: MENU_WIDTH } }}>
            <Brand />
            {/* On a narrow screen the menu hides after navigation. */}
            <ShellSideMenu onNavigate={closeNarrowMenu} />
          </Drawer>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <ShellTopBar menuOpen={menuOpen} onToggleMenu={toggleMenu} menuToggle={!(beside && horizontal)} />
          {beside && horizontal && <ShellHorizontalMenu />}
          <ShellTabStrip />
          <Content detached={detached}>{children}</Content>
          <ShellFooter />
        </Box>
      </Box>
    </Box>
  );
};

export const Layout = ({ children }: { children: ReactNode }) => (
  <TabsProvider>
    <ShellSettingsProvider>
      <Shell>{children}</Shell>
    </ShellSettingsProvider>
  </TabsProvider>
);

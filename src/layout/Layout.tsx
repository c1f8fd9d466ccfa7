import { Box, Drawer, Toolbar, Typography, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import { Fragment, Suspense, useState } from 'react';
import { SkipNavigationButton, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { registry } from '../schemas/registry';
import { DelayedLoader } from './DelayedLoader';
import { Footer } from './Footer';
import { ScreenBoundary } from './ScreenBoundary';
import { SideMenu } from './SideMenu';
import { TabsProvider, useTabs, useTabTitle } from './TabsProvider';
import { TabStrip } from './TabStrip';
import { routeTab } from './tabs';
import { TopBar } from './TopBar';
import { useDocumentTitle } from './useDocumentTitle';
import { useRowCheckboxLabels } from './useRowCheckboxLabels';
import { useStartPage } from './useStartPage';

const MENU_WIDTH = 264;
/** Spec §2/§9: the side menu shows above a width of 768 px; below, it is a drawer. */
const WIDE = '(min-width:769px)';
const RESOURCES = registry.map((entity) => entity.menu);

const Brand = () => {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ minHeight: 56, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component={Link} to="/" variant="h6" sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 700, letterSpacing: 0.5 }}>
        {translate('app.brand')}
      </Typography>
    </Toolbar>
  );
};

const NoModules = () => {
  const translate = useTranslate();
  return (
    <Typography role="status" sx={{ m: 'auto', maxWidth: 520, textAlign: 'center', color: 'text.secondary' }}>
      {translate('app.shell.noModules')}
    </Typography>
  );
};

const Content = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const { refreshKey } = useTabs();
  const title = useTabTitle();
  const { path: start, isPending } = useStartPage();
  const screen = routeTab(pathname, RESOURCES);
  // Other screens (access denied, custom pages) set their own title.
  useDocumentTitle(screen ? title(screen) : undefined);

  return (
    <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', p: { xs: 1, sm: 2 } }}>
      <ScreenBoundary resetKey={pathname}>
        <Suspense fallback={<DelayedLoader />}>
          {pathname === '/' && !isPending && !start ? <NoModules /> : <Fragment key={refreshKey}>{children}</Fragment>}
        </Suspense>
      </ScreenBoundary>
    </Box>
  );
};

/** The vertical shell (spec §2): side menu, top bar, tab strip, the screen, footer. */
export const Layout = ({ children }: { children: ReactNode }) => {
  const wide = useMediaQuery(WIDE, { noSsr: true });
  const [wideOpen, setWideOpen] = useState(true);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const menuOpen = wide ? wideOpen : narrowOpen;
  const toggleMenu = () => (wide ? setWideOpen(!wideOpen) : setNarrowOpen(!narrowOpen));
  useRowCheckboxLabels();

  return (
    <TabsProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <SkipNavigationButton />
        {wide ? (
          wideOpen && (
            <Box component="aside" sx={{ width: MENU_WIDTH, flexShrink: 0 }}>
              <Drawer variant="permanent" sx={{ '& .MuiDrawer-paper': { width: MENU_WIDTH, boxSizing: 'border-box' } }}>
                <Brand />
                <SideMenu />
              </Drawer>
            </Box>
          )
        ) : (
          <Drawer variant="temporary" open={narrowOpen} onClose={() => setNarrowOpen(false)} sx={{ '& .MuiDrawer-paper': { width: MENU_WIDTH } }}>
            <Brand />
            {/* On a narrow screen the menu hides after navigation. */}
            <SideMenu onNavigate={() => setNarrowOpen(false)} />
          </Drawer>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <TopBar menuOpen={menuOpen} onToggleMenu={toggleMenu} />
          <TabStrip />
          <Content>{children}</Content>
          <Footer />
        </Box>
      </Box>
    </TabsProvider>
  );
};

import { Paper, Toolbar, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SidebarTheme, SidebarType } from '../schemas/shellSettings';
import { CondensedMenu } from './CondensedMenu';
import { SideMenu } from './SideMenu';
import { darkTheme, theme } from './theme';

export const MENU_WIDTH = 264;
export const CONDENSED_WIDTH = 72;

// The left sidebar's own theme: "default" follows the portal (light or dark mode), the others hold.
const SIDEBAR_THEMES: Record<Exclude<SidebarTheme, 'default'>, ReturnType<typeof createTheme>> = { light: createTheme(theme), dark: createTheme(darkTheme) };

export const Brand = ({ short = false }: { short?: boolean }) => {
  const translate = useTranslate();
  const brand = translate('app.brand');
  return (
    <Toolbar sx={{ minHeight: 56, borderBottom: 1, borderColor: 'divider', justifyContent: short ? 'center' : 'flex-start', px: short ? 1 : 2 }}>
      <Typography component={Link} to="/" variant="h6" aria-label={short ? brand : undefined} sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 700, letterSpacing: 0.5 }}>
        {short ? brand.slice(0, 1) : brand}
      </Typography>
    </Toolbar>
  );
};

const followPortal = (portal: Theme) => portal;

/**
 * The sidebar in its theme. The same provider for every theme: the menu is not built again (its
 * scroll position lost) when the user's saved theme arrives from the server after the first render.
 */
const Themed = ({ name, children }: { name: SidebarTheme; children: ReactNode }) => (
  <ThemeProvider theme={name === 'default' ? followPortal : SIDEBAR_THEMES[name]}>{children}</ThemeProvider>
);

type Props = { type: SidebarType; sidebarTheme: SidebarTheme; detached: boolean };

/**
 * The side menu beside the content (above 768 px). Fixed: it stays in place and scrolls on its
 * own; scrollable: it scrolls with the page; condensed: icons only. Detached: a floating card.
 */
export const SidePanel = ({ type, sidebarTheme, detached }: Props) => {
  const stays = type !== 'scrollable';
  const inset = detached ? 16 : 0;
  return (
    <Themed name={sidebarTheme}>
      <Paper
        component="aside"
        data-sidebar-type={type}
        data-sidebar-theme={sidebarTheme}
        data-print-hide
        elevation={detached ? 2 : 0}
        square={!detached}
        sx={{
          width: type === 'condensed' ? CONDENSED_WIDTH : MENU_WIDTH,
          flexShrink: 0,
          borderRight: detached ? 0 : 1,
          borderColor: 'divider',
          borderRadius: detached ? 2 : 0,
          position: stays ? 'sticky' : 'relative',
          top: inset,
          alignSelf: stays ? 'flex-start' : 'stretch',
          height: stays ? `calc(100vh - ${2 * inset}px)` : 'auto',
          overflowY: stays ? 'auto' : 'visible',
          overflowX: 'hidden',
        }}
      >
        <Brand short={type === 'condensed'} />
        {type === 'condensed' ? <CondensedMenu /> : <SideMenu />}
      </Paper>
    </Themed>
  );
};

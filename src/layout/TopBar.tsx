import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { AppBar, Box, IconButton, Toolbar, Tooltip } from '@mui/material';
import { LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageMenu } from './LanguageMenu';
import { Notifications } from './Notifications';
import { PrintButton } from './PrintButton';
import { Reminders } from './Reminders';
import { SettingsSidebar } from './settings/SettingsSidebar';
import { Shortcuts } from './Shortcuts';
import { UserMenu } from './UserMenu';

/** `menuToggle`: false in the horizontal layout, whose menu is always in view. */
type Props = { menuOpen: boolean; onToggleMenu: () => void; menuToggle?: boolean };

/** The top bar: menu toggle, the screen's title, search (Ctrl+K) and the keys, the due reminders, the unread notes, print, full screen, the layout settings, language and the user's menu. */
export const TopBar = ({ menuOpen, onToggleMenu, menuToggle = true }: Props) => {
  const translate = useTranslate();
  const menuLabel = translate(menuOpen ? 'app.shell.closeMenu' : 'app.shell.openMenu');
  return (
    <AppBar position="sticky" elevation={1} data-print-hide>
      <Toolbar variant="dense" sx={{ gap: { xs: 0, sm: 0.5 }, minHeight: 56, px: { xs: 1, sm: 2 } }}>
        {menuToggle && (
          <Tooltip title={menuLabel}>
            <IconButton color="inherit" edge="start" onClick={onToggleMenu} aria-label={menuLabel} aria-expanded={menuOpen}>
              {menuOpen ? <MenuOpenIcon /> : <MenuIcon />}
            </IconButton>
          </Tooltip>
        )}
        {/* react-admin's views render their <Title> into this element. */}
        {/* On a phone the tab strip names the screen; the bar keeps its room for the buttons. */}
        <TitlePortal variant="subtitle1" sx={{ fontWeight: 500, ml: 1, display: { xs: 'none', sm: 'block' } }} />
        <Box sx={{ flex: 1, display: { xs: 'block', sm: 'none' } }} />
        <LoadingIndicator />
        <Shortcuts />
        <Reminders />
        <Notifications />
        {/* On a phone these two give their room to the rest. */}
        <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <PrintButton />
          <FullscreenToggle />
        </Box>
        <SettingsSidebar />
        <LanguageMenu />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
};

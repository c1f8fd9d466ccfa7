import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { AppBar, IconButton, Toolbar, Tooltip } from '@mui/material';
import { LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageMenu } from './LanguageMenu';
import { Notifications } from './Notifications';
import { Reminders } from './Reminders';
import { Shortcuts } from './Shortcuts';
import { UserMenu } from './UserMenu';

type Props = { menuOpen: boolean; onToggleMenu: () => void };

/** The top bar: menu toggle, the screen's title, search (Ctrl+K) and the keys, the due reminders, the unread notes, full screen, language and the user's menu. */
export const TopBar = ({ menuOpen, onToggleMenu }: Props) => {
  const translate = useTranslate();
  const menuLabel = translate(menuOpen ? 'app.shell.closeMenu' : 'app.shell.openMenu');
  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar variant="dense" sx={{ gap: 0.5, minHeight: 56 }}>
        <Tooltip title={menuLabel}>
          <IconButton color="inherit" edge="start" onClick={onToggleMenu} aria-label={menuLabel} aria-expanded={menuOpen}>
            {menuOpen ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
        </Tooltip>
        {/* react-admin's views render their <Title> into this element. */}
        <TitlePortal variant="subtitle1" sx={{ fontWeight: 500, ml: 1 }} />
        <LoadingIndicator />
        <Shortcuts />
        <Reminders />
        <Notifications />
        <FullscreenToggle />
        <LanguageMenu />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
};

import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { useTabs } from './TabsProvider';

/** The user dropdown: a greeting, the signed-in address and "Log out". */
export const UserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const { reset } = useTabs();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const greeting = translate('app.shell.greeting', { name: identity?.fullName ?? '' });

  // Spec §2: sign-out clears the session, closes all tabs and goes to / (which then shows /login).
  const signOut = () => {
    setAnchor(null);
    reset();
    void logout({}, '/', false);
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${translate('app.shell.account')}: ${greeting}`}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        sx={{ textTransform: 'none' }}
      >
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' }, maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {greeting}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography variant="subtitle2" noWrap>
            {greeting}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {identity?.email as string | undefined}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.shell.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};

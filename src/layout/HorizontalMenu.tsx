import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { registry } from '../schemas/registry';
import { groupIcon } from './menuIcons';
import { NavMenu } from './NavMenu';
import type { NavGroup } from './navTree';
import { holdsPath, navTree } from './navTree';

const current = { color: 'primary.main', boxShadow: 'inset 0 -2px 0 currentColor', borderRadius: 0 };

/**
 * The horizontal layout's top navigation (spec §2): the menu's first level as a row of buttons,
 * each group a drop-down with its levels (NavMenu), cut down to the user's modules.
 */
export const HorizontalMenu = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { permissions } = usePermissions<string[]>();
  const [open, setOpen] = useState<{ group: NavGroup; anchor: HTMLElement } | null>(null);
  if (!permissions) return null;
  const close = () => setOpen(null);
  return (
    <Box
      component="nav"
      aria-label={translate('app.shell.navigation')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 1, py: 0.5, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      {navTree(registry, permissions).map((node) => {
        const active = holdsPath(node, pathname);
        if (node.kind === 'item') {
          return (
            <Button key={node.path} component={Link} to={`/${node.path}`} size="small" color="inherit" aria-current={active ? 'page' : undefined} sx={active ? current : undefined}>
              {translate(node.label, node.plural ? { smart_count: 2 } : undefined)}
            </Button>
          );
        }
        const menuId = `topnav-${node.id.replace(/\W+/g, '-')}`;
        const isOpen = open?.group.id === node.id;
        return (
          <Button
            key={node.id}
            size="small"
            color="inherit"
            startIcon={groupIcon(node.icon)}
            endIcon={<ExpandMore fontSize="small" />}
            aria-haspopup="menu"
            aria-expanded={isOpen}
            aria-controls={isOpen ? menuId : undefined}
            onClick={(event) => setOpen({ group: node, anchor: event.currentTarget })}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                setOpen({ group: node, anchor: event.currentTarget });
              }
            }}
            sx={active ? current : undefined}
          >
            {translate(node.label)}
          </Button>
        );
      })}
      {open && <NavMenu group={open.group} anchor={open.anchor} onClose={close} onCloseAll={close} placement="below" id={`topnav-${open.group.id.replace(/\W+/g, '-')}`} />}
    </Box>
  );
};

import { IconButton, List, Tooltip } from '@mui/material';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { registry } from '../schemas/registry';
import { entryIcon, groupIcon } from './menuIcons';
import { NavMenu } from './NavMenu';
import type { NavGroup } from './navTree';
import { holdsPath, navTree } from './navTree';

const activeStyle = (active: boolean) => (active ? { color: 'primary.main', bgcolor: 'action.selected', boxShadow: 'inset 3px 0 0 currentColor' } : {});

/**
 * The condensed side menu (spec §2): icons only, the entry's name on hover and on focus as a
 * tooltip (and as its accessible name); a group opens its entries as a drop-down to its right.
 */
export const CondensedMenu = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { permissions } = usePermissions<string[]>();
  const [open, setOpen] = useState<{ group: NavGroup; anchor: HTMLElement } | null>(null);
  if (!permissions) return null;
  const close = () => setOpen(null);
  const buttonSx = { width: 48, height: 44, borderRadius: 1 };
  return (
    <List component="nav" aria-label={translate('app.shell.navigation')} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, py: 1 }}>
      {navTree(registry, permissions).map((node) => {
        const active = holdsPath(node, pathname);
        const name = translate(node.label, node.kind === 'item' && node.plural ? { smart_count: 2 } : undefined);
        if (node.kind === 'item') {
          return (
            <Tooltip key={node.path} title={name} placement="right">
              <IconButton component={Link} to={`/${node.path}`} aria-label={name} aria-current={active ? 'page' : undefined} sx={{ ...buttonSx, ...activeStyle(active) }}>
                {entryIcon}
              </IconButton>
            </Tooltip>
          );
        }
        const menuId = `sidenav-${node.id.replace(/\W+/g, '-')}`;
        const isOpen = open?.group.id === node.id;
        return (
          <Tooltip key={node.id} title={name} placement="right">
            <IconButton
              aria-label={name}
              aria-haspopup="menu"
              aria-expanded={isOpen}
              aria-controls={isOpen ? menuId : undefined}
              onClick={(event) => setOpen({ group: node, anchor: event.currentTarget })}
              sx={{ ...buttonSx, ...activeStyle(active) }}
            >
              {groupIcon(node.icon)}
            </IconButton>
          </Tooltip>
        );
      })}
      {open && <NavMenu group={open.group} anchor={open.anchor} onClose={close} onCloseAll={close} placement="right" id={`sidenav-${open.group.id.replace(/\W+/g, '-')}`} />}
    </List>
  );
};

import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useMemo } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { registry } from '../schemas/registry';
import { entryIcon, groupIcon } from './menuIcons';
import type { MenuGroupNode, MenuItemNode, MenuNode } from './menuTree';
import { ExtraMenu } from './ExtraMenu';
import { buildMenu, groupsHolding } from './menuTree';
import { useMenuGroups } from './useMenuGroups';

type EntryProps = { depth: number; pathname: string; onNavigate?: () => void; isOpen: (path: string) => boolean; toggle: (path: string) => void };

const indent = (depth: number) => ({ pl: 2 + depth * 2 });

// The active entry: primary colour and a bar on the left edge, not only a grey background.
const activeStyle = {
  '&.Mui-selected': { color: 'primary.main', bgcolor: 'action.selected', boxShadow: 'inset 3px 0 0 currentColor' },
  '&.Mui-selected .MuiListItemText-primary': { fontWeight: 600 },
  '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
};

// A long name ("Définitions des processus métier", "Definicje procesów biznesowych") wraps onto a second line instead of being cut.
const WRAP = { overflowWrap: 'anywhere', lineHeight: 1.3 } as const;

const isActive = (pathname: string, path: string) => pathname === `/${path}` || pathname.startsWith(`/${path}/`);

const Item = ({ node, depth, pathname, onNavigate }: EntryProps & { node: MenuItemNode }) => {
  const translate = useTranslate();
  const active = isActive(pathname, node.path);
  return (
    <ListItemButton component={Link} to={`/${node.path}`} selected={active} aria-current={active ? 'page' : undefined} onClick={onNavigate} sx={{ ...indent(depth), py: 0.75, ...activeStyle }}>
      {depth === 0 && (
        <ListItemIcon sx={{ minWidth: 36 }}>{entryIcon}</ListItemIcon>
      )}
      <ListItemText primary={translate(`resources.${node.path}.name`, { smart_count: 2 })} slotProps={{ primary: { variant: 'body2', sx: WRAP } }} />
    </ListItemButton>
  );
};

const Group = (props: EntryProps & { node: MenuGroupNode }) => {
  const { node, depth, isOpen, toggle } = props;
  const translate = useTranslate();
  const open = isOpen(node.path);
  const listId = `menu-${node.path.replace(/\W+/g, '-')}`;
  return (
    <>
      <ListItemButton onClick={() => toggle(node.path)} aria-expanded={open} aria-controls={listId} sx={{ ...indent(depth), py: 0.75 }}>
        <ListItemIcon sx={{ minWidth: 36 }}>{groupIcon(node.icon)}</ListItemIcon>
        <ListItemText primary={translate(`menuGroups.${node.path}`)} slotProps={{ primary: { variant: 'body2', fontWeight: 600, sx: WRAP } }} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} component="div" disablePadding dense>
          <Entries {...props} nodes={node.children} depth={depth + 1} />
        </List>
      </Collapse>
    </>
  );
};

const Entries = ({ nodes, ...props }: EntryProps & { nodes: MenuNode[] }) =>
  nodes.map((node) => (node.kind === 'group' ? <Group key={node.path} {...props} node={node} /> : <Item key={node.path} {...props} node={node} />));

/** The store's key of the side menu's unfolded groups. */
const MENU_GROUPS_KEY = 'sideMenu.groups';

/**
 * The side menu, built from the route table and cut down to the user's modules (spec §2, §6).
 * A group unfolds when the active screen is in it and stays unfolded until the user folds it (see useMenuGroups).
 */
export const SideMenu = ({ onNavigate }: { onNavigate?: () => void }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { permissions } = usePermissions<string[]>();
  const nodes = useMemo(() => (permissions ? buildMenu(registry, permissions) : undefined), [permissions]);
  const active = useMemo(() => (nodes ? groupsHolding(nodes, pathname) : []), [nodes, pathname]);
  const { isOpen, toggle } = useMenuGroups(MENU_GROUPS_KEY, active);
  // Kept while what it shows stays the same: the permissions query re-renders this component a
  // dozen times while the portal starts, and the menu is a few hundred components.
  const menu = useMemo(() => {
    if (!permissions || !nodes) return null;
    return (
      <List component="nav" aria-label={translate('app.shell.navigation')} dense sx={{ py: 1 }}>
        <Entries nodes={nodes} depth={0} pathname={pathname} onNavigate={onNavigate} isOpen={isOpen} toggle={toggle} />
        <ExtraMenu modules={permissions} onNavigate={onNavigate} />
      </List>
    );
  }, [permissions, nodes, pathname, translate, onNavigate, isOpen, toggle]);
  return menu;
};

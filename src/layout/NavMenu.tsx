import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { ListItemText, Menu, MenuItem } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { NavGroup, NavNode } from './navTree';
import { holdsPath } from './navTree';

type Props = {
  group: NavGroup;
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Closes every level: after navigation, or Tab out of the menu. */
  onCloseAll: () => void;
  /** Where the drop-down opens: below a top-bar button, or to the right of a side entry. */
  placement: 'below' | 'right';
  id: string;
};

const SubGroup = ({ node, onCloseAll, id }: { node: NavGroup; onCloseAll: () => void; id: string }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = (element: HTMLElement) => setAnchor(element);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      open(event.currentTarget);
    }
  };
  return (
    <>
      <MenuItem
        selected={holdsPath(node, pathname)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => open(event.currentTarget)}
        onKeyDown={onKeyDown}
        dense
      >
        <ListItemText primary={translate(node.label)} />
        <ChevronRightIcon fontSize="small" sx={{ ml: 1 }} />
      </MenuItem>
      <NavMenu group={node} anchor={anchor} onClose={() => setAnchor(null)} onCloseAll={onCloseAll} placement="right" id={id} />
    </>
  );
};

/**
 * One level of the menu as a drop-down (spec §2: nested up to four levels): entries link to their
 * screens, a group opens the next level to its right. The arrow keys move within a level,
 * → or Enter opens a group, ← or Esc goes back a level.
 */
export const NavMenu = ({ group, anchor, onClose, onCloseAll, placement, id }: Props) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const entry = (node: NavNode) => {
    if (node.kind === 'group') return <SubGroup key={node.id} node={node} onCloseAll={onCloseAll} id={`${id}-${node.id.replace(/\W+/g, '-')}`} />;
    const active = holdsPath(node, pathname);
    return (
      <MenuItem key={node.path} component={Link} to={`/${node.path}`} selected={active} aria-current={active ? 'page' : undefined} onClick={onCloseAll} dense>
        <ListItemText primary={translate(node.label, node.plural ? { smart_count: 2 } : undefined)} />
      </MenuItem>
    );
  };
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={placement === 'below' ? { vertical: 'bottom', horizontal: 'left' } : { vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft' && placement === 'right') {
          event.stopPropagation();
          onClose();
        }
        if (event.key === 'Tab') onCloseAll();
      }}
      slotProps={{ list: { 'aria-label': translate(group.label), dense: true } }}
    >
      {group.children.map(entry)}
    </Menu>
  );
};

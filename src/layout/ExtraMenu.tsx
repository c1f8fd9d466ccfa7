import AssessmentIcon from '@mui/icons-material/Assessment';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MailIcon from '@mui/icons-material/MailOutline';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { ExtraMenuLabel } from './extraMenu';
import { extraMenuFor } from './extraMenu';
import { useMenuGroups } from './useMenuGroups';

const activeStyle = {
  '&.Mui-selected': { color: 'primary.main', bgcolor: 'action.selected', boxShadow: 'inset 3px 0 0 currentColor' },
  '&.Mui-selected .MuiListItemText-primary': { fontWeight: 600 },
};

/** The store's key of these groups' unfolded state (see useMenuGroups). */
const EXTRA_GROUPS_KEY = 'sideMenu.extraGroups';

/**
 * The menu's non-entity screens (the mailbox, reports), after the entity menu; same look as its
 * groups, and like them unfolded with their screen until the user folds them.
 */
export const ExtraMenu = ({ modules, onNavigate }: { modules: readonly string[]; onNavigate?: () => void }) => {
  const translate = useTranslate();
  const text = (label: ExtraMenuLabel) => translate(label);
  const { pathname } = useLocation();
  const groups = extraMenuFor(modules);
  const { isOpen, toggle } = useMenuGroups(
    EXTRA_GROUPS_KEY,
    groups.filter((group) => group.entries.some((e) => pathname === `/${e.path}`)).map((group) => group.id),
  );
  return groups.map((group) => {
    const open = isOpen(group.id);
    const listId = `menu-extra-${group.id}`;
    return (
      <Fragment key={group.id}>
        <ListItemButton onClick={() => toggle(group.id)} aria-expanded={open} aria-controls={listId} sx={{ pl: 2, py: 0.75 }}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            {group.icon === 'mail' ? <MailIcon fontSize="small" /> : <AssessmentIcon fontSize="small" />}
          </ListItemIcon>
          <ListItemText primary={text(group.label)} slotProps={{ primary: { variant: 'body2', fontWeight: 600, noWrap: true } }} />
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List id={listId} component="div" disablePadding dense>
            {group.entries.map((entry) => {
              const selected = pathname === `/${entry.path}`;
              return (
                <ListItemButton key={entry.path} component={Link} to={`/${entry.path}`} selected={selected} aria-current={selected ? 'page' : undefined} onClick={onNavigate} sx={{ pl: 4, py: 0.75, ...activeStyle }}>
                  <ListItemText primary={text(entry.label)} slotProps={{ primary: { variant: 'body2', noWrap: true } }} />
                </ListItemButton>
              );
            })}
          </List>
        </Collapse>
      </Fragment>
    );
  });
};

import AssessmentIcon from '@mui/icons-material/Assessment';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MailIcon from '@mui/icons-material/MailOutline';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Fragment, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { ExtraMenuLabel } from './extraMenu';
import { extraMenuFor } from './extraMenu';

const activeStyle = {
  '&.Mui-selected': { color: 'primary.main', bgcolor: 'action.selected', boxShadow: 'inset 3px 0 0 currentColor' },
  '&.Mui-selected .MuiListItemText-primary': { fontWeight: 600 },
};

/** The menu's non-entity screens (the mailbox, reports), after the entity menu; same look as its groups. */
export const ExtraMenu = ({ modules, onNavigate }: { modules: readonly string[]; onNavigate?: () => void }) => {
  const translate = useTranslate();
  const text = (label: ExtraMenuLabel) => translate(label);
  const { pathname } = useLocation();
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  return extraMenuFor(modules).map((group) => {
    const active = group.entries.some((e) => pathname === `/${e.path}`);
    const open = toggled[group.id] ?? active;
    const listId = `menu-extra-${group.id}`;
    return (
      <Fragment key={group.id}>
        <ListItemButton onClick={() => setToggled((s) => ({ ...s, [group.id]: !open }))} aria-expanded={open} aria-controls={listId} sx={{ pl: 2, py: 0.75 }}>
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

import { Alert, Badge, Box, Divider, IconButton, LinearProgress, List, Popover, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';

/** What an item or the footer may do to the open list. */
export type BellControls = {
  /** Closes the list (before going to the record an item leads to). */
  close: () => void;
  /** Gives the focus to the list's heading: after an action that removed the focused item, Esc still closes the list. */
  focusHeading: () => void;
};

export type BellPopoverProps<T> = {
  /** The bell's icon. */
  icon: ReactNode;
  /** The number on the bell. */
  count: number;
  /** The bell's name and tooltip (it says the count). */
  label: string;
  /** The list's heading, and the name of the dialog it opens in. */
  title: string;
  /** Beside the heading (a count, say). */
  headingExtra?: ReactNode;
  /** The state of the query the items come from. */
  status: { isError: boolean; isPending: boolean };
  errorText: string;
  emptyText: string;
  items: readonly T[];
  /** One item of the list: a ListItem. */
  renderItem: (item: T, controls: BellControls) => ReactNode;
  /** The list scrolls above this height (px). */
  listHeight: number;
  /** The popover's width (px; never wider than the window). */
  width: number;
  /** Below the list (a note on what it leaves out, buttons for all of them). */
  footer?: (controls: BellControls) => ReactNode;
};

/**
 * A top bar bell: the icon with its count, and on a click a list of items in a popover, with its
 * heading and what it says while loading, on an error and when there is nothing. The one shape of
 * the notifications and the reminders.
 */
export const BellPopover = <T,>({ icon, count, label, title, headingExtra, status, errorText, emptyText, items, renderItem, listHeight, width, footer }: BellPopoverProps<T>) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const controls: BellControls = { close: () => setAnchor(null), focusHeading: () => heading.current?.focus() };

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" onClick={(event) => setAnchor(event.currentTarget)} aria-label={label} aria-haspopup="dialog" aria-expanded={!!anchor}>
          <Badge badgeContent={count} max={99} color="error">
            {icon}
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={controls.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': title, sx: { width, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
          <Typography ref={heading} tabIndex={-1} variant="subtitle2" component="h2" sx={{ flexGrow: 1, outline: 'none' }}>
            {title}
          </Typography>
          {headingExtra}
        </Box>
        <Divider />
        {status.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorText}
          </Alert>
        ) : status.isPending ? (
          <LinearProgress sx={{ m: 2 }} aria-label={title} />
        ) : items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }}>
            {emptyText}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ maxHeight: listHeight, overflowY: 'auto' }}>
            {items.map((item) => renderItem(item, controls))}
          </List>
        )}
        {footer?.(controls)}
      </Popover>
    </>
  );
};

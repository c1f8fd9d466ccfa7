import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import type { MailTextKey } from './texts';
import { useMailText } from './texts';

type Props = { value: string; onChange: (html: string) => void };

const COMMANDS: readonly { command: string; label: MailTextKey; icon: ReactNode; shortcut?: string }[] = [
  { command: 'bold', label: 'bold', icon: <FormatBoldIcon fontSize="small" />, shortcut: 'b' },
  { command: 'italic', label: 'italic', icon: <FormatItalicIcon fontSize="small" />, shortcut: 'i' },
  { command: 'insertUnorderedList', label: 'bulletList', icon: <FormatListBulletedIcon fontSize="small" /> },
  { command: 'insertOrderedList', label: 'numberedList', icon: <FormatListNumberedIcon fontSize="small" /> },
];

/** Runs a formatting command on the selection (browsers keep execCommand for editable content). */
const format = (command: string) => {
  if (typeof document.execCommand === 'function') document.execCommand(command, false);
};

/**
 * The message body: an editable area with bold, italic and lists (buttons and Ctrl+B / Ctrl+I).
 * A new `value` from outside (a template, a reply) replaces the content; typing reports it.
 */
export const BodyEditor = ({ value, onChange }: Props) => {
  const { t } = useMailText();
  const labelId = useId();
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
  }, [value]);
  const run = (command: string) => {
    area.current?.focus();
    format(command);
    if (area.current) onChange(area.current.innerHTML);
  };
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box role="toolbar" aria-labelledby={labelId} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mr: 1 }}>
          {t('body')}
        </Typography>
        {COMMANDS.map((c) => (
          <Tooltip key={c.command} title={t(c.label)}>
            <IconButton size="small" aria-label={t(c.label)} onMouseDown={(e) => e.preventDefault()} onClick={() => run(c.command)}>
              {c.icon}
            </IconButton>
          </Tooltip>
        ))}
      </Box>
      <Box
        ref={area}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={t('body')}
        tabIndex={0}
        onInput={(e) => onChange((e.target as HTMLDivElement).innerHTML)}
        onKeyDown={(e) => {
          const shortcut = COMMANDS.find((c) => c.shortcut && c.shortcut === e.key.toLowerCase());
          if ((e.ctrlKey || e.metaKey) && shortcut) {
            e.preventDefault();
            run(shortcut.command);
          }
        }}
        sx={{ minHeight: 240, p: 1.5, outline: 'none', '&:focus': { boxShadow: 'inset 0 0 0 2px', color: 'inherit' }, '& blockquote': { borderLeft: 3, borderColor: 'divider', ml: 0, pl: 1.5, color: 'text.secondary' } }}
      />
    </Box>
  );
};

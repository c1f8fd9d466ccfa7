import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useRef } from 'react';
import { formatSize } from '../../resources/files/upload';
import { useMailText } from './texts';
import { ATTACHMENTS_LIMIT } from './mailFormat';

type Props = { files: File[]; onChange: (files: File[]) => void };

/** The files going with a new message, each with its size, and their total against the limit. */
export const ComposeAttachments = ({ files, onChange }: Props) => {
  const { t, locale } = useMailText();
  const input = useRef<HTMLInputElement>(null);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const over = total > ATTACHMENTS_LIMIT;
  const limit = formatSize(ATTACHMENTS_LIMIT, locale);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()}>
          {t('addAttachments')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={t('addAttachments')}
          onChange={(e) => {
            onChange([...files, ...Array.from(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        {files.length > 0 && (
          <Typography variant="body2" color={over ? 'error' : 'text.secondary'} role={over ? 'alert' : undefined}>
            {over ? t('tooLarge', { limit }) : t('totalSize', { size: formatSize(total, locale), limit })}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {files.map((file, index) => (
          <Chip
            key={`${file.name}-${index}`}
            label={`${file.name} (${formatSize(file.size, locale)})`}
            onDelete={() => onChange(files.filter((_, i) => i !== index))}
            deleteIcon={<CloseIcon aria-label={t('remove', { name: file.name })} />}
          />
        ))}
      </Box>
    </Box>
  );
};

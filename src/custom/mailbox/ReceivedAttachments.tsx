import DownloadIcon from '@mui/icons-material/Download';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { formatSize } from '../../resources/files/upload';
import { useMailText } from './texts';
import type { MailMessage, OwnerType, ReceivedAttachment } from '../../dataProvider/mailbox';
import { downloadAs, mailApi } from '../../dataProvider/mailbox';
import { RecordPicker } from './RecordPicker';

const SAVE_TYPES: readonly OwnerType[] = ['reclamation', 'order', 'customerRequest', 'task'];

/** A received message's attachments: each downloadable under its own name and savable to a record. */
export const ReceivedAttachments = ({ message }: { message: MailMessage }) => {
  const { t, locale } = useMailText();
  const notify = useNotify();
  const [saving, setSaving] = useState<ReceivedAttachment | undefined>();
  const [busy, setBusy] = useState(false);
  if (message.attachments.length === 0) return null;
  const path = (a: ReceivedAttachment) => mailApi.attachmentPath(message.accountId, message.box, message.uid, a.partId);
  const download = (a: ReceivedAttachment) => downloadAs(path(a), a.filename).catch((error: Error) => notify(error.message, { type: 'error' }));
  const save = async (type: OwnerType, id: number) => {
    if (!saving) return;
    setBusy(true);
    try {
      await mailApi.saveAttachment(message.accountId, message.box, message.uid, saving.partId, type, id);
      notify(t('saved'), { type: 'success' });
      setSaving(undefined);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-label={t('attachments')}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('attachments')}
      </Typography>
      <List dense>
        {message.attachments.map((a) => (
          <ListItem key={a.partId} sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="received-attachment">
            <ListItemText primary={a.filename} secondary={`${formatSize(a.size, locale)} · ${a.contentType}`} />
            <Button size="small" startIcon={<DownloadIcon />} aria-label={t('download', { name: a.filename })} onClick={() => void download(a)}>
              {t('download', { name: '' }).trim()}
            </Button>
            <Button size="small" startIcon={<SaveAltIcon />} onClick={() => setSaving(a)}>
              {t('saveToRecord')}
            </Button>
          </ListItem>
        ))}
      </List>
      <RecordPicker open={saving !== undefined} title={`${t('saveToRecord')}: ${saving?.filename ?? ''}`} types={SAVE_TYPES} busy={busy} onClose={() => setSaving(undefined)} onConfirm={(type, id) => void save(type, id)} />
    </Box>
  );
};

import { Alert, Box, Button } from '@mui/material';
import { useState } from 'react';
import { useMailText } from './texts';
import type { MailMessage } from '../../dataProvider/mailbox';
import { frameDocument } from './mailFormat';

/**
 * A received message's body. HTML (sanitised by the server) goes into a frame sandboxed without
 * scripts and without the portal's origin, under a strict Content-Security-Policy; remote images
 * stay blocked until the reader asks for them. A plain-text message is shown as text.
 */
export const MessageFrame = ({ message }: { message: MailMessage }) => {
  const { t } = useMailText();
  const [withImages, setWithImages] = useState(false);
  if (!message.html) {
    return (
      <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }} aria-label={t('messageBody')}>
        {message.text ?? ''}
      </Box>
    );
  }
  const html = withImages && message.htmlWithImages ? message.htmlWithImages : message.html;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {message.remoteImages && !withImages && (
        <Alert severity="info" action={<Button size="small" onClick={() => setWithImages(true)}>{t('showImages')}</Button>}>
          {t('imagesBlocked')}
        </Alert>
      )}
      <Box
        component="iframe"
        title={t('messageBody')}
        sandbox=""
        referrerPolicy="no-referrer"
        srcDoc={frameDocument(html, withImages)}
        sx={{ width: '100%', minHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
      />
    </Box>
  );
};

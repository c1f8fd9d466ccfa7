import DeleteIcon from '@mui/icons-material/DeleteOutline';
import PhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Confirm, useCanAccess, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { removeProductImage } from '../../../dataProvider/sales';
import { useText } from '../texts';

/** Sends one picture as multipart; answers the server's message (in the user's language) on failure. */
const sendPicture = async (productId: number, file: File, locale: string) => {
  const form = new FormData();
  form.append('files', file, file.name);
  const response = await fetch(`/api/product/${productId}/image`, { method: 'POST', body: form, credentials: 'include', headers: { Accept: 'application/json', 'Accept-Language': locale } });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new Error(body?.message ?? response.statusText);
  }
};

/** The product's picture: shown, replaced by a JPEG or PNG, or removed after a confirmation. */
export const ProductPicture = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { t } = useText();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const { canAccess } = useCanAccess({ resource: 'products', action: 'edit' });
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  if (!record?.id) return null;
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const title = translate('resources.products.fields.imgUrl');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mx: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {record.imgUrl ? (
        <Box component="img" src={String(record.imgUrl)} alt={String(record.name ?? '')} sx={{ maxHeight: 200, maxWidth: '100%', display: 'block', mb: 1 }} />
      ) : (
        <Typography color="text.secondary">{t('productNoPicture')}</Typography>
      )}
      {canAccess && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Button component="label" startIcon={<PhotoIcon />} disabled={busy}>
            {t(record.imgUrl ? 'productReplacePicture' : 'productAddPicture')}
            <input ref={input} type="file" accept="image/jpeg,image/png" hidden onChange={(e) => e.target.files?.[0] && run(() => sendPicture(Number(record.id), e.target.files![0], locale), t('productPictureSaved'))} />
          </Button>
          {record.imgUrl && (
            <Button startIcon={<DeleteIcon color="warning" />} disabled={busy} onClick={() => setRemoving(true)}>
              {t('productRemovePicture')}
            </Button>
          )}
        </Box>
      )}
      {busy && <LinearProgress sx={{ mt: 1 }} aria-label={title} />}
      <Confirm
        isOpen={removing}
        title={t('productRemovePicture')}
        content={t('deleteContent')}
        onConfirm={() => {
          setRemoving(false);
          void run(() => removeProductImage(record.id), t('productPictureRemoved'));
        }}
        onClose={() => setRemoving(false)}
      />
    </Paper>
  );
};

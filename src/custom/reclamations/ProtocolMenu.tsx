import DescriptionIcon from '@mui/icons-material/Description';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useText } from './texts';

/** The six protocols of spec §2, each with its screen path and its name (a key of ./texts.ts). */
const PROTOCOLS = [
  { kind: 'reclamation', label: 'protocolReclamation' },
  { kind: 'registrationprotocol', label: 'protocolRegistration' },
  { kind: 'decisionprotocol', label: 'protocolDecision' },
  { kind: 'mileageprotocol', label: 'protocolMileage' },
  { kind: 'removalprotocol', label: 'protocolRemoval' },
  { kind: 'serviceprotocol', label: 'protocolService' },
] as const;

/**
 * "Protokoły" on a reclamation's edit screen: each document as a printable page (a new tab) or
 * as a PDF. Both print what is saved, not unsaved changes of the form.
 */
export const ProtocolMenu = () => {
  const { t } = useText();
  const record = useRecordContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!record?.id) return null;
  const close = () => setAnchor(null);
  const id = encodeURIComponent(String(record.id));
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 1 }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DescriptionIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('protocolMenu')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {PROTOCOLS.map(({ kind, label }) => {
          const name = t(label);
          return (
            <MenuItem key={kind} disableRipple sx={{ gap: 2, cursor: 'default', '&:hover': { bgcolor: 'transparent' } }}>
              <ListItemText primary={name} />
              <Button size="small" startIcon={<OpenInNewIcon />} href={`/${kind}?id=${id}`} target="_blank" rel="noopener" aria-label={t('protocolOpenPreview', { name })} onClick={close}>
                {t('protocolPreview')}
              </Button>
              <Button size="small" color="error" startIcon={<PictureAsPdfIcon />} href={`/api/reclamation/${id}/protocol/${kind}.pdf`} target="_blank" rel="noopener" aria-label={t('protocolOpenPdf', { name })} onClick={close}>
                {t('protocolPdf')}
              </Button>
            </MenuItem>
          );
        })}
      </Menu>
    </Box>
  );
};

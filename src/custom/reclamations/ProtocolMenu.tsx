import DescriptionIcon from '@mui/icons-material/Description';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';

/** The six protocols of spec §2, each with its screen path and its name in views. */
const PROTOCOLS = [
  { kind: 'reclamation', label: 'views.protocolReclamation' },
  { kind: 'registrationprotocol', label: 'views.protocolRegistration' },
  { kind: 'decisionprotocol', label: 'views.protocolDecision' },
  { kind: 'mileageprotocol', label: 'views.protocolMileage' },
  { kind: 'removalprotocol', label: 'views.protocolRemoval' },
  { kind: 'serviceprotocol', label: 'views.protocolService' },
] as const;

/**
 * "Protokoły" on a reclamation's edit screen: each document as a printable page (a new tab) or
 * as a PDF. Both print what is saved, not unsaved changes of the form.
 */
export const ProtocolMenu = () => {
  const translate = useTranslate();
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
        {translate('views.protocolMenu')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {PROTOCOLS.map(({ kind, label }) => {
          const name = translate(label);
          return (
            <MenuItem key={kind} disableRipple sx={{ gap: 2, cursor: 'default', '&:hover': { bgcolor: 'transparent' } }}>
              <ListItemText primary={name} />
              <Button size="small" startIcon={<OpenInNewIcon />} href={`/${kind}?id=${id}`} target="_blank" rel="noopener" aria-label={translate('views.protocolOpenPreview', { name })} onClick={close}>
                {translate('views.protocolPreview')}
              </Button>
              <Button size="small" color="error" startIcon={<PictureAsPdfIcon />} href={`/api/reclamation/${id}/protocol/${kind}.pdf`} target="_blank" rel="noopener" aria-label={translate('views.protocolOpenPdf', { name })} onClick={close}>
                {translate('views.protocolPdf')}
              </Button>
            </MenuItem>
          );
        })}
      </Menu>
    </Box>
  );
};

import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../useDocumentTitle';

/** Shown by react-admin (`/access-denied`) when a screen's module is not among the user's; it shows no data. */
export const AccessDeniedPage = () => {
  const translate = useTranslate();
  const title = translate('app.errors.accessDenied.title');
  useDocumentTitle(title);
  return (
    <Box role="alert" sx={{ m: 'auto', py: 6, px: 2, maxWidth: 560, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, textAlign: 'center' }}>
      <LockIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{translate('app.errors.accessDenied.text')}</Typography>
      <Button variant="contained" component={Link} to="/">
        {translate('app.errors.accessDenied.back')}
      </Button>
    </Box>
  );
};

import HomeIcon from '@mui/icons-material/Home';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Footer } from '../Footer';
import { useDocumentTitle } from '../useDocumentTitle';

/**
 * The full-page error screens (404, 500): a large code, what happened, and Return Home. Home is
 * a full page load, so it also gets the user out of a crashed application.
 */
export const ErrorScreen = ({ code, title, text }: { code: string; title: string; text: string }) => {
  const translate = useTranslate();
  useDocumentTitle(`${code} ${title}`);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}>
        <Typography aria-hidden sx={{ fontSize: { xs: 96, sm: 160 }, lineHeight: 1, fontWeight: 800, color: 'primary.main', letterSpacing: 4 }}>
          {code}
        </Typography>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
          {text}
        </Typography>
        <Button variant="contained" size="large" href="/" startIcon={<HomeIcon />} sx={{ mt: 1 }}>
          {translate('app.errors.home')}
        </Button>
      </Box>
      <Footer />
    </Box>
  );
};

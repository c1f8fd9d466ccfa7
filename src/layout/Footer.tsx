import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "Zaplecze © 2020–<this year>" (spec §1). */
export const Footer = () => {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ px: 3, py: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Typography variant="caption" color="text.secondary">
        {translate('app.shell.footer', { brand: translate('app.brand'), year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
};

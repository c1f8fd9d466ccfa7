import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useSetLocale, useTranslate } from 'react-admin';
import { LANGUAGE_NAMES } from '../i18n/languages';
import { storeLocale } from '../i18n/locale';
import type { Locale } from '../schemas/core';
import { LOCALES } from '../schemas/core';

/**
 * The language dropdown. The choice is kept in local storage ('zaplecze.locale', spec §1) so
 * the next visit and the API's Accept-Language follow it, and `<html lang>` is kept in step.
 */
export const LanguageMenu = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const setLocale = useSetLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const choose = (next: Locale) => {
    setAnchor(null);
    storeLocale(next);
    void setLocale(next);
  };
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        // The name holds the shown language too, as what is seen must be part of what is read out.
        aria-label={`${translate('app.shell.language')}: ${LANGUAGE_NAMES[locale as Locale] ?? locale}`}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        sx={{ textTransform: 'none' }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {LANGUAGE_NAMES[locale as Locale] ?? locale}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LOCALES.map((code) => (
          <MenuItem key={code} selected={code === locale} onClick={() => choose(code)} lang={code}>
            {LANGUAGE_NAMES[code]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

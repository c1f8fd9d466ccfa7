import type { RaThemeOptions } from 'react-admin';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';

/** react-admin's light theme in the portal's colours: a calm navy for the bars and actions. */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1f4b7a' },
    secondary: { main: '#0f766e' },
    // Dark enough for red text (Delete) on the grey of a form's toolbar: contrast 4.5:1 and more.
    error: { main: '#b71c1c' },
    background: { default: '#f3f5f8', paper: '#ffffff' },
  },
  shape: { borderRadius: 6 },
};

/** The dark mode (the settings sidebar's switch): the same shapes, lighter accents on dark grey. */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#8ab4e8' },
    secondary: { main: '#5eead4' },
    background: { default: '#121820', paper: '#1b232d' },
  },
  shape: { borderRadius: 6 },
};

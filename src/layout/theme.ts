import type { RaThemeOptions } from 'react-admin';
import { defaultLightTheme } from 'react-admin';

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

import type { RaThemeOptions } from 'react-admin';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';

/** Whether the person asked their system for less motion (an accessibility setting: WCAG 2.3.3). */
const prefersReducedMotion = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A theme without motion, for whoever asked their system for less: menus, dialogs and sections
 * open at once (MUI's transitions last 0 ms and animate nothing), buttons have no ripple, and what
 * CSS animates (a spinner) stops at its first frame. Everything else stays as it is.
 */
export const withoutMotion = (base: RaThemeOptions): RaThemeOptions => ({
  ...base,
  transitions: {
    ...base.transitions,
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: {
    ...base.components,
    MuiButtonBase: { ...base.components?.MuiButtonBase, defaultProps: { ...base.components?.MuiButtonBase?.defaultProps, disableRipple: true } },
    MuiCssBaseline: {
      ...base.components?.MuiCssBaseline,
      styleOverrides: '*, *::before, *::after { animation-duration: 0s !important; animation-iteration-count: 1 !important; transition-duration: 0s !important; scroll-behavior: auto !important; }',
    },
  },
});

/** The motion the person's system asks for, read when the portal starts. */
const withMotionPreference = (base: RaThemeOptions): RaThemeOptions => (prefersReducedMotion() ? withoutMotion(base) : base);

/** react-admin's light theme in the portal's colours: a calm navy for the bars and actions. */
export const theme: RaThemeOptions = withMotionPreference({
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
});

/** The dark mode (the settings sidebar's switch): the same shapes, lighter accents on dark grey. */
export const darkTheme: RaThemeOptions = withMotionPreference({
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#8ab4e8' },
    secondary: { main: '#5eead4' },
    background: { default: '#121820', paper: '#1b232d' },
  },
  shape: { borderRadius: 6 },
});

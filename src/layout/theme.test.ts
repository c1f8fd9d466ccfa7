import { createTheme } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { theme, withoutMotion } from './theme';

describe('the theme without motion (the system asks for reduced motion)', () => {
  const still = createTheme(withoutMotion(theme));

  it('moves nothing: transitions are none and last 0 ms, buttons have no ripple', () => {
    expect(still.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(still.transitions.duration).toMatchObject({ enteringScreen: 0, leavingScreen: 0, standard: 0, short: 0 });
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(String(still.components?.MuiCssBaseline?.styleOverrides)).toContain('animation-duration: 0s');
  });

  it('keeps everything else of the theme: colours, shapes and react-admin\'s own component settings', () => {
    const moving = createTheme(theme);
    expect(still.palette.primary.main).toBe(moving.palette.primary.main);
    expect(still.shape.borderRadius).toBe(moving.shape.borderRadius);
    expect(still.components?.MuiTextField).toEqual(moving.components?.MuiTextField);
    expect(moving.transitions.create(['opacity'])).not.toBe('none');
  });
});

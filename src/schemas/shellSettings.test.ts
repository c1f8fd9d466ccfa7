import { describe, expect, it } from 'vitest';
import { DEFAULT_SHELL_SETTINGS, effectiveSidebarType, readShellSettings, sideMenuBeside } from './shellSettings';

describe('effectiveSidebarType', () => {
  it('forces condensed from 767 to 1028 px', () => {
    expect(effectiveSidebarType('fixed', 767, 'fluid')).toBe('condensed');
    expect(effectiveSidebarType('scrollable', 900, 'fluid')).toBe('condensed');
    expect(effectiveSidebarType('fixed', 1028, 'fluid')).toBe('condensed');
  });
  it('returns the saved type above 1028 px and below 767 px', () => {
    expect(effectiveSidebarType('fixed', 1029, 'fluid')).toBe('fixed');
    expect(effectiveSidebarType('scrollable', 1440, 'fluid')).toBe('scrollable');
    expect(effectiveSidebarType('condensed', 1440, 'fluid')).toBe('condensed');
    expect(effectiveSidebarType('fixed', 766, 'fluid')).toBe('fixed');
  });
  it('forces condensed for the boxed width at any width', () => {
    expect(effectiveSidebarType('fixed', 1440, 'boxed')).toBe('condensed');
    expect(effectiveSidebarType('scrollable', 1920, 'boxed')).toBe('condensed');
  });
});

describe('sideMenuBeside', () => {
  it('shows the side menu above 768 px only', () => {
    expect(sideMenuBeside(769)).toBe(true);
    expect(sideMenuBeside(768)).toBe(false);
    expect(sideMenuBeside(390)).toBe(false);
  });
});

describe('readShellSettings', () => {
  it('keeps valid values and falls back per key', () => {
    expect(readShellSettings({ layoutType: 'detached', sidebarType: 'sideways' })).toEqual({ ...DEFAULT_SHELL_SETTINGS, layoutType: 'detached' });
    expect(readShellSettings(null)).toEqual(DEFAULT_SHELL_SETTINGS);
    expect(readShellSettings('x')).toEqual(DEFAULT_SHELL_SETTINGS);
  });
});

/**
 * The shell's preferences (spec §2 "Settings sidebar"): the left sidebar's theme and type, the
 * layout type and width, and the portal's dark mode. Kept per user on the server
 * (`/api/user/settings`), in the browser's local storage before sign-in.
 */
export const SIDEBAR_THEMES = ['default', 'light', 'dark'] as const;
export const SIDEBAR_TYPES = ['fixed', 'condensed', 'scrollable'] as const;
export const LAYOUT_TYPES = ['vertical', 'horizontal', 'detached'] as const;
export const LAYOUT_WIDTHS = ['fluid', 'boxed'] as const;

export type SidebarTheme = (typeof SIDEBAR_THEMES)[number];
export type SidebarType = (typeof SIDEBAR_TYPES)[number];
export type LayoutType = (typeof LAYOUT_TYPES)[number];
export type LayoutWidth = (typeof LAYOUT_WIDTHS)[number];

export type ShellSettings = {
  sidebarTheme: SidebarTheme;
  sidebarType: SidebarType;
  layoutType: LayoutType;
  layoutWidth: LayoutWidth;
  darkMode: boolean;
};

export const DEFAULT_SHELL_SETTINGS: ShellSettings = {
  sidebarTheme: 'default',
  sidebarType: 'fixed',
  layoutType: 'vertical',
  layoutWidth: 'fluid',
  darkMode: false,
};

/** Spec §9: sidebar widths 767 and 1028; the side menu shows above 768. */
export const CONDENSED_FROM = 767;
export const CONDENSED_TO = 1028;
export const SIDE_MENU_ABOVE = 768;
/** Boxed layout: the content's greatest width. */
export const BOXED_MAX_WIDTH = 1300;

/** Saved settings read back leniently: a missing or unknown value falls back to its default (the server refuses them on saving). */
export const readShellSettings = (value: unknown): ShellSettings => {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const pick = <K extends keyof ShellSettings>(key: K, allowed: readonly ShellSettings[K][]): ShellSettings[K] =>
    allowed.includes(source[key] as ShellSettings[K]) ? (source[key] as ShellSettings[K]) : DEFAULT_SHELL_SETTINGS[key];
  return {
    sidebarTheme: pick('sidebarTheme', SIDEBAR_THEMES),
    sidebarType: pick('sidebarType', SIDEBAR_TYPES),
    layoutType: pick('layoutType', LAYOUT_TYPES),
    layoutWidth: pick('layoutWidth', LAYOUT_WIDTHS),
    darkMode: pick('darkMode', [true, false]),
  };
};

/**
 * The sidebar type in effect (spec §2): a width of 767 to 1028 px and the boxed width force
 * condensed; otherwise the saved type holds (above 1028 it returns).
 */
export const effectiveSidebarType = (saved: SidebarType, width: number, layoutWidth: LayoutWidth): SidebarType => {
  if (layoutWidth === 'boxed') return 'condensed';
  if (width >= CONDENSED_FROM && width <= CONDENSED_TO) return 'condensed';
  return saved;
};

/** Whether the side menu is shown beside the content (above 768 px) rather than as a drawer. */
export const sideMenuBeside = (width: number): boolean => width > SIDE_MENU_ABOVE;

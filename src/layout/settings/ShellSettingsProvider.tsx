import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useNotify, useTheme } from 'react-admin';
import type { ShellSettings, SidebarType } from '../../schemas/shellSettings';
import { DEFAULT_SHELL_SETTINGS, effectiveSidebarType, sideMenuBeside } from '../../schemas/shellSettings';
import { loadServerSettings, saveServerSettings } from '../../dataProvider/shell';
import { readLocalSettings, writeLocalSettings } from './shellSettingsStore';

type ShellSettingsContext = {
  settings: ShellSettings;
  change: (patch: Partial<ShellSettings>) => void;
  /** The sidebar type in effect at the window's width (spec §2 responsive rules). */
  sidebarType: SidebarType;
  /** The side menu sits beside the content (above 768 px); below, it is a drawer. */
  beside: boolean;
};

const Context = createContext<ShellSettingsContext>({
  settings: DEFAULT_SHELL_SETTINGS,
  change: () => undefined,
  sidebarType: DEFAULT_SHELL_SETTINGS.sidebarType,
  beside: true,
});

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const windowWidth = () => window.innerWidth;

/**
 * The signed-in user's shell settings: the browser's copy at once, then the server's copy, which
 * wins; every change is kept in both. The portal's dark mode is react-admin's theme mode.
 */
export const ShellSettingsProvider = ({ children }: { children: ReactNode }) => {
  const notify = useNotify();
  const [, setThemeMode] = useTheme();
  const [settings, setSettings] = useState<ShellSettings>(() => readLocalSettings());
  const width = useSyncExternalStore(subscribe, windowWidth, () => 1440);

  useEffect(() => {
    let live = true;
    loadServerSettings()
      .then((saved) => {
        if (live && saved) {
          setSettings(saved);
          writeLocalSettings(saved);
        }
      })
      .catch(() => undefined); // offline or signed out: the browser's copy holds
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => setThemeMode(settings.darkMode ? 'dark' : 'light'), [settings.darkMode, setThemeMode]);

  const change = useCallback(
    (patch: Partial<ShellSettings>) => {
      const next = { ...settings, ...patch };
      setSettings(next);
      writeLocalSettings(next);
      saveServerSettings(next).catch(() => notify('app.layoutSettings.saveFailed', { type: 'error' }));
    },
    [settings, notify],
  );

  const value = useMemo(
    () => ({ settings, change, sidebarType: effectiveSidebarType(settings.sidebarType, width, settings.layoutWidth), beside: sideMenuBeside(width) }),
    [settings, change, width],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
};

export const useShellSettings = () => useContext(Context);

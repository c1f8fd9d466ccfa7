import type { ShellSettings } from '../../schemas/shellSettings';
import { readShellSettings } from '../../schemas/shellSettings';

/** The browser's copy: the only one before sign-in, a cache of the server's after. */
export const SHELL_SETTINGS_KEY = 'zaplecze.shellSettings';

export const readLocalSettings = (storage: Pick<Storage, 'getItem'> = localStorage): ShellSettings => {
  try {
    return readShellSettings(JSON.parse(storage.getItem(SHELL_SETTINGS_KEY) ?? 'null'));
  } catch {
    return readShellSettings(null);
  }
};

export const writeLocalSettings = (settings: ShellSettings, storage: Pick<Storage, 'setItem'> = localStorage) => {
  try {
    storage.setItem(SHELL_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or switched off: the settings still hold for this page.
  }
};

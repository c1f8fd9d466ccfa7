import type { ShellSettings } from '../../schemas/shellSettings';
import { readShellSettings } from '../../schemas/shellSettings';
import type { HttpClient } from '../../dataProvider/httpClient';
import { httpClient } from '../../dataProvider/httpClient';

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

type Answer = { responseData: { settings: unknown; saved: boolean } };

/** `GET /api/user/settings`: the user's saved settings, or null when the user has saved none. */
export const loadServerSettings = async (http: HttpClient = httpClient): Promise<ShellSettings | null> => {
  const answer = (await http('/user/settings')) as Answer;
  return answer.responseData.saved ? readShellSettings(answer.responseData.settings) : null;
};

/** `PUT /api/user/settings`. */
export const saveServerSettings = (settings: ShellSettings, http: HttpClient = httpClient) => http('/user/settings', { method: 'PUT', body: settings });

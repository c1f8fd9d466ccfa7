import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

/**
 * A call made from a record's screen with a busy flag: on success a notification (a message
 * key) and the screen's data refreshed (or, given, `reload` run instead), on failure the server's
 * message. `run` answers whether it succeeded.
 */
export const useNotifiedCall = (reload?: () => Promise<unknown>) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>, success: string): Promise<boolean> => {
    setBusy(true);
    try {
      await call();
      notify(success, { type: 'success' });
      if (reload) await reload();
      else refresh();
      return true;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};

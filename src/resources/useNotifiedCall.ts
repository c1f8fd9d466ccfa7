import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

/**
 * A call made from a record's screen with a busy flag: on success a notification (a message
 * key) and the screen's data refreshed, on failure the server's message. `run` answers whether it
 * succeeded.
 */
export const useNotifiedCall = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>, success: string): Promise<boolean> => {
    setBusy(true);
    try {
      await call();
      notify(success, { type: 'success' });
      refresh();
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

import { useEffect, useState } from 'react';
import { fetchAccessKeys } from '../../../dataProvider/administration';
import type { AccessKey } from './matrix';

type State = { keys: AccessKey[] | undefined; error: unknown };

/**
 * Every access key a group can set (GET /rolegroupsettings), the rows of the rights matrix.
 * A custom path, so it is not a record call of the data provider.
 */
export const useAccessKeys = (): State => {
  const [state, setState] = useState<State>({ keys: undefined, error: undefined });
  useEffect(() => {
    let live = true;
    fetchAccessKeys()
      .then((rows) => {
        if (live) setState({ keys: rows.map(({ key, label, clientAccess }) => ({ key, label, clientAccess })), error: undefined });
      })
      .catch((error: unknown) => {
        if (live) setState({ keys: undefined, error });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
};

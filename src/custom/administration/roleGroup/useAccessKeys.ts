import { useEffect, useState } from 'react';
import { httpClient } from '../../../dataProvider/httpClient';
import type { AccessKey } from './matrix';

type State = { keys: AccessKey[] | undefined; error: unknown };

/**
 * Every access key a group can set (GET /rolegroupsettings), the rows of the rights matrix.
 * A custom path, so it is not a dataProvider call.
 */
export const useAccessKeys = (): State => {
  const [state, setState] = useState<State>({ keys: undefined, error: undefined });
  useEffect(() => {
    let live = true;
    httpClient('/rolegroupsettings')
      .then((answer) => {
        const rows = (answer as { responseData: AccessKey[] }).responseData;
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

import { useEffect, useState } from 'react';
import type { ChangeEvent } from '../dataProvider/events';
import { onChange } from '../dataProvider/events';

/** The last change of one record made after the version shown here by someone else, as it arrives. */
export const useRecordChanged = (entity: string, id: unknown, version: unknown, me: unknown): ChangeEvent | undefined => {
  const [changed, setChanged] = useState<ChangeEvent>();
  useEffect(() => {
    setChanged(undefined);
    if (id === undefined) return undefined;
    return onChange((event) => {
      if (event.entity === entity && String(event.id) === String(id) && event.by !== me && (event.action === 'delete' || Number(event.version) > Number(version))) setChanged(event);
    });
  }, [entity, id, version, me]);
  return changed;
};

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { registry } from '../schemas/registry';
import { onChange } from './events';

/** Changes arriving within this many milliseconds refresh a list once (an import's thousands of records included). */
const GATHER_MS = 250;

/**
 * Open lists follow other people's changes: a change of a record refreshes the lists of its
 * entity where they are (their page, sort, filters and selection stay). The changes of a moment
 * are gathered, so that a burst (a bulk change, an import) refreshes each list once rather than
 * once a record. Mounted once by the shell.
 */
export const useLiveLists = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const changed = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      timer = undefined;
      for (const resource of changed) for (const kind of ['getList', 'getMany', 'getManyReference']) void queryClient.invalidateQueries({ queryKey: [resource, kind] });
      changed.clear();
    };
    const stop = onChange((event) => {
      const resource = registry.find((entity) => entity.name === event.entity)?.menu;
      if (!resource) return;
      changed.add(resource);
      timer ??= setTimeout(refresh, GATHER_MS);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
};

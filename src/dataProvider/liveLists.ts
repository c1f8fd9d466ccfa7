import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { registry } from '../schemas/registry';
import { onChange } from './events';

/**
 * Open lists follow other people's changes: a change of a record refreshes the lists of its
 * entity where they are (their page, sort, filters and selection stay). Mounted once by the shell.
 */
export const useLiveLists = () => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onChange((event) => {
        const resource = registry.find((entity) => entity.name === event.entity)?.menu;
        if (!resource) return;
        for (const kind of ['getList', 'getMany', 'getManyReference']) void queryClient.invalidateQueries({ queryKey: [resource, kind] });
      }),
    [queryClient],
  );
};

import type { ReactNode } from 'react';
import { CreateButton, ExportButton, FilterButton, TopToolbar, useFilterContext, useListContext, useResourceDefinition } from 'react-admin';
import { ColumnsButton, ListViews } from './ListTools';

/**
 * A generic list's actions: the saved views and the column chooser (both once the first rows are
 * shown), react-admin's usual ones (filters, create, export), then what the screen adds (`children`).
 */
export const EntityListActions = ({ children }: { children?: ReactNode }) => {
  const { exporter, total } = useListContext();
  const filters = useFilterContext();
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <ListViews />
      <ColumnsButton />
      {filters && filters.length > 0 && <FilterButton />}
      {hasCreate && <CreateButton />}
      {exporter !== false && <ExportButton disabled={total === 0} />}
      {children}
    </TopToolbar>
  );
};

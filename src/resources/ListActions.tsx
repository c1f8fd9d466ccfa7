import type { ReactNode } from 'react';
import { CreateButton, ExportButton, FilterButton, SelectColumnsButton, TopToolbar, useFilterContext, useListContext, useResourceDefinition } from 'react-admin';
import { ListViewsButton } from './ListViewsButton';
import { useColumnsKey } from './useColumnsKey';

/** The column chooser of a list whose grid is a `DatagridConfigurable` keyed by `useColumnsKey`. */
export const ColumnsButton = () => <SelectColumnsButton preferenceKey={useColumnsKey()} />;

/**
 * A generic list's actions: the saved views and the column chooser, react-admin's usual ones
 * (filters, create, export), then what the screen adds (`children`).
 */
export const EntityListActions = ({ children }: { children?: ReactNode }) => {
  const { exporter, total } = useListContext();
  const filters = useFilterContext();
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <ListViewsButton />
      <ColumnsButton />
      {filters && filters.length > 0 && <FilterButton />}
      {hasCreate && <CreateButton />}
      {exporter !== false && <ExportButton disabled={total === 0} />}
      {children}
    </TopToolbar>
  );
};

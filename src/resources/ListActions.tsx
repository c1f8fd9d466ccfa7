import type { ReactNode } from 'react';
import { CreateButton, ExportButton, FilterButton, SelectColumnsButton, TopToolbar, useFilterContext, useGetIdentity, useListContext, useResourceContext, useResourceDefinition } from 'react-admin';
import { columnsPreferenceKey } from './columns';

/** The signed-in user's key of the current list's chosen columns (the same for the grid and its chooser). */
export const useColumnsKey = (): string => {
  const resource = useResourceContext() ?? '';
  const { identity } = useGetIdentity();
  return columnsPreferenceKey(resource, identity?.id);
};

/** The column chooser of a list whose grid is a `DatagridConfigurable` keyed by `useColumnsKey`. */
export const ColumnsButton = () => <SelectColumnsButton preferenceKey={useColumnsKey()} />;

/**
 * A generic list's actions: react-admin's usual ones (filters, create, export) after the column
 * chooser, then what the screen adds (`children`).
 */
export const EntityListActions = ({ children }: { children?: ReactNode }) => {
  const { exporter, total } = useListContext();
  const filters = useFilterContext();
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <ColumnsButton />
      {filters && filters.length > 0 && <FilterButton />}
      {hasCreate && <CreateButton />}
      {exporter !== false && <ExportButton disabled={total === 0} />}
      {children}
    </TopToolbar>
  );
};

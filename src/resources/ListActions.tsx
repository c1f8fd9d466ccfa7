import type { ReactNode } from 'react';
import { CreateButton, FilterButton, TopToolbar, useFilterContext, useListContext, useResourceDefinition } from 'react-admin';
import { AddRowButton } from './inlineEditing';
import { ColumnsButton, ExportButton, ImportButton, ListViews } from './ListTools';

/**
 * A generic list's actions: the saved views and the column chooser (both once the first rows are
 * shown), filters, create, a row added in place (where the list edits in place), the import of a spreadsheet, the export of what the list shows (XLSX or CSV), then what the screen
 * adds (`children`).
 */
export const EntityListActions = ({ children }: { children?: ReactNode }) => {
  const { exporter } = useListContext();
  const filters = useFilterContext();
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <ListViews />
      <ColumnsButton />
      {filters && filters.length > 0 && <FilterButton />}
      {hasCreate && <CreateButton />}
      {hasCreate && <AddRowButton />}
      {hasCreate && <ImportButton />}
      {exporter !== false && <ExportButton />}
      {children}
    </TopToolbar>
  );
};

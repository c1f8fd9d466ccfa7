import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import { BulkDeleteButton, DatagridConfigurable, List, Pagination, useResourceContext, useTranslate } from 'react-admin';
import { RowDeleteButton } from './ConfirmedDeleteButton';
import { listFields } from '../schemas/core';
import { hiddenColumns, listCells } from './columns';
import { fieldRegistry } from './fieldRegistry';
import { EntityListActions, useColumnsKey } from './ListActions';
import { useEntity } from './useEntity';
import { useListFilters } from './useListFilters';
import { useRowActions } from './useRowActions';

/**
 * The list screen of any entity: columns, search, filters, sort and paging from its schema; the
 * user chooses the columns shown (kept per user), `hiddenByDefault` ones start hidden.
 * `actions`: an override's own toolbar above the list (with the column chooser, filters, create and export without).
 */
export const EntityList = ({ actions }: { actions?: ReactElement } = {}) => {
  const entity = useEntity();
  const resource = useResourceContext();
  const translate = useTranslate();
  const filters = useListFilters(entity);
  const labelOf = (key: string) => translate(`resources.${resource}.fields.${key}`);
  const { rowClick, canDelete } = useRowActions();
  const columnsKey = useColumnsKey();

  return (
    <List
      filters={filters}
      actions={actions ?? <EntityListActions />}
      sort={entity.defaultSort}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      sx={listCells}
    >
      {/* Mounted anew once the right to delete is known, so the chooser lists the delete column too. */}
      <DatagridConfigurable
        key={canDelete ? 'with-delete' : 'without-delete'}
        preferenceKey={columnsKey}
        omit={hiddenColumns(entity)}
        rowClick={rowClick}
        bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
      >
        {listFields(entity).map((key) => cloneElement(fieldRegistry[entity.fields[key].type].field({ source: key, field: entity.fields[key] }), { key, label: labelOf(key) }))}
        {canDelete && <RowDeleteButton label={translate('ra.action.delete')} />}
      </DatagridConfigurable>
    </List>
  );
};

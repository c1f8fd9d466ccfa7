import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import { BulkDeleteButton, Datagrid, List, Pagination, useResourceContext, useTranslate } from 'react-admin';
import { RowDeleteButton } from './ConfirmedDeleteButton';
import { listFields } from '../schemas/core';
import { fieldRegistry } from './fieldRegistry';
import { useEntity } from './useEntity';
import { useListFilters } from './useListFilters';
import { useRowActions } from './useRowActions';

/**
 * The list screen of any entity: columns, search, filters, sort and paging from its schema.
 * `actions`: an override's own toolbar above the list (react-admin's usual one without).
 */
export const EntityList = ({ actions }: { actions?: ReactElement } = {}) => {
  const entity = useEntity();
  const resource = useResourceContext();
  const translate = useTranslate();
  const filters = useListFilters(entity);
  const labelOf = (key: string) => translate(`resources.${resource}.fields.${key}`);
  const { rowClick, canDelete } = useRowActions();

  return (
    <List
      filters={filters}
      actions={actions}
      sort={entity.defaultSort}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <Datagrid rowClick={rowClick} bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}>
        {listFields(entity).map((key) => cloneElement(fieldRegistry[entity.fields[key].type].field({ source: key, field: entity.fields[key] }), { key, label: labelOf(key) }))}
        {canDelete && <RowDeleteButton label="" />}
      </Datagrid>
    </List>
  );
};

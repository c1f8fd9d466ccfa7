import { cloneElement } from 'react';
import { BulkDeleteButton, Datagrid, DeleteButton, List, Pagination, useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { listFields } from '../schemas/core';
import { fieldRegistry } from './fieldRegistry';
import { useEntity } from './useEntity';
import { useListFilters } from './useListFilters';

/**
 * The delete button of a row: an icon with "Delete" as its accessible name, and a confirmation
 * that names the record (`views.deleteTitle`'s %{name}), not the kind of record.
 */
export const RowDeleteButton = (_: { label?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const representation = useGetRecordRepresentation(useResourceContext());
  const name = record ? representation(record) : '';
  return (
    <DeleteButton
      mutationMode="pessimistic"
      label=""
      aria-label={translate('ra.action.delete')}
      confirmTitle="views.deleteTitle"
      confirmContent="views.deleteContent"
      titleTranslateOptions={{ name: typeof name === 'string' || typeof name === 'number' ? String(name) : `#${record?.id}` }}
    />
  );
};

/** The list screen of any entity: columns, search, filters, sort and paging from its schema. */
export const EntityList = () => {
  const entity = useEntity();
  const resource = useResourceContext();
  const translate = useTranslate();
  const filters = useListFilters(entity);
  const labelOf = (key: string) => translate(`resources.${resource}.fields.${key}`);

  return (
    <List
      filters={filters}
      sort={entity.defaultSort}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        {listFields(entity).map((key) => cloneElement(fieldRegistry[entity.fields[key].type].field({ source: key, field: entity.fields[key] }), { key, label: labelOf(key) }))}
        <RowDeleteButton label="" />
      </Datagrid>
    </List>
  );
};

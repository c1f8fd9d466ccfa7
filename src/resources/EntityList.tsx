import { cloneElement } from 'react';
import { BulkDeleteButton, Datagrid, DeleteButton, List, Pagination, useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { dataFields, listFields } from '../schemas/core';
import { fieldRegistry, searchFilter } from './fieldRegistry';
import { useEntity } from './useEntity';

/**
 * The delete button of a row: an icon with "Delete" as its accessible name, and a confirmation
 * that names the record (`views.deleteTitle`'s %{name}), not the kind of record.
 */
const RowDeleteButton = (_: { label?: string }) => {
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
  const fields = dataFields(entity);
  const labelOf = (key: string) => translate(`resources.${resource}.fields.${key}`);

  const filters = [
    ...(fields.some(([, f]) => f.filter === 'q') ? [searchFilter()] : []),
    ...fields
      .filter(([, f]) => f.filter === 'eq' || f.filter === 'range')
      .flatMap(([key, field]) =>
        fieldRegistry[field.type].filters({ source: key, field }).map((element) => {
          const source = element.props.source;
          const label = source.endsWith('_gte')
            ? translate('views.from', { field: labelOf(key) })
            : source.endsWith('_lte')
              ? translate('views.to', { field: labelOf(key) })
              : labelOf(key);
          return cloneElement(element, { label });
        }),
      ),
  ];

  return (
    <List
      filters={filters.length > 0 ? filters : undefined}
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

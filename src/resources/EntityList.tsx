import { cloneElement } from 'react';
import { BulkDeleteButton, Datagrid, DeleteButton, List, Pagination, useResourceContext, useTranslate } from 'react-admin';
import { dataFields, listFields } from '../schemas/core';
import { fieldRegistry, searchFilter } from './fieldRegistry';
import { useEntity } from './useEntity';

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
        <DeleteButton
          mutationMode="pessimistic"
          label=""
          confirmTitle="views.deleteTitle"
          confirmContent="views.deleteContent"
          translateOptions={undefined}
        />
      </Datagrid>
    </List>
  );
};

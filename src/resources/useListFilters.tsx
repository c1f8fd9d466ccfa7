import { cloneElement } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import type { EntityDef } from '../schemas/core';
import { dataFields } from '../schemas/core';
import { fieldRegistry, searchFilter } from './fieldRegistry';

/**
 * The list filters of an entity from its schema: the one search box when any field is marked
 * `filter: 'q'`, then the `eq` and `range` filters of the field registry, labelled
 * ("%{field} od" / "%{field} do" for ranges). Undefined when the entity has none.
 */
export const useListFilters = (entity: EntityDef) => {
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
  return filters.length > 0 ? filters : undefined;
};

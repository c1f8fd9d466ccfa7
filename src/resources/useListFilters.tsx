import { cloneElement } from 'react';
import { usePermissions, useResourceContext, useTranslate } from 'react-admin';
import type { EntityDef, FieldDef } from '../schemas/core';
import { dataFields } from '../schemas/core';
import { entityByName } from '../schemas/registry';
import { fieldRegistry, searchFilter } from './fieldRegistry';
import { useText } from './texts';

/**
 * A reference filter offers the target's records, so it needs the right to read them: without it
 * (someone who may not read the target) the filter is left out rather than failing to load.
 */
export const filterAllowed = (field: FieldDef, readable: readonly string[] | undefined, accessOf: (entity: string) => string | undefined = (entity) => entityByName(entity)?.access): boolean => {
  if (field.type !== 'reference') return true;
  const access = accessOf(field.target);
  return readable !== undefined && access !== undefined && readable.includes(access);
};

/**
 * The list filters of an entity from its schema: the one search box when any field is marked
 * `filter: 'q'`, then the `eq` and `range` filters of the field registry, labelled
 * ("%{field} od" / "%{field} do" for ranges). Undefined when the entity has none.
 */
export const useListFilters = (entity: EntityDef) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const { t } = useText();
  const { permissions } = usePermissions<string[]>();
  const fields = dataFields(entity);
  const labelOf = (key: string) => translate(`resources.${resource}.fields.${key}`);

  const filters = [
    ...(fields.some(([, f]) => f.filter === 'q') ? [searchFilter()] : []),
    ...fields
      .filter(([, f]) => (f.filter === 'eq' || f.filter === 'range') && filterAllowed(f, permissions))
      .flatMap(([key, field]) =>
        fieldRegistry[field.type].filters({ source: key, field }).map((element) => {
          const source = element.props.source;
          const label = source.endsWith('_gte')
            ? t('from', { field: labelOf(key) })
            : source.endsWith('_lte')
              ? t('to', { field: labelOf(key) })
              : labelOf(key);
          return cloneElement(element, { label });
        }),
      ),
  ];
  return filters.length > 0 ? filters : undefined;
};

import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import { List, Pagination, useResourceContext, useTranslate } from 'react-admin';
import { listFields } from '../schemas/core';
import { listCells } from './columns';
import { EntityDatagrid } from './EntityDatagrid';
import { fieldRegistry } from './fieldRegistry';
import { InlineEditingProvider } from './inlineEditingContext';
import { EntityListActions } from './ListActions';
import { useEntity } from './useEntity';
import { useListFilters } from './useListFilters';

/**
 * The list screen of any entity: columns, search, filters, sort and paging from its schema; the
 * user chooses the columns shown (kept per user), `hiddenByDefault` ones start hidden.
 * Where the entity edits in place (`inlineEdit`), its rows are edited where they are and "Dodaj
 * wiersz" adds one at the top.
 * `actions`: an override's own toolbar above the list (with the column chooser, filters, create and export without).
 */
export const EntityList = ({ actions }: { actions?: ReactElement } = {}) => {
  const entity = useEntity();
  const resource = useResourceContext();
  const translate = useTranslate();
  const filters = useListFilters(entity);
  const labelOf = (key: string) => translate(`resources.${resource}.fields.${key}`);

  const list = (
    <List
      filters={filters}
      actions={actions ?? <EntityListActions />}
      sort={entity.defaultSort}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      sx={listCells}
    >
      <EntityDatagrid>
        {listFields(entity).map((key) => cloneElement(fieldRegistry[entity.fields[key].type].field({ source: key, field: entity.fields[key] }), { key, label: labelOf(key) }))}
      </EntityDatagrid>
    </List>
  );
  return entity.inlineEdit ? <InlineEditingProvider>{list}</InlineEditingProvider> : list;
};

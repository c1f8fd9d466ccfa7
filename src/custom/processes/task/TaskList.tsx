import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { cloneElement } from 'react';
import type { RaRecord } from 'react-admin';
import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  Pagination,
  TextField,
  TopToolbar,
  useListContext,
  usePermissions,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';
import { RowDeleteButton } from '../../../resources/ConfirmedDeleteButton';
import { fieldRegistry } from '../../../resources/fieldRegistry';
import { useEntity } from '../../../resources/useEntity';
import { useListFilters } from '../../../resources/useListFilters';
import { useRowActions } from '../../../resources/useRowActions';
import { DATETIME_MINUTES_FORMAT } from '../../../i18n/formats';
import { formatWhen, taskRowSx } from './presentation';
import { AssigneeText, ExecutedText } from './TaskCells';
import { useText } from '../texts';

/** The access key that lets a user see every task, not only their own and their roles'. */
export const ALL_TASKS_RIGHT = 'allTasks';

export type TaskScope = 'mine' | 'roles' | 'all';

/**
 * Whose tasks the list shows: the user's, their roles', or (with the right) everyone's. Without a
 * choice the list shows every task the user may see: all of them for whoever has the right (so
 * "Wszystkie" reads as chosen), else their own, their roles' and those they assigned.
 */
const ScopeSwitch = () => {
  const { t } = useText();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { permissions } = usePermissions<string[]>();
  const seesAll = !!permissions?.includes(ALL_TASKS_RIGHT);
  const scopes: TaskScope[] = seesAll ? ['mine', 'roles', 'all'] : ['mine', 'roles'];
  const current = typeof filterValues.scope === 'string' ? filterValues.scope : seesAll ? 'all' : null;
  const choose = (scope: TaskScope | null) => {
    const { scope: _dropped, ...rest } = filterValues as Record<string, unknown>;
    setFilters(scope ? { ...rest, scope } : rest, displayedFilters);
  };
  return (
    <ToggleButtonGroup size="small" exclusive value={current} onChange={(_, scope: TaskScope | null) => choose(scope)} aria-label={t('taskScope')}>
      {scopes.map((scope) => (
        <ToggleButton key={scope} value={scope} sx={{ px: 1.5, textTransform: 'none' }}>
          {t(`taskScope_${scope}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};

const TaskListActions = () => {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
      <ScopeSwitch />
      <FilterButton />
      {hasCreate && <CreateButton />}
    </TopToolbar>
  );
};

// Nine columns outgrow a laptop screen: the table scrolls sideways instead of the whole page (the
// table, not its card, which would cut off the selected rows' toolbar above it).
const scrollSideways = { '& .RaList-main': { minWidth: 0 }, '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } as const;

/**
 * Tasks (spec §2 /tasks): whose (mine, my roles', all), the schema's search and filters, executed
 * tasks in the success colour with their execution date and open ones in the info colour.
 */
export const TaskList = () => {
  const entity = useEntity();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { t } = useText();
  const filters = useListFilters(entity);
  const { rowClick, canDelete } = useRowActions();
  const label = (key: string) => translate(`resources.${resource}.fields.${key}`);
  const column = (key: string) => cloneElement(fieldRegistry[entity.fields[key].type].field({ source: key, field: entity.fields[key] }), { key, label: label(key) });

  return (
    <List
      filters={filters}
      actions={<TaskListActions />}
      sort={entity.defaultSort}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      sx={scrollSideways}
    >
      <Datagrid rowClick={rowClick} rowSx={taskRowSx} bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}>
        {column('number')}
        {column('name')}
        {column('importance')}
        <FunctionField label={t('taskAssignee')} sortable={false} render={(record: RaRecord) => <AssigneeText record={record} />} />
        <TextField source="baseDocument" label={label('ownerType')} sortable={false} emptyText="—" />
        {column('date')}
        <FunctionField source="executionPeriod" label={label('executionPeriod')} render={(record: RaRecord) => formatWhen(record.executionPeriod, DATETIME_MINUTES_FORMAT)} />
        <FunctionField source="executed" label={label('executed')} render={(record: RaRecord) => <ExecutedText record={record} />} />
        {column('createdAt')}
        {canDelete && <RowDeleteButton label="" />}
      </Datagrid>
    </List>
  );
};

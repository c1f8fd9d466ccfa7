import { Chip } from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { cloneElement } from 'react';
import { List, Pagination, ReferenceField, TextField, useCanAccess, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { StatisticsButton } from './StatisticsButton';
import { entityByName } from '../../../schemas/registry';
import { listCells } from '../../../resources/columns';
import { EntityDatagrid } from '../../../resources/EntityDatagrid';
import { EntityListActions } from '../../../resources/ListActions';
import { fieldRegistry } from '../../../resources/fieldRegistry';
import { LazyFilter } from '../../../resources/LazyFilter';
import { useEntity } from '../../../resources/useEntity';
import { useListFilters } from '../../../resources/useListFilters';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Black or white, whichever reads better on the colour: every colour has one of them at 4.5:1 or more (WCAG AA). */
const textOn = (background: string) => (getContrastRatio(background, '#000') >= getContrastRatio(background, '#fff') ? '#000' : '#fff');

/** A status as a chip in the status's own colour (read from the status record). */
const StatusChip = () => {
  const status = useRecordContext();
  if (!status) return null;
  const color = typeof status.color === 'string' && HEX.test(status.color) ? status.color : undefined;
  return <Chip size="small" label={String(status.description ?? status.id)} sx={color ? { bgcolor: color, color: textOn(color) } : undefined} />;
};

const LEADING = ['number', 'input_date'] as const;
const STATUS_GROUPS = entityByName('reclamation_status_group').menu;
const TRAILING = ['execution_type', 'decision', 'responsible', 'execution_term', 'delivery_term'] as const;

/** Reclamations, newest first: the schema's search and filters, the status in colour, the positions' subjects; the columns are the user's choice. */
export const ReclamationList = () => {
  const entity = useEntity();
  const resource = useResourceContext();
  const translate = useTranslate();
  const schemaFilters = useListFilters(entity) ?? [];
  const { canAccess: canReadGroups } = useCanAccess({ resource: STATUS_GROUPS, action: 'list' });
  // The status group is no field of a reclamation: the server matches it through the status.
  const filters = canReadGroups
    ? [
        ...schemaFilters,
        <LazyFilter kind="reference" key="status_group" source="status_group" reference={STATUS_GROUPS} optionLabel={translate(`resources.${STATUS_GROUPS}.name`, { smart_count: 1 })} />,
      ]
    : schemaFilters;
  const label = (key: string) => translate(`resources.${resource}.fields.${key}`);
  const column = (key: string) => cloneElement(fieldRegistry[entity.fields[key].type].field({ source: key, field: entity.fields[key] }), { key, label: label(key) });

  return (
    <List
      filters={filters}
      actions={
        <EntityListActions>
          <StatisticsButton />
        </EntityListActions>
      }
      sort={{ field: 'id', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      sx={listCells}
    >
      <EntityDatagrid>
        {LEADING.map(column)}
        <ReferenceField source="status" reference={entityByName('reclamation_status').menu} link={false} label={label('status')}>
          <StatusChip />
        </ReferenceField>
        {column('customer')}
        <TextField source="possitions_description" label={translate(`resources.${resource}.fields.possitions`)} sortable={false} />
        {TRAILING.map(column)}
      </EntityDatagrid>
    </List>
  );
};

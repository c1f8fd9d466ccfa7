import { Paper, Typography } from '@mui/material';
import { cloneElement } from 'react';
import { Datagrid, Pagination, ReferenceManyField, SimpleForm, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import type { EntityDef } from '../../../schemas/core';
import { customerRequest } from '../../../schemas/entities/customerRequest';
import { reclamation } from '../../../schemas/entities/reclamation';
import { salesOrder } from '../../../schemas/entities/salesOrder';
import { EditToolbar, EntityInputs } from '../../../resources/EntityForm';
import { fieldRegistry } from '../../../resources/fieldRegistry';
import { useText } from '../texts';
import { VersionedEdit } from '../../../resources/VersionedEdit';

/** What a customer's screen lists of its records: the entity, its field naming the customer and the columns shown. */
const RELATED: readonly { entity: EntityDef; target: string; columns: readonly string[] }[] = [
  { entity: salesOrder, target: 'customerId', columns: ['numberStr', 'status', 'reference', 'createdAt', 'sumBrutto'] },
  { entity: customerRequest, target: 'customerId', columns: ['number', 'title', 'status', 'createdAt'] },
  { entity: reclamation, target: 'customer', columns: ['number', 'input_date', 'status', 'sales_order'] },
];

/** One kind of the customer's records, newest first, each row opening the record; shown to those who may read them. */
const RelatedRecords = ({ entity, target, columns }: (typeof RELATED)[number]) => {
  const translate = useTranslate();
  const { t } = useText();
  const { canAccess } = useCanAccess({ resource: entity.menu, action: 'list' });
  const record = useRecordContext();
  if (!canAccess || !record?.id) return null;
  const title = translate(`resources.${entity.menu}.name`, { smart_count: 2 });
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mx: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <ReferenceManyField reference={entity.menu} target={target} sort={{ field: 'id', order: 'DESC' }} perPage={5} pagination={<Pagination rowsPerPageOptions={[5, 10, 25]} />}>
        <Datagrid rowClick="edit" bulkActionButtons={false} empty={<Typography color="text.secondary">{t('customerNoRecords')}</Typography>}>
          {columns.map((key) =>
            cloneElement(fieldRegistry[entity.fields[key].type].field({ source: key, field: entity.fields[key] }), {
              key,
              label: translate(`resources.${entity.menu}.fields.${key}`),
            }),
          )}
        </Datagrid>
      </ReferenceManyField>
    </Paper>
  );
};

/** The customer's form and, below it, its orders, offer requests and reclamations (issue: the customer screen shows them). */
export const CustomerEdit = () => (
  <VersionedEdit redirect="list">
    <SimpleForm toolbar={<EditToolbar />}>
      <EntityInputs />
    </SimpleForm>
    {RELATED.map((related) => (
      <RelatedRecords key={related.entity.name} {...related} />
    ))}
  </VersionedEdit>
);

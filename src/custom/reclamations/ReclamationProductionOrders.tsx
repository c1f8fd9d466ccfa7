import { Alert } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { SelectInput } from 'react-admin';
import { entityByName } from '../../schemas/registry';
import { ChildRecordsGrid } from '../../resources/ChildRecordsGrid';
import { nextProductionOrderNumber, subjectChoices } from './costsAndOrders';
import { useText } from './texts';

const ORDERS = entityByName('reclamation_production_order');

/** An order's subject is one of the reclamation's positions' (none to choose while it has none saved). */
const SubjectInput = ({ reclamation, label }: { reclamation: RaRecord; label?: string }) => {
  const { t } = useText();
  const choices = subjectChoices(reclamation.possitions);
  return (
    <>
      {choices.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('productionOrdersNoPositions')}
        </Alert>
      )}
      <SelectInput source="reclamation_subject" label={label} choices={choices} disabled={choices.length === 0} />
    </>
  );
};

/** "Utwórz zlecenie": the number proposed from the reclamation's, the subject its only one if it has one. */
const newOrder = (reclamation: RaRecord, orders: readonly RaRecord[]) => {
  const choices = subjectChoices(reclamation.possitions);
  return {
    number: nextProductionOrderNumber(reclamation.number, orders.map((o) => o.number)),
    reclamation_subject: choices.length === 1 ? choices[0].id : null,
  };
};

/**
 * "Zlecenia produkcyjne": the reclamation's production orders (the order entity's list fields as
 * columns), for users who may read them; with the right to modify, new orders and their status
 * changed in the row.
 */
export const ReclamationProductionOrders = () => {
  const { t } = useText();
  return (
    <ChildRecordsGrid
      entity={ORDERS}
      foreignKey="reclamation_id"
      title={t('productionOrders')}
      texts={{ empty: t('productionOrdersEmpty'), add: t('productionOrdersCreate'), changed: t('productionOrdersStatusChanged') }}
      inRow={['status']}
      newRecord={newOrder}
      inputs={(reclamation) => ({ reclamation_subject: <SubjectInput reclamation={reclamation} /> })}
    />
  );
};

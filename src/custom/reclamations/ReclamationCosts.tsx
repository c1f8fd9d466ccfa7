import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { entityByName } from '../../schemas/registry';
import { ChildRecordsGrid } from '../../resources/ChildRecordsGrid';
import { costAmount } from './costsAndOrders';
import { useText } from './texts';

const COSTS = entityByName('reclamation_cost');

/** Keeps amount = quantity × unit price while either changes; the amount itself stays editable. */
const AmountFromQuantity = () => {
  const { setValue } = useFormContext();
  const [quantity, unitPrice] = useWatch({ name: ['quantity', 'unit_price'] });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setValue('amount', costAmount(quantity, unitPrice), { shouldDirty: true });
  }, [quantity, unitPrice, setValue]);
  return null;
};

/**
 * "Koszty": the reclamation's costs (the cost entity's list fields as columns) with their total in
 * PLN, for users who may read them; adding, changing and deleting them needs the right to modify.
 */
export const ReclamationCosts = () => {
  const { t } = useText();
  return (
    <ChildRecordsGrid
      entity={COSTS}
      foreignKey="reclamation_id"
      title={t('reclamationCosts')}
      texts={{
        empty: t('reclamationCostsEmpty'),
        add: t('reclamationCostsAdd'),
        edit: t('reclamationCostsEdit'),
        total: t('reclamationCostsTotal'),
      }}
      rowActions
      total={{ field: 'amount', unit: 'PLN' }}
      help={{ amount: t('reclamationCostsAmountHelp') }}
      formExtra={<AmountFromQuantity />}
    />
  );
};

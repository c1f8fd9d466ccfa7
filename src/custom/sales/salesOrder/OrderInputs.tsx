import PriceIcon from '@mui/icons-material/PriceChangeOutlined';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { cloneElement, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { calculatePrices, checkDoubleReference } from '../../../dataProvider/sales';
import { INITIAL_ORDER_STATUSES } from '../../../schemas/sales/orderStatus';
import type { DataField } from '../../../schemas/core';
import { salesOrder } from '../../../schemas/entities/salesOrder';
import { fieldInputs } from '../../../resources/fieldInputs';
import { validatorsFor } from '../../../resources/validators';
import { LinesInput } from '../../../resources/LinesInput';
import { useEntity } from '../../../resources/useEntity';
import { ConfigureLineButton } from './ConfiguratorDialog';
import { priceFromLines, statusChoices } from './payload';
import { useText } from '../texts';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ mb: 2 }}>
    <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, alignItems: 'center' } as const;

/** The statuses the order may take now: its own and the moves the transition table allows. */
const StatusInput = ({ label }: { label: string }) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const choices = statusChoices(useRecordContext(), INITIAL_ORDER_STATUSES).map((id) => ({ id, name: translate(`resources.${resource}.options.status.${id}`) }));
  return <SelectInput source="status" label={label} choices={choices} validate={validatorsFor(salesOrder.fields.status as DataField)} />;
};

type FormLine = { productId?: number | null; quantity?: number | null; discountPercent?: number | null };

/** Fills each line's net price and discount from the price list for the order's customer. */
const PriceLinesButton = ({ disabled }: { disabled: boolean }) => {
  const { t } = useText();
  const notify = useNotify();
  const { getValues, setValue } = useFormContext();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const lines = (getValues('products') as FormLine[] | undefined) ?? [];
    setBusy(true);
    const problems: string[] = [];
    let priced = 0;
    for (const [index, line] of lines.entries()) {
      if (!line.productId) continue;
      try {
        const body = { productId: line.productId, quantity: line.quantity || 1, customerId: getValues('customerId') || null, currency: getValues('currency') || 'PLN' };
        const priceLines = await calculatePrices(body);
        const { price, discountPercent } = priceFromLines(priceLines, line);
        setValue(`products.${index}.prices`, priceLines, { shouldDirty: true });
        setValue(`products.${index}.price`, price, { shouldDirty: true });
        setValue(`products.${index}.discountPercent`, discountPercent, { shouldDirty: true });
        priced++;
      } catch (error) {
        problems.push(t('orderNoPrice', { number: index + 1, message: (error as Error).message }));
      }
    }
    setBusy(false);
    if (problems.length > 0) notify(problems.join(' '), { type: 'warning', multiLine: true });
    else notify(t('orderPriced', { count: priced }), { type: 'success' });
  };
  return (
    <Button size="small" startIcon={<PriceIcon />} onClick={run} disabled={disabled || busy} sx={{ mb: 1 }}>
      {t('orderPriceLines')}
    </Button>
  );
};

/** Warns when another order already has the reference typed (spec §5), without stopping the save. */
const useReferenceCheck = () => {
  const notify = useNotify();
  const record = useRecordContext();
  return async (reference: string) => {
    if (!reference.trim()) return;
    try {
      const answer = await checkDoubleReference(reference, record?.id ?? null);
      if (answer.double && answer.message) notify(answer.message, { type: 'warning' });
    } catch {
      // The check only warns; a failure to check is not worth an error on top of the form.
    }
  };
};

/**
 * The order form, shared by create and edit: the schema's sections, the status limited to the
 * moves the transition table allows, every other field read-only once the order is confirmed (or
 * marked for deletion), and the lines with a button that prices them from the price list and, on a
 * configurable product's line, the configurator.
 */
export const OrderInputs = () => {
  const entity = useEntity();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { t } = useText();
  const record = useRecordContext();
  const locked = record?.editable === false;
  const checkReference = useReferenceCheck();
  // The order's discount is what its new lines start with (the field's help says so).
  const orderDiscount = useWatch({ name: 'discountPercent' }) as number | null | undefined;
  return (
    <Box sx={{ width: '100%', maxWidth: 1200 }}>
      {record?.markedToDelete ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('orderMarked')}
        </Alert>
      ) : (
        locked && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('orderLockedInfo', { status: translate(`resources.${resource}.options.status.${record?.status}`) })}
          </Alert>
        )
      )}
      {entity.layout.map((section, index) => (
        <Section key={index} title={translate(`resources.${resource}.sections.${index}`)}>
          {section.fields.includes('products') && <PriceLinesButton disabled={locked} />}
          <Box sx={section.fields.includes('products') ? undefined : grid}>
            {section.fields.map((key) => {
              const label = translate(`resources.${resource}.fields.${key}`);
              if (key === 'status') return <StatusInput key={key} label={label} />;
              const field = entity.fields[key];
              if (field.type === 'lines') return <LinesInput key={key} source={key} field={field} lineExtra={<ConfigureLineButton disabled={locked} />} lineDefaults={{ discountPercent: orderDiscount ?? 0 }} />;
              return cloneElement(fieldInputs[field.type].input({ source: key, field }), {
                key,
                label,
                readOnly: locked,
                ...(key === 'reference' ? { onBlur: (event: { target: { value: string } }) => checkReference(event.target.value) } : {}),
              });
            })}
          </Box>
        </Section>
      ))}
    </Box>
  );
};

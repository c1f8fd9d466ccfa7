import TuneIcon from '@mui/icons-material/Tune';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormHelperText, InputLabel, MenuItem, Select, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useGetOne, useNotify, useSimpleFormIteratorItem, useTranslate } from 'react-admin';
import type { ChosenParameter as Chosen, ConfiguratorParameter as Parameter, ConfiguratorSelection as Selection, ConfiguratorValue as Value } from '../../../dataProvider/sales';
import { calculatePrices, nextParameterValues, productParameters, selectedValue } from '../../../dataProvider/sales';
import { priceFromLines } from './payload';
import { useText } from '../texts';


/** The chosen value of each parameter, by parameter id. */
type Choices = Record<number, number>;
const asChosen = (parameters: readonly Parameter[], choices: Choices): Chosen[] =>
  parameters.filter((p) => choices[p.id] !== undefined).map((p) => ({ param: { id: p.id, uuid: p.uuid, name: p.name }, paramValue: { id: choices[p.id] } }));

/**
 * The configurator of one order line (spec §7 "Configurator"): the product's parameters in order,
 * each offering only the values the earlier choices allow (`next_param_value`); a choice a later
 * change made invalid is shown as an error (`errorValue`). The dimensions feed the formulas; the
 * check (`selected_value`) shows the description and computed values as the person chooses.
 * Applying writes the configuration, description and dimensions to the line and prices it.
 */
const Configurator = ({ index, productId, onClose }: { index: number; productId: number; onClose: () => void }) => {
  const translate = useTranslate();
  const { t } = useText();
  const notify = useNotify();
  const { getValues, setValue } = useFormContext();
  const line = `products.${index}`;
  const [parameters, setParameters] = useState<Parameter[] | null>(null);
  const [options, setOptions] = useState<Record<number, Value[]>>({});
  const [choices, setChoices] = useState<Choices>(() =>
    Object.fromEntries(((getValues(`${line}.choosenParameters`) as Chosen[] | undefined) ?? []).map((c) => [c.param.id, c.paramValue.id])),
  );
  const [dimensions, setDimensions] = useState({ length: (getValues(`${line}.length`) as number | null) ?? null, height: (getValues(`${line}.height`) as number | null) ?? null });
  const [selection, setSelection] = useState<Selection | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    productParameters(productId).then(setParameters, (error: Error) => setFailure(error.message));
  }, [productId]);

  // Each parameter's allowed values follow from the choices before it; a parameter without a choice takes its default.
  useEffect(() => {
    if (!parameters) return;
    let cancelled = false;
    (async () => {
      const next: Record<number, Value[]> = {};
      const chosen: Choices = { ...choices };
      for (const parameter of parameters) {
        const answer = await nextParameterValues({ productId, parameterId: parameter.id, choosenParameters: asChosen(parameters, chosen) });
        next[parameter.id] = answer.values;
        if (chosen[parameter.id] === undefined && answer.defaultValueId !== null) chosen[parameter.id] = answer.defaultValueId;
      }
      if (cancelled) return;
      setOptions(next);
      if (Object.keys(chosen).length !== Object.keys(choices).length) setChoices(chosen);
      const quantity = Number(getValues(`${line}.quantity`)) || 1;
      setSelection(await selectedValue({ productId, choosenParameters: asChosen(parameters, chosen), ...dimensions, quantity }));
    })().catch((error: Error) => !cancelled && setFailure(error.message));
    return () => {
      cancelled = true;
    };
  }, [parameters, choices, dimensions, productId, getValues, line]);

  const apply = async () => {
    if (!selection?.valid || !parameters) return;
    setBusy(true);
    try {
      setValue(`${line}.choosenParameters`, selection.chosen, { shouldDirty: true });
      setValue(`${line}.description`, selection.description, { shouldDirty: true });
      setValue(`${line}.length`, dimensions.length, { shouldDirty: true });
      setValue(`${line}.height`, dimensions.height, { shouldDirty: true });
      const body = { productId, quantity: Number(getValues(`${line}.quantity`)) || 1, choosenParameters: selection.chosen, customerId: getValues('customerId') || null, currency: getValues('currency') || 'PLN' };
      const priceLines = await calculatePrices(body);
      const { price, discountPercent } = priceFromLines(priceLines, { discountPercent: getValues(`${line}.discountPercent`) });
      setValue(`${line}.prices`, priceLines, { shouldDirty: true });
      setValue(`${line}.price`, price, { shouldDirty: true });
      setValue(`${line}.discountPercent`, discountPercent, { shouldDirty: true });
      onClose();
    } catch (error) {
      // The configuration is applied; only the price could not be found.
      notify((error as Error).message, { type: 'warning' });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  const problemOf = (parameterId: number) => selection?.problems.find((p) => p.parameterId === parameterId)?.message;
  const dimension = (key: 'length' | 'height', label: string) => (
    <TextField
      label={label}
      type="number"
      size="small"
      value={dimensions[key] ?? ''}
      onChange={(event) => setDimensions((d) => ({ ...d, [key]: event.target.value === '' ? null : Number(event.target.value) }))}
      slotProps={{ htmlInput: { min: 0, max: 100000, step: 1 } }}
    />
  );
  return (
    <>
      <DialogContent>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box sx={{ display: 'flex', gap: 2, my: 1 }}>
          {dimension('length', t('configuratorLength'))}
          {dimension('height', t('configuratorHeight'))}
        </Box>
        {parameters?.map((parameter) => {
          const allowed = options[parameter.id] ?? [];
          const problem = problemOf(parameter.id);
          const value = choices[parameter.id];
          return (
            <FormControl key={parameter.id} fullWidth size="small" margin="dense" error={Boolean(problem)}>
              <InputLabel id={`parameter-${parameter.id}`}>{parameter.name}</InputLabel>
              <Select
                labelId={`parameter-${parameter.id}`}
                label={parameter.name}
                value={value ?? ''}
                onChange={(event) => setChoices((c) => ({ ...c, [parameter.id]: Number(event.target.value) }))}
              >
                {allowed.map((v) => (
                  <MenuItem key={v.id} value={v.id}>
                    {v.label}
                  </MenuItem>
                ))}
                {/* A choice no longer allowed stays visible, marked, until the person changes it. */}
                {value !== undefined && !allowed.some((v) => v.id === value) && (
                  <MenuItem value={value} disabled>
                    {selection?.chosen.find((c) => c.param.id === parameter.id)?.valueLabel ?? value}
                  </MenuItem>
                )}
              </Select>
              {problem && <FormHelperText>{problem}</FormHelperText>}
            </FormControl>
          );
        })}
        {selection && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('configuratorDescription')}
            </Typography>
            <Typography variant="body2" data-testid="configurator-description">
              {selection.description || '—'}
            </Typography>
            {Object.hasOwn(selection.values, 'area') && (
              <Typography variant="body2" color="text.secondary">
                {t('configuratorArea', { area: selection.values.area })}
              </Typography>
            )}
            {selection.problems
              .filter((p) => p.parameterId === null)
              .map((p) => (
                <Alert key={p.message} severity="warning" sx={{ mt: 1 }}>
                  {p.message}
                </Alert>
              ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={apply} disabled={!selection?.valid || busy}>
          {t('configuratorApply')}
        </Button>
      </DialogActions>
    </>
  );
};

/** The line's "Configure" button, shown for a configurable product; opens the configurator. */
export const ConfigureLineButton = ({ disabled = false }: { disabled?: boolean }) => {
  const { t } = useText();
  const { index } = useSimpleFormIteratorItem();
  const productId = useWatch({ name: `products.${index}.productId` }) as number | null | undefined;
  const { data: product } = useGetOne('products', { id: productId ?? 0 }, { enabled: Boolean(productId) });
  const [open, setOpen] = useState(false);
  if (!productId || !product?.configProduct) return null;
  return (
    <>
      <Button size="small" startIcon={<TuneIcon />} onClick={() => setOpen(true)} disabled={disabled} sx={{ alignSelf: 'center' }}>
        {t('configuratorOpen')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={`configurator-${index}`}>
        <DialogTitle id={`configurator-${index}`}>{t('configuratorTitle', { product: String(product.name ?? '') })}</DialogTitle>
        {open && <Configurator index={index} productId={productId} onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
};

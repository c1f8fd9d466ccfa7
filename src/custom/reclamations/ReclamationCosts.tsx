import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import type { RaRecord } from 'react-admin';
import {
  AutocompleteInput,
  DeleteWithConfirmButton,
  Form,
  NumberInput,
  RecordContextProvider,
  ReferenceField,
  ReferenceInput,
  SaveButton,
  TextInput,
  useCreate,
  useListContext,
  useLocaleState,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { entityByName } from '../../schemas/registry';
import { DATE_FORMAT } from '../../i18n/formats';
import { DateValueInput } from '../../resources/DatePickers';
import { validatorsFor } from '../../resources/validators';
import { costAmount, costsTotal, formatMoney } from './costsAndOrders';
import { ReclamationChildren } from './ReclamationSection';
import { useText } from './texts';

const COSTS = entityByName('reclamation_cost');
const ARTICLES = entityByName('reclamation_cost_article').menu;
const COLUMNS = ['cost_article', 'description', 'cost_date', 'quantity', 'unit_price', 'amount'] as const;
const NUMERIC = new Set<string>(['quantity', 'unit_price', 'amount']);

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

type DialogProps = { reclamationId: RaRecord['id']; record?: RaRecord; onClose: () => void; onSaved: () => void };

/** Adds a cost to the reclamation or changes one. */
const CostDialog = ({ reclamationId, record, onClose, onSaved }: DialogProps) => {
  const translate = useTranslate();
  const { t } = useText();
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  const label = (key: string) => translate(`resources.${COSTS.menu}.fields.${key}`);
  const defaults = record ?? { reclamation_id: reclamationId, cost_date: dayjs().format('YYYY-MM-DD'), quantity: 1, unit_price: 0, amount: 0 };
  const save = async (values: Record<string, unknown>) => {
    const data = Object.fromEntries(COLUMNS.map((key) => [key, values[key] === '' ? null : values[key]]));
    try {
      if (record) await update(COSTS.menu, { id: record.id, data, previousData: record }, { returnPromise: true });
      else await create(COSTS.menu, { data: { ...data, reclamation_id: reclamationId } }, { returnPromise: true });
      notify(record ? 'ra.notification.updated' : 'ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
      onSaved();
      onClose();
    } catch (error) {
      const e = error as { message?: string; body?: { errors?: Record<string, string> } };
      notify(e.message ?? 'ra.notification.http_error', { type: 'error' });
      return e.body?.errors;
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="cost-dialog-title">
      <Form record={defaults} onSubmit={save}>
        <DialogTitle id="cost-dialog-title">{t(record ? 'reclamationCostsEdit' : 'reclamationCostsAdd')}</DialogTitle>
        <DialogContent>
          <ReferenceInput source="cost_article" reference={ARTICLES}>
            <AutocompleteInput label={label('cost_article')} validate={validatorsFor(COSTS.fields.cost_article)} fullWidth />
          </ReferenceInput>
          <TextInput source="description" label={label('description')} validate={validatorsFor(COSTS.fields.description)} fullWidth />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <DateValueInput kind="date" source="cost_date" label={label('cost_date')} validate={validatorsFor(COSTS.fields.cost_date)} />
            <NumberInput source="quantity" label={label('quantity')} validate={validatorsFor(COSTS.fields.quantity)} />
            <NumberInput source="unit_price" label={label('unit_price')} step={0.01} validate={validatorsFor(COSTS.fields.unit_price)} />
            <NumberInput source="amount" label={label('amount')} step={0.01} validate={validatorsFor(COSTS.fields.amount)} helperText={t('reclamationCostsAmountHelp')} />
          </Box>
          <AmountFromQuantity />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/** The costs as a table with a total in PLN; rows open the edit dialog when the user may change them. */
const CostsTable = ({ canModify, onEdit }: { canModify: boolean; onEdit: (row: RaRecord) => void }) => {
  const translate = useTranslate();
  const { t } = useText();
  const [locale = 'pl'] = useLocaleState();
  const { data = [], isPending, refetch } = useListContext();
  if (isPending) return null;
  if (data.length === 0) return <Typography variant="body2" color="text.secondary">{t('reclamationCostsEmpty')}</Typography>;
  const cell = (row: RaRecord, key: (typeof COLUMNS)[number]) => {
    if (key === 'cost_article') return <ReferenceField source="cost_article" reference={ARTICLES} link={false} />;
    if (key === 'cost_date') return row.cost_date ? dayjs(row.cost_date).format(DATE_FORMAT) : '';
    if (key === 'quantity') return row.quantity == null ? '' : new Intl.NumberFormat(locale).format(row.quantity);
    if (key === 'unit_price' || key === 'amount') return row[key] == null ? '' : formatMoney(row[key], locale);
    return row[key] ?? '';
  };
  // A narrow window scrolls the table inside its section, never the page.
  return (
    <TableContainer sx={{ maxWidth: 960 }}>
      <Table size="small" aria-label={t('reclamationCosts')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((key) => (
              <TableCell key={key} align={NUMERIC.has(key) ? 'right' : 'left'}>{translate(`resources.${COSTS.menu}.fields.${key}`)}</TableCell>
            ))}
            {canModify && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <RecordContextProvider key={row.id} value={row}>
              <TableRow hover data-testid="cost-row">
                {COLUMNS.map((key) => (
                  <TableCell key={key} align={NUMERIC.has(key) ? 'right' : 'left'}>{cell(row, key)}</TableCell>
                ))}
                {canModify && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={translate('ra.action.edit')}>
                      <IconButton size="small" aria-label={translate('ra.action.edit')} onClick={() => onEdit(row)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <DeleteWithConfirmButton
                      record={row}
                      resource={COSTS.menu}
                      redirect={false}
                      mutationMode="pessimistic"
                      label=""
                      aria-label={translate('ra.action.delete')}
                      confirmTitle={t('deleteTitle', { name: String(row.description || `#${row.id}`) })}
                      confirmContent={t('deleteContent')}
                      mutationOptions={{ onSuccess: () => refetch() }}
                    />
                  </TableCell>
                )}
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={COLUMNS.length - 1} sx={{ fontWeight: 700 }}>{t('reclamationCostsTotal')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="costs-total">{`${formatMoney(costsTotal(data), locale)} PLN`}</TableCell>
            {canModify && <TableCell />}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
};

/** The body of the section: the table and, with the right to change costs, the dialog. */
const CostsBody = ({ reclamationId, canModify }: { reclamationId: RaRecord['id']; canModify: boolean }) => {
  const { t } = useText();
  const { refetch } = useListContext();
  const [editing, setEditing] = useState<RaRecord | 'new' | null>(null);
  return (
    <>
      <CostsTable canModify={canModify} onEdit={setEditing} />
      {canModify && (
        <Button size="small" startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => setEditing('new')}>{t('reclamationCostsAdd')}</Button>
      )}
      {editing && <CostDialog reclamationId={reclamationId} record={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={() => refetch()} />}
    </>
  );
};

/** "Koszty": the reclamation's costs, for users who may read them; changes need the right to modify. */
export const ReclamationCosts = () => {
  const { t } = useText();
  return (
    <ReclamationChildren entity={COSTS} id="reclamation-costs" title={t('reclamationCosts')} sort={{ field: 'cost_date', order: 'ASC' }}>
      {({ reclamation, canModify }) => <CostsBody reclamationId={reclamation.id} canModify={canModify} />}
    </ReclamationChildren>
  );
};

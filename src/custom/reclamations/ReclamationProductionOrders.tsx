import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Select, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import {
  Form,
  NumberInput,
  RecordContextProvider,
  ReferenceField,
  SaveButton,
  SelectInput,
  TextInput,
  useCreate,
  useListContext,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { SelectField } from '../../schemas/core';
import { entityByName } from '../../schemas/registry';
import { DATE_FORMAT } from '../../i18n/formats';
import { DateValueInput } from '../../resources/DatePickers';
import { validatorsFor } from '../../resources/validators';
import { nextProductionOrderNumber, subjectChoices } from './costsAndOrders';
import { ReclamationChildren } from './ReclamationSection';
import { useText } from './texts';

const ORDERS = entityByName('reclamation_production_order');
const SUBJECTS = entityByName('reclamation_subject').menu;
const COLUMNS = ['number', 'reclamation_subject', 'description', 'quantity', 'due_date', 'status'] as const;
const STATUSES = (ORDERS.fields.status as SelectField).options.map((o) => String(o.id));

type Failure = { message?: string; body?: { errors?: Record<string, string> } };

/** "Utwórz zlecenie": number proposed from the reclamation's, subject from its positions. */
const CreateOrderDialog = ({ reclamation, existing, onClose, onSaved }: { reclamation: RaRecord; existing: RaRecord[]; onClose: () => void; onSaved: () => void }) => {
  const translate = useTranslate();
  const { t } = useText();
  const notify = useNotify();
  const [create] = useCreate();
  const label = (key: string) => translate(`resources.${ORDERS.menu}.fields.${key}`);
  const choices = subjectChoices(reclamation.possitions);
  const defaults = {
    number: nextProductionOrderNumber(reclamation.number, existing.map((o) => o.number)),
    reclamation_subject: choices.length === 1 ? choices[0].id : null,
    quantity: 1,
    status: 'NEW',
  };
  const save = async (values: Record<string, unknown>) => {
    const data = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? null : value]));
    try {
      await create(ORDERS.menu, { data: { ...data, reclamation_id: reclamation.id } }, { returnPromise: true });
      notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
      onSaved();
      onClose();
    } catch (error) {
      const e = error as Failure;
      notify(e.message ?? 'ra.notification.http_error', { type: 'error' });
      return e.body?.errors;
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="order-dialog-title">
      <Form record={defaults} onSubmit={save}>
        <DialogTitle id="order-dialog-title">{t('productionOrdersCreate')}</DialogTitle>
        <DialogContent>
          <TextInput source="number" label={label('number')} validate={validatorsFor(ORDERS.fields.number)} fullWidth />
          {choices.length === 0 && <Alert severity="info" sx={{ mb: 2 }}>{t('productionOrdersNoPositions')}</Alert>}
          <SelectInput source="reclamation_subject" label={label('reclamation_subject')} choices={choices} disabled={choices.length === 0} fullWidth />
          <TextInput source="description" label={label('description')} validate={validatorsFor(ORDERS.fields.description)} multiline fullWidth />
          <NumberInput source="quantity" label={label('quantity')} step={1} validate={validatorsFor(ORDERS.fields.quantity)} />
          <DateValueInput kind="date" source="due_date" label={label('due_date')} validate={validatorsFor(ORDERS.fields.due_date)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/** The status of a row: a select for users who may change orders, else its text. */
const StatusCell = ({ row, canModify }: { row: RaRecord; canModify: boolean }) => {
  const translate = useTranslate();
  const { t } = useText();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const text = (status: string) => translate(`resources.${ORDERS.menu}.options.status.${status}`);
  if (!canModify) return <>{text(String(row.status))}</>;
  const change = (status: string) =>
    update(ORDERS.menu, { id: row.id, data: { status }, previousData: row }, { mutationMode: 'pessimistic', onSuccess: () => notify(t('productionOrdersStatusChanged')), onError: (e) => notify((e as Failure).message ?? 'ra.notification.http_error', { type: 'error' }) });
  return (
    <Select size="small" variant="standard" value={String(row.status)} disabled={isPending} onChange={(e) => change(e.target.value)} inputProps={{ 'aria-label': `${translate(`resources.${ORDERS.menu}.fields.status`)} ${row.number}` }}>
      {STATUSES.map((status) => (
        <MenuItem key={status} value={status}>{text(status)}</MenuItem>
      ))}
    </Select>
  );
};

const OrdersTable = ({ canModify }: { canModify: boolean }) => {
  const translate = useTranslate();
  const { t } = useText();
  const { data = [], isPending } = useListContext();
  if (isPending) return null;
  if (data.length === 0) return <Typography variant="body2" color="text.secondary">{t('productionOrdersEmpty')}</Typography>;
  const cell = (row: RaRecord, key: (typeof COLUMNS)[number]) => {
    if (key === 'reclamation_subject') return <ReferenceField source="reclamation_subject" reference={SUBJECTS} link={false} />;
    if (key === 'due_date') return row.due_date ? dayjs(row.due_date).format(DATE_FORMAT) : '';
    if (key === 'status') return <StatusCell row={row} canModify={canModify} />;
    return row[key] ?? '';
  };
  return (
    <Table size="small" sx={{ maxWidth: 960 }} aria-label={t('productionOrders')}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((key) => (
            <TableCell key={key} align={key === 'quantity' ? 'right' : 'left'}>{translate(`resources.${ORDERS.menu}.fields.${key}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((row) => (
          <RecordContextProvider key={row.id} value={row}>
            <TableRow hover data-testid="production-order-row">
              {COLUMNS.map((key) => (
                <TableCell key={key} align={key === 'quantity' ? 'right' : 'left'}>{cell(row, key)}</TableCell>
              ))}
            </TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </Table>
  );
};

const OrdersBody = ({ reclamation, canModify }: { reclamation: RaRecord; canModify: boolean }) => {
  const { t } = useText();
  const { data = [], refetch } = useListContext();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <OrdersTable canModify={canModify} />
      {canModify && (
        <Button size="small" startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => setCreating(true)}>{t('productionOrdersCreate')}</Button>
      )}
      {creating && <CreateOrderDialog reclamation={reclamation} existing={data} onClose={() => setCreating(false)} onSaved={() => refetch()} />}
    </>
  );
};

/** "Zlecenia produkcyjne": the reclamation's production orders, for users who may read them. */
export const ReclamationProductionOrders = () => {
  const { t } = useText();
  return (
    <ReclamationChildren entity={ORDERS} id="reclamation-production-orders" title={t('productionOrders')} sort={{ field: 'id', order: 'ASC' }}>
      {({ reclamation, canModify }) => <OrdersBody reclamation={reclamation} canModify={canModify} />}
    </ReclamationChildren>
  );
};

import DeleteMarkIcon from '@mui/icons-material/DeleteSweepOutlined';
import OrderIcon from '@mui/icons-material/ShoppingCartOutlined';
import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, Create, Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { httpClient } from '../../../dataProvider/httpClient';
import { defaultRecord } from '../../../schemas/core';
import { ChangeLog } from '../../ChangeLog';
import { ConfirmedDeleteButton } from '../../ConfirmedDeleteButton';
import { EntityInputs } from '../../EntityForm';
import { RecordFiles } from '../../files/RecordFiles';
import { useEntity } from '../../useEntity';
import { useNotifiedCall } from '../reclamation/useNotifiedCall';
import { RequestComments } from './RequestComments';
import { requestTitleArgs } from './presentation';

/** "Nr ZO/00012/2026 od 05.03.2026" (spec §9). */
const RequestTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  return record ? <span>{translate('views.orderTitle', requestTitleArgs(record))}</span> : null;
};

/** Marks the request for deletion after asking, or restores it (spec §4, reversible). */
const DeletionMarkButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { busy, run } = useNotifiedCall();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const toggle = () => run(() => httpClient('/customer_request/change_deletion_mark', { method: 'POST', body: { id: record.id } }), 'views.orderMarkDone');
  if (record.markedToDelete) {
    return (
      <Button startIcon={<RestoreIcon />} onClick={toggle} disabled={busy}>
        {translate('views.orderRestore')}
      </Button>
    );
  }
  return (
    <>
      <Button startIcon={<DeleteMarkIcon />} color="warning" onClick={() => setAsking(true)} disabled={busy}>
        {translate('views.orderMarkToDelete')}
      </Button>
      <Confirm
        isOpen={asking}
        title="views.orderMarkToDelete"
        content="views.requestMarkConfirm"
        translateOptions={{ number: requestTitleArgs(record).number }}
        onConfirm={() => {
          setAsking(false);
          void toggle();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

/** "Create an order from this request" (after a confirmation), or the link to the order made from it. */
const OrderFromRequest = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record?.id) return null;
  if (record.orderId) {
    return (
      <Button startIcon={<OrderIcon />} onClick={() => redirect(`/sales/sales-orders/${record.orderId}`)}>
        {translate('views.requestOrderLink', { number: String(record.orderNumber ?? record.orderId) })}
      </Button>
    );
  }
  const create = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const answer = (await httpClient(`/customer_request/${record.id}/create_order`, { method: 'POST' })) as { responseData: { order: { id: number; numberStr: string } } };
      notify('views.requestOrderCreated', { type: 'success', messageArgs: { number: answer.responseData.order.numberStr } });
      redirect(`/sales/sales-orders/${answer.responseData.order.id}`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button startIcon={<OrderIcon />} onClick={() => setAsking(true)} disabled={busy || Boolean(record.markedToDelete)}>
        {translate('views.requestCreateOrder')}
      </Button>
      <Confirm isOpen={asking} title="views.requestCreateOrder" content="views.requestCreateOrderConfirm" translateOptions={{ number: requestTitleArgs(record).number }} onConfirm={create} onClose={() => setAsking(false)} />
    </>
  );
};

const RequestToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
    <SaveButton />
    <span>
      <OrderFromRequest />
      <DeletionMarkButton />
      <ConfirmedDeleteButton />
    </span>
  </Toolbar>
);

const MarkedNotice = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record?.markedToDelete ? (
    <Alert severity="warning" sx={{ mb: 2, width: '100%' }}>
      {translate('views.requestMarked')}
    </Alert>
  ) : null;
};

/** The request's own files (its comments keep theirs). */
const RequestFiles = () => {
  const record = useRecordContext();
  return record?.id ? <RecordFiles objectType="customer_request" ownerId={Number(record.id)} readOnly={Boolean(record.markedToDelete)} /> : null;
};

/** A new request opens in its edit screen once saved: its number, comments and files. */
export const RequestCreate = () => {
  const entity = useEntity();
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={() => defaultRecord(entity)}>
        <EntityInputs />
      </SimpleForm>
    </Create>
  );
};

/** The request with its comments; saving stays on it. */
export const RequestEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false} title={<RequestTitle />}>
    <SimpleForm toolbar={<RequestToolbar />}>
      <MarkedNotice />
      <EntityInputs />
    </SimpleForm>
    <RequestComments />
    <RequestFiles />
    <ChangeLog objectType="customer_request" />
  </Edit>
);

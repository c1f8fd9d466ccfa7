import OrderIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, Create, SaveButton, SimpleForm, Toolbar, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { createOrderFromRequest } from '../../../dataProvider/sales';
import { defaultRecord } from '../../../schemas/core';
import { ChangeLog } from '../../../resources/ChangeLog';
import { RecordMail } from '../../mailbox/shared';
import { SaveFirstNote } from '../SaveFirstNote';
import { ConfirmedDeleteButton } from '../../../resources/ConfirmedDeleteButton';
import { toggleRequestDeletionMark } from '../../../dataProvider/records';
import { DeletionMarkButton } from '../DeletionMarkButton';
import { EntityInputs } from '../../../resources/EntityForm';
import { RecordFiles } from '../../../resources/files/RecordFiles';
import { useEntity } from '../../../resources/useEntity';
import { RequestComments } from './RequestComments';
import { requestTitleArgs } from './presentation';
import { stickyFormCard, stickyToolbar } from '../../../resources/FormToolbar';
import { useText } from '../texts';
import { VersionedEdit } from '../../../resources/VersionedEdit';

/** "Nr ZO/00012/2026 od 05.03.2026" (spec §9). */
const RequestTitle = () => {
  const { t } = useText();
  const record = useRecordContext();
  return record ? <span>{t('orderTitle', requestTitleArgs(record))}</span> : null;
};

/** The request's reversible deletion mark. */
const RequestDeletionMark = () => {
  const record = useRecordContext();
  const { t } = useText();
  return record ? <DeletionMarkButton toggleMark={toggleRequestDeletionMark} confirm={t('requestMarkConfirm', { number: requestTitleArgs(record).number })} /> : null;
};

/** "Create an order from this request" (after a confirmation), or the link to the order made from it. */
const OrderFromRequest = () => {
  const record = useRecordContext();
  const { t } = useText();
  const notify = useNotify();
  const redirect = useRedirect();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record?.id) return null;
  if (record.orderId) {
    return (
      <Button startIcon={<OrderIcon />} onClick={() => redirect(`/sales/sales-orders/${record.orderId}`)}>
        {t('requestOrderLink', { number: String(record.orderNumber ?? record.orderId) })}
      </Button>
    );
  }
  const create = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const { order } = await createOrderFromRequest(record.id);
      notify(t('requestOrderCreated', { number: order.numberStr }), { type: 'success' });
      redirect(`/sales/sales-orders/${order.id}`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button startIcon={<OrderIcon />} onClick={() => setAsking(true)} disabled={busy || Boolean(record.markedToDelete)}>
        {t('requestCreateOrder')}
      </Button>
      <Confirm isOpen={asking} title={t('requestCreateOrder')} content={t('requestCreateOrderConfirm', { number: requestTitleArgs(record).number })} onConfirm={create} onClose={() => setAsking(false)} />
    </>
  );
};

const RequestToolbar = () => (
  <Toolbar role="toolbar" sx={{ ...stickyToolbar, justifyContent: 'space-between' }}>
    <SaveButton />
    <span>
      <OrderFromRequest />
      <RequestDeletionMark />
      <ConfirmedDeleteButton />
    </span>
  </Toolbar>
);

const MarkedNotice = () => {
  const record = useRecordContext();
  const { t } = useText();
  return record?.markedToDelete ? (
    <Alert severity="warning" sx={{ mb: 2, width: '100%' }}>
      {t('requestMarked')}
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
        <SaveFirstNote />
      </SimpleForm>
    </Create>
  );
};

/** The request with its comments; saving stays on it. */
export const RequestEdit = () => (
  <VersionedEdit auditLog={false} redirect={false} title={<RequestTitle />} sx={stickyFormCard}>
    <SimpleForm toolbar={<RequestToolbar />}>
      <MarkedNotice />
      <EntityInputs />
    </SimpleForm>
    <RequestComments />
    <RequestFiles />
    <RecordMail ownerType="customerRequest" customerField="customerId" />
    <ChangeLog objectType="customer_request" />
  </VersionedEdit>
);

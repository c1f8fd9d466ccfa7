import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { Create, SaveButton, SimpleForm, Toolbar, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { createDeliveryDocument } from '../../../dataProvider/sales';
import { defaultRecord, writableFields } from '../../../schemas/core';
import { DELIVERABLE_ORDER_STATUSES } from '../../../schemas/sales/deliveryStatus';
import { ChangeLog } from '../../../resources/ChangeLog';
import { RecordMail } from '../../mailbox/shared';
import { SaveFirstNote } from '../SaveFirstNote';
import { ConfirmedDeleteButton } from '../../../resources/ConfirmedDeleteButton';
import { stickyFormCard, stickyToolbar } from '../../../resources/FormToolbar';
import { toggleOrderDeletionMark } from '../../../dataProvider/records';
import { DeletionMarkButton } from '../DeletionMarkButton';
import { RecordFiles } from '../../../resources/files/RecordFiles';
import { useEntity } from '../../../resources/useEntity';
import { OrderInputs } from './OrderInputs';
import { DocumentSums } from '../DocumentSums';
import { orderPayload, orderTitleArgs } from './payload';
import { useText } from '../texts';
import { VersionedEdit } from '../../../resources/VersionedEdit';

const usePayload = () => {
  const writable = writableFields(useEntity()).map(([key]) => key);
  return (data: RaRecord) => orderPayload(data, writable);
};

/** "Nr ZAM-000012 od 05.03.2026" (spec §9). */
const OrderTitle = () => {
  const { t } = useText();
  const record = useRecordContext();
  return record ? <span>{t('orderTitle', orderTitleArgs(record))}</span> : null;
};

/** The order's reversible deletion mark. */
const OrderDeletionMark = () => {
  const record = useRecordContext();
  const { t } = useText();
  return record ? <DeletionMarkButton toggleMark={toggleOrderDeletionMark} confirm={t('orderMarkConfirm', { number: orderTitleArgs(record).number })} /> : null;
};

/** Opens the order confirmation PDF in a new tab: the saved order, not unsaved changes of the form. */
const PrintConfirmationButton = () => {
  const record = useRecordContext();
  const { t } = useText();
  if (!record?.id) return null;
  return (
    <Button startIcon={<PrintIcon />} href={`/api/order/${encodeURIComponent(String(record.id))}/confirmation.pdf`} target="_blank" rel="noopener">
      {t('orderPrint')}
    </Button>
  );
};

/**
 * The order's files (spec §7 "Orders"). Unlike its fields they stay open while the order is locked:
 * documents may be added to any saved order by whoever may modify orders.
 */
const OrderFiles = () => {
  const record = useRecordContext();
  return record?.id ? <RecordFiles objectType="order" ownerId={Number(record.id)} /> : null;
};

/** Makes a delivery document (WZ) of a confirmed order and opens it. */
const DeliveryDocumentButton = () => {
  const record = useRecordContext();
  const { t } = useText();
  const notify = useNotify();
  const redirect = useRedirect();
  const [busy, setBusy] = useState(false);
  if (!record?.id || !DELIVERABLE_ORDER_STATUSES.includes(String(record.status)) || record.markedToDelete) return null;
  const make = async () => {
    setBusy(true);
    try {
      const delivery = await createDeliveryDocument(record.id);
      notify(t('deliveryDocumentCreated', { number: delivery.number }), { type: 'success' });
      redirect(`/sales/delivery-documents/${delivery.id}`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<LocalShippingIcon />} onClick={make} disabled={busy}>
      {t('deliveryDocumentFromOrder')}
    </Button>
  );
};

const OrderToolbar = () => (
  <Toolbar role="toolbar" sx={{ ...stickyToolbar, justifyContent: 'space-between' }}>
    <span>
      <SaveButton />
      <PrintConfirmationButton />
      <DeliveryDocumentButton />
    </span>
    <span>
      <OrderDeletionMark />
      <ConfirmedDeleteButton />
    </span>
  </Toolbar>
);

/** A new order opens in its edit screen once saved: number, sums and change log. */
export const OrderCreate = () => {
  const entity = useEntity();
  return (
    <Create redirect="edit" transform={usePayload()} sx={stickyFormCard}>
      <SimpleForm defaultValues={() => ({ ...defaultRecord(entity), products: [] })}>
        <OrderInputs />
        <SaveFirstNote />
      </SimpleForm>
    </Create>
  );
};

/** Saving stays on the order, so its sums and change log show what the save did. */
export const OrderEdit = () => (
  <VersionedEdit auditLog={false} redirect={false} transform={usePayload()} title={<OrderTitle />} sx={stickyFormCard}>
    <SimpleForm toolbar={<OrderToolbar />}>
      <OrderInputs />
    </SimpleForm>
    <DocumentSums />
    <OrderFiles />
    <RecordMail ownerType="order" customerField="customerId" />
    <ChangeLog objectType="order" />
  </VersionedEdit>
);

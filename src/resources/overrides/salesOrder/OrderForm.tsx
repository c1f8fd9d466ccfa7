import DeleteMarkIcon from '@mui/icons-material/DeleteSweepOutlined';
import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { Confirm, Create, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { httpClient } from '../../../dataProvider/httpClient';
import { defaultRecord, writableFields } from '../../../schemas/core';
import { ConfirmedDeleteButton } from '../../ConfirmedDeleteButton';
import { useEntity } from '../../useEntity';
import { useNotifiedCall } from '../reclamation/useNotifiedCall';
import { OrderChangeLog } from './OrderChangeLog';
import { OrderInputs } from './OrderInputs';
import { OrderSums } from './OrderSums';
import { orderPayload, orderTitleArgs } from './payload';

const usePayload = () => {
  const writable = writableFields(useEntity()).map(([key]) => key);
  return (data: RaRecord) => orderPayload(data, writable);
};

/** "Nr ZAM-000012 od 05.03.2026" (spec §9). */
const OrderTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  return record ? <span>{translate('views.orderTitle', orderTitleArgs(record))}</span> : null;
};

/** Marks the order for deletion after asking, or restores a marked one (spec §4, reversible). */
const DeletionMarkButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { busy, run } = useNotifiedCall();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const toggle = () => run(() => httpClient('/order/change_deletion_mark', { method: 'POST', body: { orderId: record.id } }), 'views.orderMarkDone');
  return record.markedToDelete ? (
    <Button startIcon={<RestoreIcon />} onClick={toggle} disabled={busy}>
      {translate('views.orderRestore')}
    </Button>
  ) : (
    <>
      <Button startIcon={<DeleteMarkIcon />} color="warning" onClick={() => setAsking(true)} disabled={busy}>
        {translate('views.orderMarkToDelete')}
      </Button>
      <Confirm
        isOpen={asking}
        title="views.orderMarkToDelete"
        content="views.orderMarkConfirm"
        translateOptions={{ number: orderTitleArgs(record).number }}
        onConfirm={() => {
          setAsking(false);
          void toggle();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

const OrderToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
    <SaveButton />
    <span>
      <DeletionMarkButton />
      <ConfirmedDeleteButton />
    </span>
  </Toolbar>
);

/** A new order opens in its edit screen once saved: number, sums and change log. */
export const OrderCreate = () => {
  const entity = useEntity();
  return (
    <Create redirect="edit" transform={usePayload()}>
      <SimpleForm defaultValues={() => ({ ...defaultRecord(entity), products: [] })}>
        <OrderInputs />
      </SimpleForm>
    </Create>
  );
};

/** Saving stays on the order, so its sums and change log show what the save did. */
export const OrderEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false} transform={usePayload()} title={<OrderTitle />}>
    <SimpleForm toolbar={<OrderToolbar />}>
      <OrderInputs />
    </SimpleForm>
    <OrderSums />
    <OrderChangeLog />
  </Edit>
);

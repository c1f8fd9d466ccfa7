import OrderIcon from '@mui/icons-material/ShoppingCartOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { Button } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { Create, SaveButton, SimpleForm, Toolbar, useGetOne, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { defaultRecord, writableFields } from '../../../schemas/core';
import { salesOrder } from '../../../schemas/entities/salesOrder';
import { documentNumber } from '../../../schemas/sales/orderStatus';
import { ConfirmedDeleteButton } from '../../../resources/ConfirmedDeleteButton';
import { useEntity } from '../../../resources/useEntity';
import { DeliveryDocumentInputs } from './DeliveryDocumentInputs';
import { DocumentSums } from '../DocumentSums';
import { baseOrderPath, deliveryPayload, deliveryPdfUrl, deliveryTitleArgs } from './presentation';
import { stickyFormCard, stickyToolbar } from '../../../resources/FormToolbar';
import { useText } from '../texts';
import { VersionedEdit } from '../../../resources/VersionedEdit';

const usePayload = () => {
  const writable = writableFields(useEntity()).map(([key]) => key);
  return (data: RaRecord) => deliveryPayload(data, writable);
};

/** "Nr WZLC/0001/03/2026 od 05.03.2026". */
const DeliveryTitle = () => {
  const { t } = useText();
  const record = useRecordContext();
  return record ? <span>{t('orderTitle', deliveryTitleArgs(record))}</span> : null;
};

/** Opens the printed WZ in a new tab: the saved document, not unsaved changes of the form. */
const PrintButton = () => {
  const record = useRecordContext();
  const { t } = useText();
  if (!record?.id) return null;
  return (
    <Button startIcon={<PrintIcon />} href={deliveryPdfUrl(record.id)} target="_blank" rel="noopener">
      {t('deliveryPrint')}
    </Button>
  );
};

/** The order the document was made from, by its number once loaded (its id until then, or if the caller may not read orders). */
const BaseOrderLink = () => {
  const record = useRecordContext();
  const { t } = useText();
  const path = baseOrderPath(record);
  const { data: order } = useGetOne(salesOrder.menu, { id: record?.baseDocument }, { enabled: path !== null, retry: false });
  if (!path) return null;
  const number = (order && documentNumber(order)) || `#${String(record?.baseDocument)}`;
  return (
    <Button startIcon={<OrderIcon />} component={Link} to={path}>
      {t('requestOrderLink', { number })}
    </Button>
  );
};

/** An issued document stays: the server refuses to delete it, so the button is not offered. */
const DeleteIfAllowed = () => (useRecordContext()?.status === 'ISSUED' ? null : <ConfirmedDeleteButton />);

const DeliveryToolbar = () => (
  <Toolbar role="toolbar" sx={{ ...stickyToolbar, justifyContent: 'space-between' }}>
    <span>
      <SaveButton />
      <PrintButton />
      <BaseOrderLink />
    </span>
    <DeleteIfAllowed />
  </Toolbar>
);

/** A new document opens in its edit screen once saved: its number, sums and the print. */
export const DeliveryDocumentCreate = () => {
  const entity = useEntity();
  return (
    <Create redirect="edit" transform={usePayload()}>
      <SimpleForm defaultValues={() => ({ ...defaultRecord(entity), products: [] })}>
        <DeliveryDocumentInputs />
      </SimpleForm>
    </Create>
  );
};

/** Saving stays on the document, so its sums and status show what the save did. */
export const DeliveryDocumentEdit = () => (
  <VersionedEdit redirect={false} transform={usePayload()} title={<DeliveryTitle />} sx={stickyFormCard}>
    <SimpleForm toolbar={<DeliveryToolbar />}>
      <DeliveryDocumentInputs />
    </SimpleForm>
    <DocumentSums sums={['sumNetto', 'sumVat', 'sumBrutto']} />
  </VersionedEdit>
);

import type { RaRecord } from 'react-admin';
import { Create, SimpleForm, useRecordContext } from 'react-admin';
import { defaultRecord, writableFields } from '../../schemas/core';
import { FormToolbar, stickyFormCard } from '../../resources/FormToolbar';
import { useEntity } from '../../resources/useEntity';
import { reclamationPayload } from './payload';
import { reclamationTitleArgs } from './presentation';
import { ReclamationCosts } from './ReclamationCosts';
import { ReclamationFiles } from './ReclamationFiles';
import { ReclamationHistory } from './ReclamationHistory';
import { ReclamationInputs } from './ReclamationInputs';
import { ReclamationProductionOrders } from './ReclamationProductionOrders';
import { ReclamationTasks } from './ReclamationTasks';
import { ProtocolMenu } from './ProtocolMenu';
import { RecordMail } from '../mailbox/shared';
import { useText } from './texts';
import { VersionedEdit } from '../../resources/VersionedEdit';

/** Sends the reclamation and its positions in the shape POST/PUT take (one transaction). */
const usePayload = () => {
  const own = writableFields(useEntity()).map(([key]) => key);
  return (data: RaRecord) => reclamationPayload(data, own);
};

/** "Nr REK/2026/0001 od 05.03.2026" (spec §9). */
const ReclamationTitle = () => {
  const { t } = useText();
  const record = useRecordContext();
  return record ? <span>{t('reclamationTitle', reclamationTitleArgs(record))}</span> : null;
};

/** A new reclamation opens in its edit screen once saved: number, positions and history. */
export const ReclamationCreate = () => {
  const entity = useEntity();
  return (
    <Create redirect="edit" transform={usePayload()} sx={stickyFormCard}>
      <SimpleForm defaultValues={() => ({ ...defaultRecord(entity), possitions: [] })} toolbar={<FormToolbar />}>
        <ReclamationInputs />
      </SimpleForm>
    </Create>
  );
};

/** Saving stays on the reclamation, so the history shows what the save recorded. */
export const ReclamationEdit = () => (
  <VersionedEdit redirect={false} transform={usePayload()} title={<ReclamationTitle />} sx={stickyFormCard}>
    <ProtocolMenu />
    <SimpleForm toolbar={<FormToolbar />}>
      <ReclamationInputs />
    </SimpleForm>
    <ReclamationCosts />
    <ReclamationProductionOrders />
    <ReclamationFiles />
    <ReclamationTasks />
    <RecordMail ownerType="reclamation" customerField="customer" emailField="email" />
    <ReclamationHistory />
  </VersionedEdit>
);

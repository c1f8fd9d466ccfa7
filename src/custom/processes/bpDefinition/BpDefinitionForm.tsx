import { Create, SimpleForm, useRecordContext } from 'react-admin';
import { defaultRecord } from '../../../schemas/core';
import { EditToolbar, EntityInputs } from '../../../resources/EntityForm';
import { useEntity } from '../../../resources/useEntity';
import { EMPTY_TEXTS } from './presentation';
import { VersionedEdit } from '../../../resources/VersionedEdit';

const DefinitionTitle = () => {
  const record = useRecordContext();
  return record ? <span>{String(record.description ?? `#${record.id}`)}</span> : null;
};

/** A new definition: its fields and the first stages; saved, it opens in its edit screen. */
export const BpDefinitionCreate = () => {
  const entity = useEntity();
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={() => ({ ...defaultRecord(entity), ...EMPTY_TEXTS })}>
        <EntityInputs />
      </SimpleForm>
    </Create>
  );
};

/**
 * A business-process definition (spec §2 administration/bp/bp-definition-detail/:id): its fields
 * and its stages in the editor; the save sends both texts, and stays on the definition.
 */
export const BpDefinitionEdit = () => (
  <VersionedEdit redirect={false} title={<DefinitionTitle />}>
    <SimpleForm toolbar={<EditToolbar />}>
      <EntityInputs />
    </SimpleForm>
  </VersionedEdit>
);

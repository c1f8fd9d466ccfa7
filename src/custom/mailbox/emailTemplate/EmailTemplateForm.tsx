import { Create, SimpleForm } from 'react-admin';
import { defaultRecord } from '../../../schemas/core';
import { EditToolbar, EntityInputs } from '../../../resources/EntityForm';
import { useEntity } from '../../../resources/useEntity';
import { PlaceholderHelp } from './PlaceholderHelp';
import { VersionedEdit } from '../../../resources/VersionedEdit';

export const EmailTemplateCreate = () => {
  const entity = useEntity();
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={() => defaultRecord(entity)}>
        <EntityInputs />
        <PlaceholderHelp />
      </SimpleForm>
    </Create>
  );
};

/** The generated template form with the placeholders its record type allows as help. */
export const EmailTemplateEdit = () => (
  <VersionedEdit redirect="list">
    <SimpleForm toolbar={<EditToolbar />}>
      <EntityInputs />
      <PlaceholderHelp />
    </SimpleForm>
  </VersionedEdit>
);

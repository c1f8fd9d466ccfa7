import type { RaRecord } from 'react-admin';
import { Create, SimpleForm } from 'react-admin';
import { dataFields, defaultRecord } from '../../../schemas/core';
import { useEntity } from '../../../resources/useEntity';
import { groupPayload } from './payload';
import { RoleGroupInputs } from './RoleGroupInputs';
import { VersionedEdit } from '../../../resources/VersionedEdit';

/** Sends the group in the shape POST/PUT /rolegroup take. */
const usePayload = () => {
  const own = dataFields(useEntity()).map(([key]) => key);
  return (data: RaRecord) => groupPayload(data, own);
};

export const RoleGroupCreate = () => {
  const entity = useEntity();
  return (
    <Create redirect="list" transform={usePayload()}>
      <SimpleForm defaultValues={() => ({ ...defaultRecord(entity), settings: [], users: [], customers: [] })}>
        <RoleGroupInputs />
      </SimpleForm>
    </Create>
  );
};

export const RoleGroupEdit = () => (
  <VersionedEdit redirect="list" transform={usePayload()}>
    <SimpleForm>
      <RoleGroupInputs />
    </SimpleForm>
  </VersionedEdit>
);

import type { RaRecord } from 'react-admin';
import { Create, Edit, SimpleForm } from 'react-admin';
import { dataFields, defaultRecord } from '../../../schemas/core';
import { useEntity } from '../../../resources/useEntity';
import { groupPayload } from './payload';
import { RoleGroupInputs } from './RoleGroupInputs';

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
  <Edit mutationMode="pessimistic" redirect="list" transform={usePayload()}>
    <SimpleForm>
      <RoleGroupInputs />
    </SimpleForm>
  </Edit>
);

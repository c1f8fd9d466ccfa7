import { Create, SimpleForm } from 'react-admin';
import { defaultRecord } from '../../../schemas/core';
import { EditToolbar, EntityInputs } from '../../../resources/EntityForm';
import { useEntity } from '../../../resources/useEntity';
import { OwnerTasks } from '../../processes/shared';
import { VersionedEdit } from '../../../resources/VersionedEdit';

/** A new project opens in its edit screen once saved, where its tasks are added. */
export const ProjectCreate = () => {
  const entity = useEntity();
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={() => defaultRecord(entity)}>
        <EntityInputs />
      </SimpleForm>
    </Create>
  );
};

/** The project's fields and, below them, its tasks (spec §3 "Project": tasks). */
export const ProjectEdit = () => (
  <VersionedEdit redirect={false}>
    <SimpleForm toolbar={<EditToolbar />}>
      <EntityInputs />
    </SimpleForm>
    <OwnerTasks ownerType="project" />
  </VersionedEdit>
);

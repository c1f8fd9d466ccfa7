import { SimpleForm } from 'react-admin';
import { EditToolbar, EntityInputs } from '../../../resources/EntityForm';
import { ProductPicture } from './ProductPicture';
import { VersionedEdit } from '../../../resources/VersionedEdit';

/** The generic product form with the product's picture below it. */
export const ProductEdit = () => (
  <VersionedEdit redirect="list">
    <SimpleForm toolbar={<EditToolbar />}>
      <EntityInputs />
    </SimpleForm>
    <ProductPicture />
  </VersionedEdit>
);

import { Edit, SimpleForm } from 'react-admin';
import { EditToolbar, EntityInputs } from '../../../resources/EntityForm';
import { ProductPicture } from './ProductPicture';

/** The generic product form with the product's picture below it. */
export const ProductEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<EditToolbar />}>
      <EntityInputs />
    </SimpleForm>
    <ProductPicture />
  </Edit>
);

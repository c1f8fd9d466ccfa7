import { Create, Datagrid, Edit, List, SimpleForm, TextField } from 'react-admin';

// Generated list/create/edit views (being written).
export const EntityList = () => (
  <List>
    <Datagrid>
      <TextField source="id" />
    </Datagrid>
  </List>
);
export const EntityCreate = () => (
  <Create>
    <SimpleForm />
  </Create>
);
export const EntityEdit = () => (
  <Edit>
    <SimpleForm />
  </Edit>
);

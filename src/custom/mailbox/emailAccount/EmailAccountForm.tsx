import { Alert } from '@mui/material';
import { Create, SimpleForm, useRecordContext } from 'react-admin';
import { useMailText } from '../texts';
import { defaultRecord } from '../../../schemas/core';
import { EditToolbar, EntityInputs } from '../../../resources/EntityForm';
import { useEntity } from '../../../resources/useEntity';
import { ConnectionTest } from './ConnectionTest';
import { accountPayload } from './payload';
import { VersionedEdit } from '../../../resources/VersionedEdit';

/** Whether the account has a password stored: never the password itself, which no answer carries. */
const PasswordState = () => {
  const record = useRecordContext();
  const { t } = useMailText();
  if (!record?.id) return null;
  return (
    <Alert severity={record.hasPassword ? 'success' : 'warning'} sx={{ mb: 2, width: '100%', maxWidth: 960 }} data-testid="password-state">
      {record.hasPassword ? t('passwordSet') : t('passwordNotSet')}
    </Alert>
  );
};

export const EmailAccountCreate = () => {
  const entity = useEntity();
  return (
    <Create redirect="edit" transform={accountPayload}>
      <SimpleForm defaultValues={() => defaultRecord(entity)}>
        <EntityInputs />
        <ConnectionTest />
      </SimpleForm>
    </Create>
  );
};

/** The generated account form, with the password's state, a password sent only when typed, and the connection test. */
export const EmailAccountEdit = () => (
  <VersionedEdit redirect={false} transform={accountPayload}>
    <SimpleForm toolbar={<EditToolbar />}>
      <PasswordState />
      <EntityInputs />
      <ConnectionTest />
    </SimpleForm>
  </VersionedEdit>
);

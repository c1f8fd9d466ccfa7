import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { cloneElement } from 'react';
import { useWatch } from 'react-hook-form';
import type { RaRecord } from 'react-admin';
import { useResourceContext, useTranslate } from 'react-admin';
import { entityByName } from '../../../schemas/registry';
import { fieldInputs } from '../../../resources/fieldInputs';
import { useEntity } from '../../../resources/useEntity';
import { CLIENT_GROUP } from './matrix';
import { MemberInput } from './MemberInput';
import { RightsMatrix } from './RightsMatrix';
import { useAccessKeys } from './useAccessKeys';
import { useText } from '../texts';

const Section = ({ title, help, children }: { title: string; help?: string; children: ReactNode }) => {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {help}
        </Typography>
      )}
      {children}
    </Box>
  );
};

const Rights = () => {
  const { t } = useText();
  const { keys, error } = useAccessKeys();
  if (error) return <Alert severity="error">{t('rightsLoadError')}</Alert>;
  if (!keys) return <LinearProgress />;
  return <RightsMatrix keys={keys} />;
};

const userText = (user: RaRecord) => `${user.name} (${user.email})`;
const customerText = (customer: RaRecord) => (customer.abbreviation ? `${customer.name} (${customer.abbreviation})` : String(customer.name));

/**
 * Members of the group. Customers matter only to client users, so they are asked for client
 * groups only; with access to all customers the list stays visible but is disabled.
 */
const Members = () => {
  const { t } = useText();
  const [userType, allCustomers] = useWatch({ name: ['user_type', 'all_clients_access'] }) as [unknown, unknown];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
      <MemberInput source="users" idKey="userId" reference={entityByName('user').menu} sortField="name" optionText={userText} label={t('roleGroupUsers')} />
      {Number(userType) === CLIENT_GROUP && (
        <MemberInput
          source="customers"
          idKey="customerId"
          reference={entityByName('customer').menu}
          sortField="name"
          optionText={customerText}
          label={t('roleGroupCustomers')}
          helperText={t(allCustomers ? 'roleGroupAllCustomers' : 'roleGroupCustomersHelp')}
          disabled={!!allCustomers}
        />
      )}
    </Box>
  );
};

/** The access-group form, shared by create and edit: the group's fields, its rights, its members. */
export const RoleGroupInputs = () => {
  const entity = useEntity();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { t } = useText();
  const own = entity.layout.flatMap((section) => section.fields);
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      <Section title={t('roleGroupBasics')}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, alignItems: 'center' }}>
          {own.map((key) =>
            cloneElement(fieldInputs[entity.fields[key].type].input({ source: key, field: entity.fields[key] }), {
              key,
              label: translate(`resources.${resource}.fields.${key}`),
            }),
          )}
        </Box>
      </Section>
      <Section title={t('roleGroupRights')} help={t('roleGroupRightsHelp')}>
        <Rights />
      </Section>
      <Section title={t('roleGroupMembers')}>
        <Members />
      </Section>
    </Box>
  );
};

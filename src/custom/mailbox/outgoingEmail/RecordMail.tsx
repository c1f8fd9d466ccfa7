import EmailIcon from '@mui/icons-material/EmailOutlined';
import { Box, Button, Divider, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { Datagrid, FunctionField, ReferenceManyField, TextField, useCanAccess, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useMailText } from '../texts';
import type { OutgoingState, OwnerType } from '../../../dataProvider/mailbox';
import { formatMailDate } from '../mailFormat';
import { entityByName } from '../../../schemas/registry';
import { StateChip } from './OutgoingEmailDetails';

const OUTGOING = entityByName('outgoing_email').menu;
const CUSTOMERS = entityByName('customer').menu;

type Props = {
  ownerType: OwnerType;
  /** The record's field holding its customer's id. */
  customerField: string;
  /** The record's own address, preferred to the customer's (a reclamation's contact e-mail). */
  emailField?: string;
};

/**
 * "Napisz e-mail" and the e-mails sent about a saved record (`GET /outgoing_email` filtered by
 * owner). The new message goes to the record's address, else its customer's, and starts from the
 * record type's default template.
 */
export const RecordMail = ({ ownerType, customerField, emailField }: Props) => {
  const record = useRecordContext();
  const { t } = useMailText();
  const headingId = useId();
  const navigate = useNavigate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: OUTGOING, action: 'list' });
  if (!record?.id || !canAccess) return null;

  const write = async () => {
    setBusy(true);
    let to = emailField && typeof record[emailField] === 'string' ? String(record[emailField]) : '';
    try {
      if (!to && record[customerField]) to = String((await dataProvider.getOne(CUSTOMERS, { id: record[customerField] })).data.email ?? '');
    } catch (error) {
      notify((error as Error).message, { type: 'warning' });
    } finally {
      setBusy(false);
    }
    const query = new URLSearchParams({ ownerType, ownerId: String(record.id), ...(to ? { to } : {}) });
    navigate(`/new-email?${query.toString()}`);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('sentEmails')}
        </Typography>
        <Button variant="outlined" size="small" startIcon={<EmailIcon />} disabled={busy} onClick={() => void write()}>
          {t('writeEmail')}
        </Button>
      </Box>
      <ReferenceManyField reference={OUTGOING} target="ownerId" filter={{ ownerType }} sort={{ field: 'id', order: 'DESC' }} perPage={50}>
        <Datagrid rowClick="edit" bulkActionButtons={false} sx={{ maxWidth: 1100 }} empty={<Typography variant="body2" color="text.secondary">{t('noSent')}</Typography>}>
          <FunctionField label={t('createdAt')} render={(row: RaRecord) => formatMailDate(row.createdAt)} />
          <TextField source="to" label={t('to')} sortable={false} />
          <TextField source="subject" label={t('subject')} sortable={false} />
          <FunctionField label={t('state')} render={(row: RaRecord) => <StateChip state={row.state as OutgoingState} />} />
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
};

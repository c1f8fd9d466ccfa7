import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import { Alert, Box, Button, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useMailText } from '../texts';
import type { ConnectionResult, ProtocolResult } from '../../../dataProvider/mailbox';
import { mailApi } from '../../../dataProvider/mailbox';
import { accountPayload } from './payload';


const Line = ({ name, result }: { name: string; result: ProtocolResult }) => {
  const { t } = useMailText();
  const state = result.ok ? t('testOk') : t('failedAt', { stage: result.stage ? t(`stage_${result.stage}`) : '?' });
  return (
    <ListItem data-testid={`test-${name.toLowerCase()}`}>
      <ListItemIcon sx={{ minWidth: 32 }}>{result.ok ? <CheckCircleIcon color="success" fontSize="small" /> : <ErrorIcon color="error" fontSize="small" />}</ListItemIcon>
      <ListItemText primary={`${name}: ${state}`} secondary={result.message} />
    </ListItem>
  );
};

/**
 * "Test connection": the form's settings as they are now (the stored password when none is
 * typed) checked by POST /email_account/test; IMAP and SMTP each say whether they work and, if
 * not, at which stage (name, address, connection, encryption, sign-in, no answer) and why.
 */
export const ConnectionTest = () => {
  const { t } = useMailText();
  const record = useRecordContext();
  const { getValues } = useFormContext();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ConnectionResult | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const test = async () => {
    setBusy(true);
    setFailure(undefined);
    setResult(undefined);
    try {
      const body = { ...accountPayload(getValues()), ...(record?.id ? { id: Number(record.id) } : {}) };
      setResult(await mailApi.testConnection(body));
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ mb: 2, width: '100%', maxWidth: 960 }}>
      <Button variant="outlined" startIcon={<NetworkCheckIcon />} disabled={busy} onClick={() => void test()}>
        {busy ? t('testing') : t('testConnection')}
      </Button>
      {failure && <Alert severity="error" sx={{ mt: 1 }}>{failure}</Alert>}
      {result && (
        <List dense aria-live="polite">
          <Line name="IMAP" result={result.imap} />
          <Line name="SMTP" result={result.smtp} />
        </List>
      )}
    </Box>
  );
};

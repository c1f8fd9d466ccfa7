import { Alert, CircularProgress, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { confirmAccount as confirmAccountCall } from '../../dataProvider/account';
import { failureOf } from '../../layout/public/failure';
import { PublicShell } from '../../layout/public/PublicShell';

// A token works once; a second call (React's strict mode, a re-render) must reuse the first answer.
const calls = new Map<string, Promise<unknown>>();
const confirmAccount = (token: string) => {
  let call = calls.get(token);
  if (!call) {
    call = confirmAccountCall(token);
    calls.set(token, call);
  }
  return call;
};

type Outcome = { state: 'pending' } | { state: 'done' } | { state: 'failed'; message: string };

/** Opened from the e-mailed link `/confirm-account?token=…`: activates the account. */
export const ConfirmAccountPage = () => {
  const translate = useTranslate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'pending' });

  useEffect(() => {
    if (!token) return;
    let current = true;
    confirmAccount(token).then(
      () => current && setOutcome({ state: 'done' }),
      (error: unknown) => current && setOutcome({ state: 'failed', message: failureOf(error, translate('app.auth.unexpected')).message }),
    );
    return () => {
      current = false;
    };
  }, [token, translate]);

  const shown: Outcome = token ? outcome : { state: 'failed', message: translate('app.auth.confirm.missingToken') };
  return (
    <PublicShell title={translate('app.auth.confirm.title')}>
      {shown.state === 'pending' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>{translate('app.auth.confirm.pending')}</Typography>
        </Stack>
      )}
      {shown.state === 'done' && (
        <Alert severity="success" role="status">
          {translate('app.auth.confirm.success')}
        </Alert>
      )}
      {shown.state === 'failed' && (
        <Alert severity="error" role="alert">
          {shown.message}
        </Alert>
      )}
      <MuiLink component={Link} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
        {translate('app.auth.goToLogin')}
      </MuiLink>
    </PublicShell>
  );
};

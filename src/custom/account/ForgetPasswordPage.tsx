import { Alert, Box, Button, Link as MuiLink, TextField, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { forgotPassword, resetPassword } from '../../dataProvider/account';
import { failureOf } from '../../layout/public/failure';
import { PublicShell } from '../../layout/public/PublicShell';
import type { Problem } from '../../layout/public/validation';
import { checkEmail, checkNewPassword, checkRepeat, MIN_PASSWORD_LENGTH, problems } from '../../layout/public/validation';

type Status = { busy: boolean; done: boolean; failure?: string };
const useStatus = () => useState<Status>({ busy: false, done: false });

/** Without a token: asks for the e-mail address; the answer is the same whether it is known or not. */
const RequestLink = () => {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<Problem>();
  const [status, setStatus] = useStatus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setInvalid(problem);
    if (problem) return;
    setStatus({ busy: true, done: false });
    try {
      await forgotPassword(email.trim());
      setStatus({ busy: false, done: true });
    } catch (error) {
      setStatus({ busy: false, done: false, failure: failureOf(error, translate('app.auth.unexpected')).message });
    }
  };
  if (status.done) return <Alert severity="success" role="status">{translate('app.auth.forgot.sent')}</Alert>;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.auth.forgot.intro')}
      </Typography>
      {status.failure && <Alert severity="error" role="alert">{status.failure}</Alert>}
      <TextField
        id="forgot-email"
        label={translate('app.auth.email')}
        type="email"
        autoComplete="email"
        autoFocus
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={!!invalid}
        helperText={invalid && translate(`app.auth.validation.${invalid}`)}
      />
      <Button type="submit" variant="contained" size="large" disabled={status.busy}>
        {translate('app.auth.forgot.submit')}
      </Button>
    </Box>
  );
};

/** With the e-mailed token: sets the new password. */
const SetPassword = ({ token }: { token: string }) => {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [invalid, setInvalid] = useState<Partial<Record<'password' | 'repeat', Problem>>>({});
  const [status, setStatus] = useStatus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems({ password: checkNewPassword(password), repeat: checkRepeat(repeat, password) });
    setInvalid(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ busy: true, done: false });
    try {
      await resetPassword(token, password);
      setStatus({ busy: false, done: true });
    } catch (error) {
      setStatus({ busy: false, done: false, failure: failureOf(error, translate('app.auth.unexpected')).message });
    }
  };
  const helper = (problem: Problem) => (problem ? translate(`app.auth.validation.${problem}`, { min: MIN_PASSWORD_LENGTH }) : undefined);
  if (status.done) return <Alert severity="success" role="status">{translate('app.auth.reset.success')}</Alert>;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {status.failure && <Alert severity="error" role="alert">{status.failure}</Alert>}
      <TextField
        id="reset-password"
        label={translate('app.auth.reset.password')}
        type="password"
        autoComplete="new-password"
        autoFocus
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={!!invalid.password}
        helperText={helper(invalid.password) ?? helper('passwordLength')}
      />
      <TextField
        id="reset-repeat"
        label={translate('app.auth.repeatPassword')}
        type="password"
        autoComplete="new-password"
        required
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        error={!!invalid.repeat}
        helperText={helper(invalid.repeat)}
      />
      <Button type="submit" variant="contained" size="large" disabled={status.busy}>
        {translate('app.auth.reset.submit')}
      </Button>
    </Box>
  );
};

/** `/forget-password`: request a reset link, or (`?token=`) set the new password. */
export const ForgetPasswordPage = () => {
  const translate = useTranslate();
  const token = useSearchParams()[0].get('token');
  return (
    <PublicShell title={translate(token ? 'app.auth.reset.title' : 'app.auth.forgot.title')}>
      {token ? <SetPassword token={token} /> : <RequestLink />}
      <MuiLink component={Link} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
        {translate('app.auth.backToLogin')}
      </MuiLink>
    </PublicShell>
  );
};

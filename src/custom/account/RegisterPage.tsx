import { Alert, Box, Button, Link as MuiLink, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { signUp } from '../../dataProvider/account';
import { failureOf } from '../../layout/public/failure';
import { PublicShell } from '../../layout/public/PublicShell';
import { checkEmail, checkFilled, checkNewPassword, checkRepeat, MIN_PASSWORD_LENGTH, problems } from '../../layout/public/validation';

type Field = 'name' | 'email' | 'password' | 'repeat';
const FIELDS: { field: Field; label: string; type: string; autoComplete: string }[] = [
  { field: 'name', label: 'app.auth.register.name', type: 'text', autoComplete: 'name' },
  { field: 'email', label: 'app.auth.email', type: 'email', autoComplete: 'email' },
  { field: 'password', label: 'app.auth.password', type: 'password', autoComplete: 'new-password' },
  { field: 'repeat', label: 'app.auth.repeatPassword', type: 'password', autoComplete: 'new-password' },
];

/** Sign-up: the server e-mails a confirmation link (`/confirm-account?token=…`). */
export const RegisterPage = () => {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '', repeat: '' });
  const [invalid, setInvalid] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems({
      name: checkFilled(values.name),
      email: checkEmail(values.email),
      password: checkNewPassword(values.password),
      repeat: checkRepeat(values.repeat, values.password),
    });
    setInvalid(Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, translate(`app.auth.validation.${problem}`, { min: MIN_PASSWORD_LENGTH })])));
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const email = values.email.trim();
      await signUp({ name: values.name.trim(), email, password: values.password });
      setRegistered(email);
    } catch (error) {
      const { message, fields } = failureOf(error, translate('app.auth.unexpected'));
      setInvalid(fields);
      // A message already shown at its field is not repeated above the form.
      setFailure(Object.values(fields).includes(message) ? undefined : message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicShell title={translate('app.auth.register.title')}>
      {registered ? (
        <Alert severity="success" role="status">
          {translate('app.auth.register.success', { email: registered })}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {FIELDS.map(({ field, label, type, autoComplete }, index) => (
            <TextField
              key={field}
              id={`register-${field}`}
              label={translate(label)}
              type={type}
              autoComplete={autoComplete}
              autoFocus={index === 0}
              required
              value={values[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              error={!!invalid[field]}
              helperText={invalid[field] ?? (field === 'password' ? translate('app.auth.validation.passwordLength', { min: MIN_PASSWORD_LENGTH }) : undefined)}
            />
          ))}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate('app.auth.register.submit')}
          </Button>
        </Box>
      )}
      <MuiLink component={Link} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
        {translate(registered ? 'app.auth.goToLogin' : 'app.auth.register.haveAccount')}
      </MuiLink>
    </PublicShell>
  );
};

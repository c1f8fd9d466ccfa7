import { Alert, Box, Button, Link as MuiLink, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { failureOf } from '../../layout/public/failure';
import { PublicOnly } from '../../layout/public/PublicOnly';
import { PublicShell } from '../../layout/public/PublicShell';
import { safeRedirect } from '../../layout/public/redirect';
import type { Problem } from '../../layout/public/validation';
import { checkFilled, problems } from '../../layout/public/validation';

type RouterState = { nextPathname?: string; nextSearch?: string } | null;

/**
 * Where to go after sign-in: the `redirectFrom` query when it is a local path, else the place
 * react-admin's guard remembered in the router state, else `/`, which opens the start page
 * (the first menu screen the user may open; see useStartPage).
 */
const useTarget = () => {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as RouterState;
  const remembered = safeRedirect(state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : undefined);
  const fromQuery = safeRedirect(params.get('redirectFrom'));

  // Spec §2: the login URL carries the way back as `redirectFrom`, also when the guard only put it in the state.
  useEffect(() => {
    if (!params.has('redirectFrom') && remembered) navigate({ search: `?redirectFrom=${encodeURIComponent(remembered)}` }, { replace: true });
  }, [params, remembered, navigate]);

  return fromQuery ?? remembered ?? '/';
};

export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const target = useTarget();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<Partial<Record<'email' | 'password', Problem>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems({ email: checkFilled(email), password: checkFilled(password) });
    setInvalid(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await login({ email: email.trim(), password }, target);
    } catch (error) {
      setFailure(failureOf(error, translate('app.auth.unexpected')).message);
      setBusy(false);
    }
  };
  const helper = (field: 'email' | 'password') => (invalid[field] ? translate(`app.auth.validation.${invalid[field]}`) : undefined);

  return (
    <PublicOnly to={target}>
      <PublicShell title={translate('app.auth.login.title')} subtitle={translate('app.auth.login.subtitle')}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            id="login-email"
            label={translate('app.auth.email')}
            type="email"
            autoComplete="username"
            autoFocus
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={!!invalid.email}
            helperText={helper('email')}
          />
          <TextField
            id="login-password"
            label={translate('app.auth.password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={!!invalid.password}
            helperText={helper('password')}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate('app.auth.login.submit')}
          </Button>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'center', typography: 'body2' }}>
            <MuiLink component={Link} to="/forget-password">
              {translate('app.auth.login.forgot')}
            </MuiLink>
            <MuiLink component={Link} to="/register">
              {translate('app.auth.login.register')}
            </MuiLink>
          </Box>
        </Box>
      </PublicShell>
    </PublicOnly>
  );
};

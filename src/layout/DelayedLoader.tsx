import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Spec §9: the loading view appears after 400 ms, the time-out after 10 s. */
export const LOADER_DELAY_MS = 400;
export const LOADER_TIMEOUT_MS = 10_000;

type Phase = 'quiet' | 'spinning' | 'timedOut';

/**
 * What a screen shows while it loads: nothing for the first 400 ms (most screens are there by
 * then, and a flashing spinner is worse than a short pause), a large spinner after that, and
 * a message with a way out once 10 seconds have passed.
 */
export const DelayedLoader = () => {
  const translate = useTranslate();
  const [phase, setPhase] = useState<Phase>('quiet');
  useEffect(() => {
    const spin = setTimeout(() => setPhase('spinning'), LOADER_DELAY_MS);
    const stop = setTimeout(() => setPhase('timedOut'), LOADER_TIMEOUT_MS);
    return () => {
      clearTimeout(spin);
      clearTimeout(stop);
    };
  }, []);

  if (phase === 'quiet') return null;
  return (
    <Box sx={{ minHeight: '50vh', flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3 }}>
      {phase === 'spinning' ? (
        <CircularProgress size={72} aria-label={translate('app.loader.loading')} />
      ) : (
        <>
          <Typography role="alert" sx={{ maxWidth: 480, textAlign: 'center' }}>
            {translate('app.loader.timeout')}
          </Typography>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {translate('app.loader.reload')}
          </Button>
        </>
      )}
    </Box>
  );
};

import { Box, Button, Typography } from '@mui/material';
import type { ErrorInfo, ReactNode } from 'react';
import { Component, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ScreenLoadError } from './screenLoad';

const ScreenError = ({ error }: { error: Error }) => {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ minHeight: '40vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}>
      <Typography variant="h6">{translate('app.loader.failed')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {error.message}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {translate('app.loader.reload')}
      </Button>
    </Box>
  );
};

/** The screen's code did not arrive (spec §9, 120 s): what happened, in the user's language, and a retry. */
const ScreenNotLoaded = ({ error, onRetry }: { error: ScreenLoadError; onRetry: () => Promise<void> }) => {
  const translate = useTranslate();
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    onRetry().finally(() => setRetrying(false));
  };
  return (
    <Box role="alert" sx={{ minHeight: '40vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}>
      <Typography variant="h6">{translate('app.loader.notLoaded')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 520 }}>
        {translate(error.timedOut ? 'app.loader.notLoadedTimeout' : 'app.loader.notLoadedHint')}
      </Typography>
      <Button variant="contained" onClick={retry} disabled={retrying}>
        {translate('app.loader.retry')}
      </Button>
    </Box>
  );
};

type Props = {
  children: ReactNode;
  /** A change (e.g. of the URL, or a new attempt) clears a shown error. */
  resetKey?: unknown;
  /** Fetches a screen's code again after a ScreenLoadError (lazyScreen). */
  onRetryLoad?: () => Promise<void>;
};
type State = { error?: Error; resetKey?: unknown };

/** Keeps a failing screen (or a lazy chunk that did not load) from taking the whole shell down. */
export class ScreenBoundary extends Component<Props, State> {
  override state: State = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: undefined, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof ScreenLoadError && this.props.onRetryLoad) return <ScreenNotLoaded error={error} onRetry={this.props.onRetryLoad} />;
    return <ScreenError error={error} />;
  }
}

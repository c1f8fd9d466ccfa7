import { Box, Button, Typography } from '@mui/material';
import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';
import { useTranslate } from 'react-admin';

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

type Props = { children: ReactNode; /** A change (e.g. of the URL) clears a shown error. */ resetKey?: unknown };
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
    return this.state.error ? <ScreenError error={this.state.error} /> : this.props.children;
  }
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { dismissBootScreen } from './bootScreen';

interface State {
  error: Error | null;
}

/**
 * Catches a page that failed to render or load (ChunkLoadError) and offers a reload; a part of a page (the map)
 * passes its own `fallback` instead.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string; fallback?: ReactNode },
  State
> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed', error, info.componentStack);
    // A first screen that failed is still the first screen: its message must not stay behind the splash.
    dismissBootScreen();
  }

  override componentDidUpdate(previous: { resetKey?: string }): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        {this.state.error.name === 'ChunkLoadError'
          ? 'This page could not be loaded. Check your connection and reload.'
          : 'Something went wrong on this page.'}
      </Alert>
    );
  }
}

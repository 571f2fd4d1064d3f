import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  children: ReactNode;
  /** A change of this key (the location) clears a caught error, so navigating away recovers. */
  resetKey: string;
}

interface State {
  error: unknown;
  caughtAt: string | null;
}

/**
 * Error boundary of one route (SPEC section 2, router defaults): a render error of a page shows
 * "Something went wrong" with a Show Error / Hide Error toggle inside the layout, and the next
 * navigation renders the page again. Errors of the boundary's own view reach the app boundary.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, caughtAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return state.caughtAt === props.resetKey ? null : { caughtAt: props.resetKey };
    if (state.caughtAt !== props.resetKey) return { error: null, caughtAt: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Route error', {
      message: error instanceof Error ? error.message : String(error),
      name: error instanceof Error ? error.name : typeof error,
      componentStack: info.componentStack,
      location: this.props.resetKey,
    });
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}

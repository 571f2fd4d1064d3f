import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Texts of the boundary (it renders outside i18n, so they come as props with English defaults). */
export interface AppErrorBoundaryTexts {
  title: string;
  message: string;
  details: string;
}

const ENGLISH: AppErrorBoundaryTexts = {
  title: 'Something went wrong',
  message: 'An unexpected error occurred. Please try again or contact support.',
  details: 'Error Details',
};

/**
 * Application-wide error boundary (SPEC section 8): logs message, stack, name, component
 * stack and location; shows a short apology with collapsible error details.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode; texts?: AppErrorBoundaryTexts }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Application error', {
      message: error.message,
      stack: error.stack,
      name: error.name,
      componentStack: info.componentStack,
      location: typeof window !== 'undefined' ? window.location.href : '',
    });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const texts = this.props.texts ?? ENGLISH;
    return (
      <main role="alert" style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
        <h1>{texts.title}</h1>
        <p>{texts.message}</p>
        <details>
          <summary>{texts.details}</summary>
          <pre style={{ whiteSpace: 'pre-wrap' }}>{error.message}</pre>
        </details>
      </main>
    );
  }
}

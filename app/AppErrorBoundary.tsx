/**
 * The last boundary (docs/product/navigation.md#error-page): route errors are caught by the router's error
 * components, but a render failure above the router (providers, the toast host, the gateway) would otherwise
 * unmount the whole site and leave a white page. This shows the error page instead, on its own minimal
 * providers (no toasts, no router: its links load a new document).
 */
import { links } from '@lib/config';
import { ErrorPage } from '@ui/ErrorPage';
import { UiProvider } from '@ui/theme';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: unknown;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The site failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <UiProvider withNotifications={false}>
        <main>
          <ErrorPage
            message={error instanceof Error ? error.message : null}
            route={window.location.pathname}
            supportUrl={links.support}
            onRetry={() => window.location.reload()}
          />
        </main>
      </UiProvider>
    );
  }
}

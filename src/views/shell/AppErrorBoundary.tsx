import { Component, type ReactNode } from 'react';
import { messages } from '../../core/shared/messages';
import { Button } from '../shared/Button';

interface AppErrorBoundaryProps {
  readonly children: ReactNode;
  /** Loads the app afresh where the customer is. */
  readonly onReload: () => void;
}

/**
 * Around the whole app: whatever breaks outside a page's own boundary (the navbar, a dialog, the
 * router), the customer gets a friendly page in their language with Reload, never a white screen.
 * Plain markup on purpose: it must not need what may have broken.
 */
export class AppErrorBoundary extends Component<
  AppErrorBoundaryProps,
  { readonly failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="container section empty-state app-failed" role="alert">
        <h1>{messages.appFailed}</h1>
        <p className="empty-state__body">{messages.appFailedBody}</p>
        <Button label={messages.reload} onClick={this.props.onReload} />
      </main>
    );
  }
}

import { Component, Suspense, type ReactNode } from 'react';
import { PageSkeleton } from './PageSkeleton';
import { RouteErrorPage } from './RouteErrorPage';

interface PageFrameProps {
  readonly children: ReactNode;
  /**
   * Changes when the visitor goes to another page, or when Try again has the page's code ready:
   * a new key draws the page afresh, without the old error.
   */
  readonly resetKey: string;
  /** Loads the page again after its code failed to download (and then changes `resetKey`). */
  readonly onRetry: () => void;
}

interface PageFrameState {
  readonly failedAt: string | undefined;
}

/**
 * Around every page: a skeleton while its code loads, and an error boundary, so a page that
 * breaks shows a friendly message with Try again instead of a white screen (the navbar and the
 * footer stay usable).
 */
export class PageFrame extends Component<PageFrameProps, PageFrameState> {
  override state: PageFrameState = { failedAt: undefined };

  static getDerivedStateFromError(): Partial<PageFrameState> {
    return { failedAt: '' };
  }

  override componentDidCatch(): void {
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt !== undefined && (failedAt === '' || failedAt === this.props.resetKey)) {
      // The error stays until the retry has the code: drawing the page before would only fail again.
      return <RouteErrorPage onRetry={this.props.onRetry} />;
    }
    return <Suspense fallback={<PageSkeleton />}>{this.props.children}</Suspense>;
  }
}

'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reliabilityMessages } from '@/messages/reliability';
import { Button } from '@/components/ui/button';

const t = reliabilityMessages.boundary;

interface Props {
  /** A panel fails alone; the page boundary catches what no panel did. */
  scope: 'panel' | 'page';
  children: ReactNode;
}

interface State {
  error: Error | undefined;
  /** Bumped by « Réessayer »: the children are mounted afresh. */
  attempt: number;
}

/** The French view of a failure, with « Réessayer ». Also used by the route's `error.tsx`. */
export function FailureNotice({
  scope,
  error,
  onRetry,
}: {
  scope: 'panel' | 'page';
  error: unknown;
  onRetry: () => void;
}) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className="space-y-2 rounded border border-kind-error bg-surface-2 p-3">
      <p className="font-semibold">{scope === 'panel' ? t.panelTitle : t.pageTitle}</p>
      <p>{t.body({ message })}</p>
      <Button variant="primary" onClick={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}

/**
 * Catches a render failure below it so the rest of the page stays: without it, one throw in a
 * panel unmounted the whole site and left Next's English error page. The learner's editor texts
 * live in the drafts store, so remounting loses nothing that was saved.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for whoever debugs; the learner sees the French notice.
    console.error(error, info.componentStack);
  }

  private readonly retry = () =>
    this.setState((state) => ({ error: undefined, attempt: state.attempt + 1 }));

  override render(): ReactNode {
    if (this.state.error) {
      return (
        <FailureNotice scope={this.props.scope} error={this.state.error} onRetry={this.retry} />
      );
    }
    return (
      <div key={this.state.attempt} className="contents">
        {this.props.children}
      </div>
    );
  }
}

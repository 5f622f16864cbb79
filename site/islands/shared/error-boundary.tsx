// Error boundary for React islands: a failing island shows the spec's render-failure text in place of
// itself instead of vanishing, while the rest of the (server-rendered) page keeps working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t, type Lang } from '../../i18n/index.ts';

interface ErrorBoundaryProps {
  lang: Lang;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The visitor sees the generic message; the details are for the browser console only.
    console.error('Island render failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { lang } = this.props;
    return (
      <div role="alert" className="rounded-2xl border border-sand bg-white p-6 text-center text-ink">
        <p className="font-serif text-xl text-navy-950">{t(lang, 'error.title')}</p>
        <p className="mt-2 text-muted">{t(lang, 'error.refresh')}</p>
      </div>
    );
  }
}

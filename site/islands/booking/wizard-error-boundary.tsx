// The wizard's render-failure fallback ('Something went wrong.'): a failing island shows this in
// place of itself instead of vanishing. It takes its two texts from the messages the page passes in:
// taking them from the dictionaries (t()) would put both whole dictionaries (~13 KB gzipped) into
// this island, over the page's JS budget.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  title: string;
  refresh: string;
  children: ReactNode;
}

export class WizardErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Island render failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-2xl border border-sand bg-white p-6 text-center text-ink">
        <p className="font-serif text-xl text-navy-950">{this.props.title}</p>
        <p className="mt-2 text-muted">{this.props.refresh}</p>
      </div>
    );
  }
}

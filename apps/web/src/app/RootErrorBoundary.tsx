import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd';
import { i18next } from '../i18n/i18n';

interface State {
  error: Error | null;
}

/**
 * The last resort around the whole app. Plain markup: antd's Result (with its illustrations) would weigh on every
 * first visit, and pages inside the layout have their own boundary (shared/components/ErrorBoundary).
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('app crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" style={{ padding: '80px 16px', textAlign: 'center' }}>
        <h1 style={{ fontSize: 20, fontWeight: 600 }}>{i18next.t('common:http.serviceAbnormal')}</h1>
        <p style={{ color: 'rgba(0, 0, 0, 0.55)', wordBreak: 'break-word' }}>{this.state.error.message}</p>
        <Button type="primary" onClick={() => window.location.reload()}>
          {i18next.t('common:actions.refresh')}
        </Button>
      </div>
    );
  }
}

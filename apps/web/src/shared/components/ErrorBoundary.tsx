import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { i18next } from '../../i18n/i18n';

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** One broken page (or a chunk that failed to load after a deploy) must not take the layout down. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Result
        status="error"
        title={i18next.t('common:http.serviceAbnormal')}
        subTitle={this.state.error.message}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {i18next.t('common:actions.refresh')}
          </Button>
        }
      />
    );
  }
}

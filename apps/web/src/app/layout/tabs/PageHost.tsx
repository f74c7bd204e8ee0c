import { Suspense } from 'react';
import { ErrorBoundary } from '../../../shared/components/ErrorBoundary';
import { PageSpin } from '../../../shared/components/PageSpin';
import type { RouteEntry } from '../../../shared/session';
import { resolvePage } from '../../registry';

/** One menu page: its lazily loaded component (or coming-soon), isolated by an error boundary. */
export function PageHost({ route }: { route: RouteEntry }) {
  const { Component, componentKey } = resolvePage(route.componentKey);
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageSpin />}>
        <Component componentKey={componentKey} />
      </Suspense>
    </ErrorBoundary>
  );
}

import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { configureHttp } from '../../shared/http';
import { FeedbackContext, type Feedback, type Toast } from '../../shared/components/feedback';
import type { FeedbackApis } from './FeedbackHolders';

const FeedbackHolders = lazy(() => import('./FeedbackHolders').then((m) => ({ default: m.FeedbackHolders })));

type Call = (apis: FeedbackApis) => void;

/**
 * Messages and the HTTP client's error notifications (5 s on screen, spec §9) for the whole app. antd's message and
 * notification code is fetched with the first one shown, so the login page does not download it up front; what is
 * asked for meanwhile waits in a queue.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const apis = useRef<FeedbackApis | null>(null);
  const queue = useRef<Call[]>([]);

  const run = useCallback((call: Call) => {
    if (apis.current) {
      call(apis.current);
      return;
    }
    queue.current.push(call);
    setWanted(true);
  }, []);

  const onReady = useCallback((ready: FeedbackApis) => {
    apis.current = ready;
    for (const call of queue.current.splice(0)) call(ready);
  }, []);

  useEffect(() => {
    configureHttp({
      notify: ({ message, key }) =>
        run((a) => a.notification.error({ key, title: t('http.errorTitle'), description: message, duration: 5 })),
    });
  }, [run, t]);

  const value = useMemo((): Feedback => {
    const toast =
      (kind: 'success' | 'error' | 'info' | 'warning'): Toast =>
      (content) =>
        run((a) => void a.message[kind](content));
    return {
      message: { success: toast('success'), error: toast('error'), info: toast('info'), warning: toast('warning') },
    };
  }, [run]);

  return (
    <FeedbackContext.Provider value={value}>
      {wanted ? (
        <Suspense fallback={null}>
          <FeedbackHolders onReady={onReady} />
        </Suspense>
      ) : null}
      {children}
    </FeedbackContext.Provider>
  );
}

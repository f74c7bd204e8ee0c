import { Suspense, type ReactElement, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import enUS from 'antd/locale/en_US';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { SessionUser } from '@parcelhub/contracts';
import { applyLanguage, initI18n } from '../../i18n';
import { SessionContext, type SessionValue } from '../session/SessionContext';
import type { CurrentUser } from '../session/types';
import { RecordHistoryContext } from '../list/recordHistory';
// Tests wire the screens as the app does: the operation log's record history included.
import { recordHistory } from '../../features/oplog';

const sessionUser: SessionUser = {
  id: 1,
  username: 'customer',
  nickName: 'Customer',
  phone: '13800000003',
  email: 'c@example.test',
  privilegeType: 'USER',
  isApproved: true,
  enabled: true,
  isSubAccount: false,
  accountId: 1,
  mainAccountName: null,
  language: 'en',
  roles: [],
  createdAt: '2026-01-01T00:00:00Z',
};

/** A signed-in user for component tests: a main account with these permissions unless told otherwise. */
export function testUser(patch: Partial<CurrentUser> = {}): CurrentUser {
  return {
    user: sessionUser,
    roles: ['customer'],
    permissions: [],
    privilegeType: 'USER',
    isSubLogin: false,
    isFree: false,
    language: 'en',
    edition: null,
    subscribeOrderExpireMap: {},
    menuIds: null,
    ...patch,
  };
}

const NO_MOTION = { token: { motion: false } };

/**
 * Renders inside what the app gives every page: English texts (feature namespaces load as in the app, so the
 * page suspends first), a fresh query cache, antd's App for messages, and optionally a signed-in user (with an empty
 * menu and every screen built) or a whole session.
 */
export async function renderPage(ui: ReactElement, options: { user?: CurrentUser; session?: SessionValue } = {}) {
  initI18n();
  await applyLanguage('en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const session =
    options.session ??
    (options.user ? { currentUser: options.user, menus: [], routes: [], hasPage: () => true } : null);
  // Styles are generated but never put in the document (setup.ts answers computed styles from inline styles alone),
  // and antd's motion is off, so a closing modal or an opening select is done at once rather than after its animation.
  const wrap = (children: ReactNode) => (
    <StyleProvider mock="server">
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={enUS} componentSize="small" theme={NO_MOTION}>
          <AntApp>
            <SessionContext.Provider value={session}>
              <RecordHistoryContext.Provider value={recordHistory}>
                <Suspense fallback={<div data-testid="suspended" />}>{children}</Suspense>
              </RecordHistoryContext.Provider>
            </SessionContext.Provider>
          </AntApp>
        </ConfigProvider>
      </QueryClientProvider>
    </StyleProvider>
  );
  return { ...render(wrap(ui)), queryClient };
}

import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { RootErrorBoundary } from './RootErrorBoundary';
import { FullScreenLoader } from '../shared/components/FullScreenLoader';
import { AppProviders } from './providers/AppProviders';
import { setNavigator } from './navigation';

// Every screen is its own chunk: /login must not download the layout (menus, tabs, tables) it never shows.
const AuthGuard = lazy(() => import('./router/AuthGuard').then((m) => ({ default: m.AuthGuard })));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const NoPermissionPage = lazy(() => import('./pages/NoPermissionPage').then((m) => ({ default: m.NoPermissionPage })));
const FullPageComingSoon = lazy(() =>
  import('../shared/components/ComingSoon').then((m) => ({ default: m.FullPageComingSoon })),
);
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('../features/auth/pages/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const ForgetPasswordPage = lazy(() =>
  import('../features/auth/pages/ForgetPasswordPage').then((m) => ({ default: m.ForgetPasswordPage })),
);
const AgreementPage = lazy(() =>
  import('../features/auth/pages/AgreementPage').then((m) => ({ default: m.AgreementPage })),
);
const WebhookDocPage = lazy(() =>
  import('../features/webhooks/pages/WebhookDocPage').then((m) => ({ default: m.WebhookDocPage })),
);
const PublicCalculatorPage = lazy(() =>
  import('../features/quote/pages/PublicCalculatorPage').then((m) => ({ default: m.PublicCalculatorPage })),
);
const PublicTrackPage = lazy(() =>
  import('../features/public-tracking/pages/PublicTrackPage').then((m) => ({ default: m.PublicTrackPage })),
);

/** Lets code outside React navigate, and scrolls to the top on every new page (spec §2). */
function RouterBridge() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    setNavigator(navigate);
    return () => setNavigator(null);
  }, [navigate]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <RouterBridge />
        <RootErrorBoundary>
          <Suspense fallback={<FullScreenLoader />}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/register" element={<RegisterPage />} />
              <Route path="/forgetPassword" element={<ForgetPasswordPage />} />
              <Route path="/registrationAgreement" element={<AgreementPage kind="registration" />} />
              <Route path="/privacyAgreement" element={<AgreementPage kind="privacy" />} />
              <Route path="/calculator" element={<PublicCalculatorPage />} />
              <Route path="/track" element={<PublicTrackPage />} />
              <Route path="/401" element={<NoPermissionPage />} />
              <Route path="/404" element={<NotFoundPage />} />
              <Route path="/bigscreen" element={<FullPageComingSoon componentKey="bigscreen" />} />
              <Route path="/APIDockingInfo/webhookDoc" element={<WebhookDocPage />} />
              <Route path="*" element={<AuthGuard />} />
            </Routes>
          </Suspense>
        </RootErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}

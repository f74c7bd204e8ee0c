import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ComingSoonPage } from '../shared/components/ComingSoon';
import { ErrorBoundary } from '../shared/components/ErrorBoundary';
import { PageSpin } from '../shared/components/PageSpin';
import { AppProviders } from './providers/AppProviders';
import { AuthGuard } from './router/AuthGuard';
import { setNavigator } from './navigation';
import { NotFoundPage } from './pages/NotFoundPage';
import { NoPermissionPage } from './pages/NoPermissionPage';

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
        <ErrorBoundary>
          <Suspense fallback={<PageSpin fullScreen />}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/register" element={<RegisterPage />} />
              <Route path="/forgetPassword" element={<ForgetPasswordPage />} />
              <Route path="/registrationAgreement" element={<AgreementPage kind="registration" />} />
              <Route path="/privacyAgreement" element={<AgreementPage kind="privacy" />} />
              <Route path="/401" element={<NoPermissionPage />} />
              <Route path="/404" element={<NotFoundPage />} />
              <Route path="/bigscreen" element={<ComingSoonPage componentKey="bigscreen" />} />
              <Route
                path="/APIDockingInfo/webhookDoc"
                element={<ComingSoonPage componentKey="APIDockingInfo/webhookDoc" />}
              />
              <Route path="*" element={<AuthGuard />} />
            </Routes>
          </Suspense>
        </ErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}

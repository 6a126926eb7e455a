import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { Shell } from './layout/Shell';
import { RequireSession, SessionProvider, useSession } from './session/session';
import { SignInPage } from './session/SignInPage';

// Each section is its own chunk: signing in loads neither brackets nor the operator's pages.
const TournamentsSection = lazy(() => import('./tournaments/TournamentsSection'));
const CircuitsSection = lazy(() => import('./circuits/CircuitsSection'));
const SettingsSection = lazy(() => import('./settings/SettingsSection'));
const OperatorSection = lazy(() => import('./operator/OperatorSection'));
const RatingsSection = lazy(() => import('./ratings/RatingsSection'));
const AcceptInvitationPage = lazy(() => import('./session/AcceptInvitationPage'));

function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="50vh">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

function Home() {
  const { me } = useSession();
  return <Navigate to={me?.kind === 'operator' ? '/operator' : '/tournaments'} replace />;
}

export function App() {
  const { i18n } = useTranslation();
  return (
    <SessionProvider>
      {/* A change of language draws the pages anew, bracket words included; data stays cached. */}
      <Suspense key={i18n.resolvedLanguage} fallback={<PageLoader />}>
        <Routes>
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="/accept-invitation" element={<AcceptInvitationPage />} />
          <Route
            element={
              <RequireSession>
                <Shell />
              </RequireSession>
            }
          >
            <Route index element={<Home />} />
            <Route path="tournaments/*" element={<TournamentsSection />} />
            <Route path="ratings/*" element={<RatingsSection />} />
            <Route path="circuits/*" element={<CircuitsSection />} />
            <Route path="settings/*" element={<SettingsSection />} />
            <Route path="operator/*" element={<OperatorSection />} />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Route>
        </Routes>
      </Suspense>
    </SessionProvider>
  );
}

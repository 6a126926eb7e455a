import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Shell } from './layout/Shell';
import { RequireSession, SessionProvider, useSession } from './session/session';
import { SignInPage } from './session/SignInPage';

// Each section is its own chunk: signing in loads neither brackets nor the operator's pages.
const TournamentsSection = lazy(() => import('./tournaments/TournamentsSection'));
const SettingsSection = lazy(() => import('./settings/SettingsSection'));
const OperatorSection = lazy(() => import('./operator/OperatorSection'));
const AcceptInvitationPage = lazy(() => import('./session/AcceptInvitationPage'));

const pageLoader = (
  <Center h="50vh">
    <Loader aria-label="Loading" />
  </Center>
);

function Home() {
  const { me } = useSession();
  return <Navigate to={me?.kind === 'operator' ? '/operator' : '/tournaments'} replace />;
}

export function App() {
  return (
    <SessionProvider>
      <Suspense fallback={pageLoader}>
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
            <Route path="settings/*" element={<SettingsSection />} />
            <Route path="operator/*" element={<OperatorSection />} />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Route>
        </Routes>
      </Suspense>
    </SessionProvider>
  );
}

import { Center, Loader } from '@mantine/core';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { api, forgetKeptAnswers, send, setCsrfToken, unwrap, type Schemas } from '../api/client';
import { ApiError } from '../api/errors';
import { i18n } from '../i18n/i18n';

/** Who is signed in, as `GET /api/v1/console/me` answers. */
export type ConsoleMe = Schemas['ConsoleMe'];

/** The notice's key in the catalogue. */
const SESSION_ENDED_NOTICE = 'session.ended';

const ME_KEY = ['console', 'me'] as const;

interface SessionValue {
  me: ConsoleMe | null;
  /** Ends this session and goes to the sign-in page. */
  signOut(): Promise<void>;
  /** Ends every session of this staff member (other browsers too). */
  signOutEverywhere(): Promise<void>;
  /** Asks the server again who is signed in. */
  refresh(): Promise<void>;
  /** Takes the answer of a sign-in (or of accepting an invitation) as the session. */
  signedIn(me: ConsoleMe): void;
}

const SessionContext = createContext<SessionValue | null>(null);

async function fetchMe(): Promise<ConsoleMe | null> {
  try {
    return await unwrap(api.GET('/api/v1/console/me'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Any call answered 401 means the session is gone (expired, ended elsewhere): forget it and
 * send the person to sign in, back to where they were afterwards.
 */
function useSessionEndedRedirect(queryClient: QueryClient, me: ConsoleMe | null) {
  const navigate = useNavigate();
  const location = useLocation();
  const path = location.pathname + location.search;
  useEffect(() => {
    if (!me) return;
    const ended = () => {
      setCsrfToken(null);
      queryClient.clear();
      forgetKeptAnswers();
      queryClient.setQueryData(ME_KEY, null);
      navigate(`/sign-in?next=${encodeURIComponent(path)}`, {
        replace: true,
        state: { notice: SESSION_ENDED_NOTICE },
      });
    };
    const onEvent = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action?.type === 'error') {
        if (isUnauthorized(event.action.error)) ended();
      }
    };
    const queries = queryClient.getQueryCache().subscribe(onEvent);
    const mutations = queryClient.getMutationCache().subscribe(onEvent);
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, me, navigate, path]);
}

/** Knows who is signed in; the pages ask `useSession()`. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: Infinity });
  const me = query.data ?? null;
  setCsrfToken(me?.csrfToken ?? null);
  useSessionEndedRedirect(queryClient, me);

  const forget = useCallback(() => {
    setCsrfToken(null);
    queryClient.clear();
    forgetKeptAnswers();
    queryClient.setQueryData(ME_KEY, null);
    navigate('/sign-in', { replace: true });
  }, [queryClient, navigate]);

  const value = useMemo<SessionValue>(
    () => ({
      me,
      signOut: async () => {
        await send(api.DELETE('/api/v1/console/session')).catch((error) => {
          if (!isUnauthorized(error)) throw error;
        });
        forget();
      },
      signOutEverywhere: async () => {
        await send(api.DELETE('/api/v1/console/sessions'));
        forget();
      },
      refresh: async () => {
        await queryClient.invalidateQueries({ queryKey: ME_KEY });
      },
      signedIn: (next) => {
        setCsrfToken(next.csrfToken);
        queryClient.clear();
        forgetKeptAnswers();
        queryClient.setQueryData(ME_KEY, next);
      },
    }),
    [me, forget, queryClient],
  );

  if (query.isPending) {
    return (
      <Center h="50vh">
        <Loader aria-label={i18n.t('common.loading')} />
      </Center>
    );
  }
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** Its children only with a session; otherwise the sign-in page, back here afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { me } = useSession();
  const location = useLocation();
  if (!me) {
    const next = location.pathname + location.search;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}

import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { fromPromise, type ActorOptions } from 'xstate';
import { sessionMachine, type SessionContext as SessionCtx, type SessionInput } from '../../../machines/session.machine';
import { onApiEvent as defaultOnApiEvent, shopApi, tokenHolder } from '../api';
import { storage } from '../storage';
import { inspect } from '../inspect';
import { routes } from '../paths';
import { SessionContext } from './session-context';
import { OfflineNotice } from './offline-notice';

export { SessionContext } from './session-context';

/** Persists what spec section 3 keeps between visits, and hands the token to the API client. */
export function persistSession(context: Pick<SessionCtx, 'token' | 'loginStatus' | 'user'>): void {
  tokenHolder.set(context.token);
  if (context.token) storage.set('accessToken', context.token);
  else storage.remove('accessToken');
  storage.set('loginStatus', context.loginStatus);
  if (context.user) {
    storage.set('userInfo', context.user);
    storage.set('userId', context.user.id);
  } else storage.remove('userInfo', 'userId');
}

export function readSessionInput(): SessionInput {
  return {
    token: storage.get('accessToken') ?? null,
    loginStatus: storage.get('loginStatus') ?? false,
    userInfo: storage.get('userInfo') ?? null,
  };
}

/** The session machine with the app's real effects. */
export function createSessionLogic() {
  return sessionMachine.provide({
    actors: {
      fetchVisitorToken: fromPromise(() => shopApi.session.visitor()),
      fetchUserInfo: fromPromise(() => shopApi.session.userInfo()),
      signOut: fromPromise<unknown>(() => shopApi.session.logout()),
    },
    actions: {
      persistSession: ({ context }) => persistSession(context),
    },
  });
}

export interface SessionProviderProps {
  children: ReactNode;
  /** Tests hand in the machine with in-memory effects. */
  logic?: typeof sessionMachine;
  input?: SessionInput;
  /** Where the API client's 401/30001 and 403 come from (tests pass their own). */
  onApiEvent?: typeof defaultOnApiEvent;
  /** Tests pass a SimulatedClock to run the retry delay. */
  clock?: ActorOptions<typeof sessionMachine>['clock'];
}

/**
 * Runs the session actor for the app, and applies the error catalogue (spec section 8): a 401 or
 * 30001 from any call ends the session and goes to /sign-in; a 403 sets logged-out and goes to /.
 */
export function SessionProvider({ children, logic, input, onApiEvent = defaultOnApiEvent, clock }: SessionProviderProps) {
  const resolved = useMemo(() => logic ?? createSessionLogic(), [logic]);
  const startInput = useMemo(() => {
    const i = input ?? readSessionInput();
    tokenHolder.set(i.token ?? null);
    return i;
  }, [input]);
  return (
    <SessionContext.Provider logic={resolved} options={{ input: startInput, inspect, clock }}>
      <ApiEventBridge onApiEvent={onApiEvent} />
      <OfflineNotice />
      {children}
    </SessionContext.Provider>
  );
}

function ApiEventBridge({ onApiEvent }: { onApiEvent: typeof defaultOnApiEvent }) {
  const session = SessionContext.useActorRef();
  const [, navigate] = useLocation();
  useEffect(() => {
    const offUnauthorized = onApiEvent('unauthorized', () => {
      session.send({ type: 'session.unauthorized' });
      navigate(routes.signIn);
    });
    const offForbidden = onApiEvent('forbidden', () => {
      session.send({ type: 'session.forbidden' });
      navigate(routes.home);
    });
    return () => {
      offUnauthorized();
      offForbidden();
    };
  }, [onApiEvent, session, navigate]);
  return null;
}

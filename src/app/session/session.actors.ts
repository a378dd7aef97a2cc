import { fromPromise } from 'xstate';
import { sessionMachine, type SessionContext } from '../../../machines/session.machine';
import { sessionApi } from './session.api';
import { tokenHolder } from '../../api/http';
import { storage } from '../storage';
import { navigate } from '../navigation';
import { routes } from '../paths';

/** Persists what spec section 3 keeps between visits, and hands the token to the API client. */
export function persistSession(context: Pick<SessionContext, 'token' | 'loginStatus' | 'user'>): void {
  tokenHolder.set(context.token);
  if (context.token) storage.set('accessToken', context.token);
  else storage.remove('accessToken');
  storage.set('loginStatus', context.loginStatus);
  if (context.user) {
    storage.set('userInfo', context.user);
    storage.set('userId', context.user.id);
  } else storage.remove('userInfo', 'userId');
}

/**
 * The session's effects: the visitor token, the user info and sign-out calls, persistence, and the
 * pages it leaves for (home on sign-out and 403, sign-in on 401/30001).
 */
export const sessionLogic = sessionMachine.provide({
  actors: {
    // Calls made meanwhile wait for the token (src/api/http.ts).
    fetchVisitorToken: fromPromise(() => tokenHolder.getting(sessionApi.visitor())),
    fetchUserInfo: fromPromise(() => sessionApi.userInfo()),
    signOut: fromPromise(() => sessionApi.logout()),
  },
  actions: {
    persistSession: ({ context }) => persistSession(context),
    leaveForHome: ({ event }) => navigate(routes.home, { replace: event.type === 'session.logout' }),
    leaveForSignIn: () => navigate(routes.signIn),
  },
});

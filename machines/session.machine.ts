import { assign, emit, setup } from 'xstate';
import { VISITOR_TOKEN_RETRY_MAX_MS, VISITOR_TOKEN_RETRY_MS } from '../contract/constants';
import type { TokenData, UserInfo } from '../contract/entities';
import { providedCall } from './provided';

/** What the app persisted from the last visit (spec section 3: token, login status, user info). */
export interface SessionInput {
  token?: string | null;
  loginStatus?: boolean | null;
  userInfo?: UserInfo | null;
}

export interface SessionContext {
  token: string | null;
  loginStatus: boolean;
  user: UserInfo | null;
  /** Consecutive failed visitor-token requests; drives the retry backoff. */
  failures: number;
  /** How many new visitor tokens this page has obtained (the e-mail popup starts its timer on a change). */
  visitorTokensIssued: number;
}

export type SessionEvent =
  | { type: 'session.signedIn'; token: string; user: UserInfo }
  /** The customer changed their name or e-mail (account settings): the server's saved user info. */
  | { type: 'session.userChanged'; user: UserInfo }
  | { type: 'session.logout' }
  /** Any call answered 401 or 30001. */
  | { type: 'session.unauthorized' }
  /** Any call answered 403 (but the coupon list). */
  | { type: 'session.forbidden' }
  /** The shopper asks to retry now while offline. */
  | { type: 'session.retry' };

/**
 * The cart and the wishlist clear their customer's data when a session ends (src/app/session/follow-session.ts):
 * a logout or a 401/30001. A 403 only marks the shopper logged out and keeps everything (spec section 8).
 */
export type SessionEmitted = { type: 'session.ended'; reason: 'logout' | 'unauthorized' };

/** Backoff of the visitor-token retry: 2 s, 4 s, 8 s ... capped. */
export function retryDelay(failures: number): number {
  return Math.min(VISITOR_TOKEN_RETRY_MS * 2 ** Math.max(0, failures - 1), VISITOR_TOKEN_RETRY_MAX_MS);
}

/**
 * The visitor-token and session lifecycle (spec sections 4 and 8): every shopper holds a token;
 * signing in swaps it for a customer token; signing out and 401/30001 end the customer session and
 * obtain a new visitor token. A 403 only sets the login status to false and goes to /: the token,
 * and with it the cart, the wishlist and the user info, stay. Effects (API calls, persistence) are
 * provided by the app.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'visitor' | 'token' | 'signedIn' | 'user' | 'signingOut' | 'offline',
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    /** POST api/visitor */
    fetchVisitorToken: providedCall<TokenData>('fetchVisitorToken'),
    /** GET api/users/index */
    fetchUserInfo: providedCall<UserInfo>('fetchUserInfo'),
    /** POST api/users/logout */
    signOut: providedCall<null>('signOut'),
  },
  actions: {
    /** Writes token, login status, user info and user id to storage and the API client (provided by the app). */
    persistSession: () => {},
    setVisitorToken: assign((_, { token }: { token: string }) => ({ token, loginStatus: false, user: null, failures: 0 })),
    countVisitorToken: assign({ visitorTokensIssued: ({ context }) => context.visitorTokensIssued + 1 }),
    setCustomer: assign(({ event }) => (event.type === 'session.signedIn' ? { token: event.token, loginStatus: true, user: event.user } : {})),
    setUser: assign((_, { user }: { user: UserInfo }) => ({ user })),
    clearSession: assign({ token: null, loginStatus: false, user: null }),
    /** A 403: logged out, nothing else thrown away (spec section 8). */
    clearLoginStatus: assign({ loginStatus: false }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    emitEndedByLogout: emit({ type: 'session.ended', reason: 'logout' } as const),
    emitEndedByUnauthorized: emit({ type: 'session.ended', reason: 'unauthorized' } as const),
    /** Provided by the app: a customer who signs out, or any call refused with 403, leaves for the home page. */
    leaveForHome: () => {},
    /** Provided by the app: any call refused with 401/30001 leaves for the sign-in page (spec section 8). */
    leaveForSignIn: () => {},
  },
  guards: {
    hasCustomerToken: ({ context }) => !!context.token && context.loginStatus,
    hasToken: ({ context }) => !!context.token,
  },
  delays: {
    visitorTokenRetry: ({ context }) => retryDelay(context.failures),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token || null,
    loginStatus: !!input.token && !!input.loginStatus,
    user: input.token && input.loginStatus ? (input.userInfo ?? null) : null,
    failures: 0,
    visitorTokensIssued: 0,
  }),
  initial: 'booting',
  // A refusal while no customer session is held (booting, obtaining a token, offline) still leaves
  // the page: the states below that end a session do so and leave too.
  on: {
    'session.unauthorized': { actions: 'leaveForSignIn' },
    'session.forbidden': { actions: 'leaveForHome' },
  },
  states: {
    booting: {
      description: 'Decides from the persisted token and login status where the session stands.',
      always: [{ guard: 'hasCustomerToken', target: 'customer' }, { guard: 'hasToken', target: 'visitor' }, { target: 'obtainingVisitorToken' }],
    },
    obtainingVisitorToken: {
      tags: ['visitor'],
      description: 'A client without a token requests one (POST api/visitor) and stores it.',
      invoke: {
        id: 'fetchVisitorToken',
        src: 'fetchVisitorToken',
        onDone: {
          target: 'visitor',
          actions: [
            { type: 'setVisitorToken', params: ({ event }) => ({ token: event.output.access_token }) },
            'countVisitorToken',
            'persistSession',
          ],
        },
        onError: { target: 'offline', actions: 'countFailure' },
      },
    },
    offline: {
      tags: ['offline'],
      description: 'The visitor token could not be obtained; retries after a growing delay or when asked.',
      after: { visitorTokenRetry: 'obtainingVisitorToken' },
      on: { 'session.retry': 'obtainingVisitorToken' },
    },
    visitor: {
      tags: ['visitor', 'token'],
      on: {
        'session.signedIn': {
          target: 'customer',
          actions: ['setCustomer', 'persistSession'],
        },
        'session.unauthorized': {
          target: 'obtainingVisitorToken',
          actions: ['clearSession', 'persistSession', 'emitEndedByUnauthorized', 'leaveForSignIn'],
        },
        // A visitor on a customer-only call (403): already logged out; the root's handler goes to /.
      },
    },
    customer: {
      tags: ['signedIn', 'token', 'user'],
      initial: 'loadingProfile',
      on: {
        'session.logout': { target: 'signingOut', actions: 'leaveForHome' },
        'session.userChanged': { actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.user }) }, 'persistSession'] },
        'session.unauthorized': {
          target: 'obtainingVisitorToken',
          actions: ['clearSession', 'persistSession', 'emitEndedByUnauthorized', 'leaveForSignIn'],
        },
        // Spec section 8: a 403 sets the login status to false and goes to /. The token stays (the
        // server still knows its cart and wishlist), so nothing is cleared and nothing reloads.
        'session.forbidden': {
          target: 'visitor',
          actions: ['clearLoginStatus', 'persistSession', 'leaveForHome'],
        },
      },
      states: {
        loadingProfile: {
          description: 'Loads the user info (GET api/users/index); the stored copy is shown meanwhile.',
          invoke: {
            id: 'fetchUserInfo',
            src: 'fetchUserInfo',
            onDone: { target: 'ready', actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.output }) }, 'persistSession'] },
            // A failure keeps the stored user; 401/403 arrive as their own events.
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
    signingOut: {
      tags: ['signingOut', 'user'],
      description: 'POST api/users/logout; whatever its result, the customer data is cleared.',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'obtainingVisitorToken', actions: ['clearSession', 'persistSession', 'emitEndedByLogout'] },
        onError: { target: 'obtainingVisitorToken', actions: ['clearSession', 'persistSession', 'emitEndedByLogout'] },
      },
      on: {
        'session.unauthorized': {
          target: 'obtainingVisitorToken',
          actions: ['clearSession', 'persistSession', 'emitEndedByLogout', 'leaveForSignIn'],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;

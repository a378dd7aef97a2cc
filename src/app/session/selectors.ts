import { useCallback, useMemo } from 'react';
import type { UserInfo } from '../../../contract/entities';
import { BUSINESS_USER_TYPE } from '../../../contract/wholesale';
import type { SessionEvent } from '../../../machines/session.machine';
import { SessionContext } from './session-context';
import { sessionView, type SessionStatus } from './session.view';

export type { SessionStatus } from './session.view';

/** True for a signed-in customer (the header's account icon, the login guard). */
export function useIsSignedIn(): boolean {
  return SessionContext.useSelector((s) => sessionView(s).signedIn);
}

export function useSessionStatus(): SessionStatus {
  return SessionContext.useSelector((s) => sessionView(s).status);
}

/** The signed-in customer's info (first name, last name, e-mail), also while signing out; else null. */
export function useUser(): UserInfo | null {
  return SessionContext.useSelector((s) => sessionView(s).user);
}

/** True for a signed-in customer who declared a business (the server's `isBusinessBuyer`, as the session knows it). */
export function useIsBusinessBuyer(): boolean {
  return useUser()?.type === BUSINESS_USER_TYPE;
}

/** The token every call carries once the session has one, else null. Changes when the shopper changes. */
export function useSessionToken(): string | null {
  return SessionContext.useSelector((s) => sessionView(s).token);
}

/** True while no visitor token could be had (retrying with backoff). */
export function useIsOffline(): boolean {
  return SessionContext.useSelector((s) => sessionView(s).offline);
}

/** True while signing out (the Sign out button shows loading). */
export function useIsSigningOut(): boolean {
  return SessionContext.useSelector((s) => sessionView(s).signingOut);
}

/**
 * Counts the new visitor tokens obtained in this page's life; a change means "a new visitor token
 * was created" (the e-mail catalogue popup starts its 10 s timer then).
 */
export function useVisitorTokensIssued(): number {
  return SessionContext.useSelector((s) => s.context.visitorTokensIssued);
}

/** What views may ask of the session. */
export function useSessionActions() {
  const actor = SessionContext.useActorRef();
  const send = useCallback((e: SessionEvent) => actor.send(e), [actor]);
  return useMemo(
    () => ({
      signedIn: (token: string, user: UserInfo) => send({ type: 'session.signedIn', token, user }),
      logout: () => send({ type: 'session.logout' }),
      retry: () => send({ type: 'session.retry' }),
    }),
    [send],
  );
}

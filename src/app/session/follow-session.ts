import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import { SessionContext } from './session-context';
import { useSessionToken } from './selectors';

/**
 * Keeps a shopper-owned actor (the cart, the wishlist) with the session: `load` whenever the
 * session's token changes (a new visitor, a sign-in, a sign-out), `clear` when a customer session
 * ends (logout, 401/30001) so nothing of theirs stays on the screen. A 403 ends no session: it only
 * sets the login status to false (spec section 8), the token and what it holds stay.
 */
export function useFollowSession(actor: Pick<AnyActorRef, 'send'>, events: { load: { type: string }; clear: { type: string } }): void {
  const session = SessionContext.useActorRef();
  const token = useSessionToken();
  const { load, clear } = events;
  useEffect(() => {
    if (token) actor.send(load);
  }, [token, actor, load]);
  useEffect(() => {
    const sub = session.on('session.ended', () => actor.send(clear));
    return () => sub.unsubscribe();
  }, [session, actor, clear]);
}

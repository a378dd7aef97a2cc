import { useEffect, useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { wishlistMachine } from '../../../machines/wishlist.machine';
import { shopApi } from '../api';
import { storage } from '../storage';
import { inspect } from '../inspect';
import { SessionContext } from '../session/session-context';
import { useSessionToken } from '../session/selectors';
import { WishlistContext } from './wishlist-context';

export { WishlistContext } from './wishlist-context';

export function createWishlistLogic() {
  return wishlistMachine.provide({
    actors: { fetchWishlist: fromPromise(() => shopApi.wishlist.wishDetails()) },
    actions: { persistWishlist: ({ context }) => storage.set('wishlist', context.ids) },
  });
}

/** Runs the wishlist actor: reloads on every session token change, clears when a session ends. */
export function WishlistProvider({ children, logic }: { children: ReactNode; logic?: typeof wishlistMachine }) {
  const resolved = useMemo(() => logic ?? createWishlistLogic(), [logic]);
  const input = useMemo(() => ({ ids: storage.get('wishlist') ?? [] }), []);
  return (
    <WishlistContext.Provider logic={resolved} options={{ input, inspect }}>
      <FollowSession />
      {children}
    </WishlistContext.Provider>
  );
}

function FollowSession() {
  const session = SessionContext.useActorRef();
  const wishlist = WishlistContext.useActorRef();
  const token = useSessionToken();
  useEffect(() => {
    if (token) wishlist.send({ type: 'wishlist.load' });
  }, [token, wishlist]);
  useEffect(() => {
    const sub = session.on('session.ended', () => wishlist.send({ type: 'wishlist.clear' }));
    return () => sub.unsubscribe();
  }, [session, wishlist]);
  return null;
}

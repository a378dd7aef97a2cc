import { useMemo, type ReactNode } from 'react';
import type { wishlistMachine } from '../../../machines/wishlist.machine';
import { storage } from '../../app/storage';
import { inspect } from '../../app/inspect';
import { useFollowSession } from '../../app/session/follow-session';
import { WishlistContext } from './wishlist-context';
import { wishlistLogic } from './wishlist.actors';

export { WishlistContext } from './wishlist-context';

const FOLLOW = { load: { type: 'wishlist.load' }, clear: { type: 'wishlist.clear' } } as const;

/**
 * Runs the wishlist actor: reloads on every session token change, clears when a session ends.
 * Effects: ./wishlist.actors.ts; tests pass their own `logic`.
 */
export function WishlistProvider({ children, logic = wishlistLogic }: { children: ReactNode; logic?: typeof wishlistMachine }) {
  const input = useMemo(() => ({ ids: storage.get('wishlist') ?? [] }), []);
  return (
    <WishlistContext.Provider logic={logic} options={{ input, inspect }}>
      <FollowSession />
      {children}
    </WishlistContext.Provider>
  );
}

function FollowSession() {
  const wishlist = WishlistContext.useActorRef();
  useFollowSession(wishlist, FOLLOW);
  return null;
}

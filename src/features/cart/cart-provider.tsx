import { useMemo, type ReactNode } from 'react';
import type { CartLine } from '../../../contract/entities';
import type { cartMachine } from '../../../machines/cart.machine';
import { storage } from '../../app/storage';
import { inspect } from '../../app/inspect';
import { useFollowSession } from '../../app/session/follow-session';
import { CartContext } from './cart-context';
import { cartLogic } from './cart.actors';

export { CartContext } from './cart-context';

const FOLLOW = { load: { type: 'cart.load' }, clear: { type: 'cart.clear' } } as const;

/**
 * Runs the cart actor inside the session: it reloads whenever the session's token changes
 * (new visitor, sign-in, sign-out) and clears when a customer session ends. Effects:
 * ./cart.actors.ts; tests pass their own `logic`.
 */
export function CartProvider({ children, logic = cartLogic }: { children: ReactNode; logic?: typeof cartMachine }) {
  const input = useMemo(
    () => ({ lines: (storage.get('cart') as CartLine[] | undefined) ?? [], unselected: storage.get('unselectedCartIds') ?? [] }),
    [],
  );
  return (
    <CartContext.Provider logic={logic} options={{ input, inspect }}>
      <FollowSession />
      {children}
    </CartContext.Provider>
  );
}

function FollowSession() {
  const cart = CartContext.useActorRef();
  useFollowSession(cart, FOLLOW);
  return null;
}

import { useEffect, useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { CartLine } from '../../../contract/entities';
import { cartMachine, type LineEdit } from '../../../machines/cart.machine';
import { shopApi } from '../api';
import { storage } from '../storage';
import { inspect } from '../inspect';
import { SessionContext } from '../session/session-context';
import { useSessionToken } from '../session/selectors';
import { CartContext } from './cart-context';

export { CartContext } from './cart-context';

/** The cart's effects: the cart calls, and the lines and unselected ids kept between visits. */
export function createCartLogic() {
  return cartMachine.provide({
    actors: {
      fetchCart: fromPromise(() => shopApi.cart.getCart()),
      saveEdit: fromPromise<CartLine[], LineEdit>(({ input }) =>
        input.kind === 'delete' ? shopApi.cart.deleteCart([input.id]) : shopApi.cart.updateCart({ cart_id: input.id, qty: input.qty }),
      ),
    },
    actions: {
      persistCart: ({ context }) => storage.set('cart', context.lines),
      persistUnselected: ({ context }) => storage.set('unselectedCartIds', context.unselected),
    },
  });
}

/**
 * Runs the cart actor inside the session: it reloads whenever the session's token changes
 * (new visitor, sign-in, sign-out) and clears when a customer session ends.
 */
export function CartProvider({ children, logic }: { children: ReactNode; logic?: typeof cartMachine }) {
  const resolved = useMemo(() => logic ?? createCartLogic(), [logic]);
  const input = useMemo(
    () => ({ lines: (storage.get('cart') as CartLine[] | undefined) ?? [], unselected: storage.get('unselectedCartIds') ?? [] }),
    [],
  );
  return (
    <CartContext.Provider logic={resolved} options={{ input, inspect }}>
      <FollowSession />
      {children}
    </CartContext.Provider>
  );
}

function FollowSession() {
  const session = SessionContext.useActorRef();
  const cart = CartContext.useActorRef();
  const token = useSessionToken();
  useEffect(() => {
    if (token) cart.send({ type: 'cart.load' });
  }, [token, cart]);
  useEffect(() => {
    const sub = session.on('session.ended', () => cart.send({ type: 'cart.clear' }));
    return () => sub.unsubscribe();
  }, [session, cart]);
  return null;
}

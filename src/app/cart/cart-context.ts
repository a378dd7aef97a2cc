import { createActorContext } from '@xstate/react';
import { cartMachine } from '../../../machines/cart.machine';

/** The cart actor, created once for the app. */
export const CartContext = createActorContext(cartMachine);

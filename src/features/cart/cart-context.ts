import { createAppActorContext } from '../../app/app-actor-context';
import { cartMachine } from '../../../machines/cart.machine';

/** The cart actor, created once for the app (wiring modules reach it as `appActor('cart')`). */
export const CartContext = createAppActorContext('cart', cartMachine);

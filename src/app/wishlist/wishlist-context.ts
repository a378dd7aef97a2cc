import { createActorContext } from '@xstate/react';
import { wishlistMachine } from '../../../machines/wishlist.machine';

/** The wishlist actor, created once for the app. */
export const WishlistContext = createActorContext(wishlistMachine);

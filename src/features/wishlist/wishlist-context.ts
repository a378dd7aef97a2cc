import { createAppActorContext } from '../../app/app-actor-context';
import { wishlistMachine } from '../../../machines/wishlist.machine';

/** The wishlist actor, created once for the app (wiring modules reach it as `appActor('wishlist')`). */
export const WishlistContext = createAppActorContext('wishlist', wishlistMachine);

import { fromPromise } from 'xstate';
import { wishlistMachine } from '../../../machines/wishlist.machine';
import { wishlistApi } from '../cart/cart.api';
import { storage } from '../../app/storage';

/** The wishlist's effects: wishDetails, and the ids kept between visits. */
export const wishlistLogic = wishlistMachine.provide({
  actors: { fetchWishlist: fromPromise(() => wishlistApi.wishDetails()) },
  actions: { persistWishlist: ({ context }) => storage.set('wishlist', context.ids) },
});

import { fromPromise } from 'xstate';
import { said } from '../../../contract/messages';
import { failureMessage } from '../../../contract/codes';
import { heartMachine } from '../../../machines/heart.machine';
import { wishlistApi } from '../cart/cart.api';
import { appActor, openOverlay, showToast } from '../../app/app-actors';

/**
 * The heart's effects: addWish / removeWish, the app's wishlist taking the ids the server
 * answered (every heart of those goods follows), an error toast when the server refuses, and
 * the sign-in dialog for a heart that needs a customer.
 */
export const heartLogic = heartMachine.provide({
  actors: {
    addWish: fromPromise(({ input }) => wishlistApi.addWish([input.goodsId])),
    removeWish: fromPromise(({ input }) => wishlistApi.removeWish(input.goodsId)),
  },
  actions: {
    tellWishlist: (_, { ids }) => appActor('wishlist').send({ type: 'wishlist.set', ids }),
    reportFailure: (_, { error }) => showToast('error', failureMessage(error, said('serverError'))),
    askToSignIn: () => openOverlay('login'),
  },
});

import { fromPromise } from 'xstate';
import { failureMessage } from '../../../contract/codes';
import { said } from '../../../contract/messages';
import { heartMachine } from '../../../machines/heart.machine';
import { blogApi } from './blog.api';
import { openOverlay, showToast } from '../../app/app-actors';

/**
 * The heart machine on a post (input `requiresSignIn: true`, spec 4 and 6): its add and remove
 * are api/blog/like and del_like with the post's id; a signed-out shopper gets the sign-in dialog;
 * a refusal is a toast. A post's like is not the wishlist: the heart itself shows the change
 * (`tellWishlist` has nothing to tell).
 */
export const postHeartLogic = heartMachine.provide({
  actors: {
    addWish: fromPromise(async ({ input }) => {
      await blogApi.like(input.goodsId);
      return [input.goodsId];
    }),
    removeWish: fromPromise(async ({ input }): Promise<number[]> => {
      await blogApi.delLike(input.goodsId);
      return [];
    }),
  },
  actions: {
    tellWishlist: () => {},
    reportFailure: (_, { error }) => showToast('error', failureMessage(error, said('serverError'))),
    askToSignIn: () => openOverlay('login'),
  },
});

import { fromPromise } from 'xstate';
import { reviewsMachine } from '../../../machines/reviews.machine';
import { productApi } from './product.api';

/** The reviews' effect: their pages, GET api/goods/goodComments. */
export const reviewsLogic = reviewsMachine.provide({
  actors: {
    loadReviews: fromPromise(({ input, signal }) => productApi.goodComments(input.goodsId, input.page, signal)),
  },
});

import { fromPromise } from 'xstate';
import { writeReviewMachine } from '../../../machines/write-review.machine';
import { ordersApi } from './orders.api';

/** A delivered line's review (review-form.tsx): POST api/users/addOrderComment/{orderId}. */
export const writeReviewLogic = writeReviewMachine.provide({
  actors: {
    sendReview: fromPromise(({ input }) => ordersApi.addOrderComment(input.orderId, input.comment)),
  },
});

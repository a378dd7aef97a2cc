import { fromPromise } from 'xstate';
import { couponMachine } from '../../../machines/coupon.machine';
import { couponsApi } from '../../api/coupons';
import { openOverlay } from '../../app/app-actors';

/**
 * A coupon's effects: the claim (api/users/setCoupon/{id}, a flagged call whose success and
 * refusal the client toasts) and the sign-in dialog for a signed-out shopper.
 */
export const couponLogic = couponMachine.provide({
  actors: {
    claimCoupon: fromPromise(({ input }) => couponsApi.setCoupon(input.couponId)),
  },
  actions: {
    askToSignIn: () => openOverlay('login'),
  },
});

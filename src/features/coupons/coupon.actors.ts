import { fromPromise } from 'xstate';
import { couponMachine } from '../../../machines/coupon.machine';
import { couponsApi } from './coupons.api';
import { openOverlay } from '../../app/app-actors';
import { rereadCouponList } from './coupon-list-reads';

/**
 * A coupon's effects: the claim (api/users/setCoupon/{id}, a flagged call whose success and
 * refusal the client toasts), the sign-in dialog for a signed-out shopper, and the list read again
 * after a claim that changes it.
 */
export const couponLogic = couponMachine.provide({
  actors: {
    claimCoupon: fromPromise(({ input }) => couponsApi.setCoupon(input.couponId)),
  },
  actions: {
    askToSignIn: () => openOverlay('login'),
    rereadList: () => rereadCouponList(),
  },
});

/**
 * A coupon in the coupon dialog (the 'coupon' overlay). Only one overlay shows at a time, so the
 * sign-in dialog replaces the coupon dialog and its buttons (and their machines) go; once signed
 * in, the coupon dialog opens again with `claim` naming the coupon that was pressed, whose button
 * then starts with the claim (`claimAtStart`). Closing the sign-in dialog instead claims nothing.
 */
export const couponInDialogLogic = couponLogic.provide({
  actions: {
    askToSignIn: ({ context }) => openOverlay('login', { onSuccess: () => openOverlay('coupon', { claim: context.couponId }) }),
  },
});

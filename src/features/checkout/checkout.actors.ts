import { fromPromise } from 'xstate';
import { failureMessage } from '../../../contract/codes';
import { checkoutMachine } from '../../../machines/checkout.machine';
import { checkoutApi } from './checkout.api';
import { appActor, showToast } from '../../app/app-actors';
import { navigate } from '../../app/navigation';
import { routes } from '../../app/paths';
import { addressFormLogic } from '../address/address-form.actors';
import { newUuid } from './new-uuid';

/**
 * The checkout's effects: the address book and usable coupons, a coupon code redeemed, the server's quotes, a client
 * token per order, createOrder, and the address form (its save) as the checkout's child. When the
 * flow leaves the page: a placed order goes to /payment?order_id=N (a reload then pays that order
 * instead of placing another); a cart problem goes back to /cart with its message and a fresh cart.
 */
export const checkoutLogic = checkoutMachine.provide({
  actors: {
    loadCheckout: fromPromise(async ({ input, signal }) => {
      const [addresses, coupons] = await Promise.all([checkoutApi.addressBooks(signal), checkoutApi.getUsableCoupon(input.cartIds, signal)]);
      return { addresses, coupons };
    }),
    redeemCoupon: fromPromise(({ input, signal }) => checkoutApi.redeemCoupon(input, signal)),
    fetchQuote: fromPromise(({ input, signal }) => checkoutApi.getPrice(input, signal)),
    newClientToken: fromPromise(async () => newUuid()),
    createOrder: fromPromise(({ input }) => checkoutApi.createOrder(input)),
    addressForm: addressFormLogic,
  },
  actions: {
    handOverOrder: (_, { order, method }) => navigate(routes.payOrder(order.order_id, method ?? undefined), { replace: true }),
    returnToCart: (_, { problem }) => {
      const message = failureMessage(problem);
      if (message) showToast('error', message);
      appActor('cart').send({ type: 'cart.load' });
      navigate(routes.cart, { replace: true });
    },
  },
});

import { useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { Address, PriceQuote } from '../../../contract/checkout';
import type { PlacedOrder } from '../../../contract/orders';
import { addressFormMachine, type SaveAddressInput } from '../../../machines/address-form.machine';
import {
  checkoutMachine,
  type CheckoutInput,
  type LoadedCheckout,
  type PlaceOrderRequest,
  type QuoteRequest,
} from '../../../machines/checkout.machine';
import { routes } from '../../app/paths';
import { useCartActions } from '../../app/cart/selectors';
import { useToast } from '../../app/toasts/toast-provider';
import { inspect } from '../../app/inspect';
import { useCheckoutCalls, type CheckoutCalls } from './checkout-calls';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

/** The address form with the app's addAddress / updateAddress (the checkout's and the address book's). */
export function addressFormLogic(calls: Pick<CheckoutCalls, 'saveAddress'>) {
  return addressFormMachine.provide({
    actors: {
      saveAddress: fromPromise<Address, SaveAddressInput>(({ input }) => calls.saveAddress(input.id, input.values)),
    },
  });
}

/**
 * The checkout's actor with the app's calls and what the app does when the flow leaves the page:
 * a placed order goes to /payment?order_id=N (a reload then pays that order instead of placing
 * another), a cart problem goes back to /cart with its message and a fresh cart.
 */
export function useCheckout(input: CheckoutInput): CheckoutActor {
  const calls = useCheckoutCalls();
  const [, navigate] = useLocation();
  const cart = useCartActions();
  const toast = useToast();
  const logic = useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          loadCheckout: fromPromise<LoadedCheckout, { cartIds: number[] }>(async ({ input: i, signal }) => {
            const [addresses, coupons] = await Promise.all([calls.addressBooks(signal), calls.getUsableCoupon(i.cartIds, signal)]);
            return { addresses, coupons };
          }),
          fetchQuote: fromPromise<PriceQuote, QuoteRequest>(({ input: i, signal }) => calls.getPrice(i, signal)),
          newClientToken: fromPromise<string>(async () => calls.newClientToken()),
          createOrder: fromPromise<PlacedOrder, PlaceOrderRequest>(({ input: i }) => calls.createOrder(i)),
          addressForm: addressFormLogic(calls),
        },
        actions: {
          handOverOrder: ({ context }) => {
            if (context.order) navigate(routes.payOrder(context.order.order_id, context.paymentMethod ?? undefined), { replace: true });
          },
          returnToCart: ({ context }) => {
            const problem = (context.cartProblem as Error | null)?.message;
            if (problem) toast('error', problem);
            cart.load();
            navigate(routes.cart, { replace: true });
          },
        },
      }),
    // One actor per visit of the page: the calls and navigation are stable for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return useActorRef(logic, { input, inspect });
}

import { useState } from 'react';
import { useSearch } from 'wouter';
import type { CheckoutInput, CheckoutMachine } from '../../../machines/checkout.machine';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../components/button';
import { PageLoading } from '../../components/page-loading';
import { useCartActions, useCartFailed, useCartReady, useSelectedIds } from '../../features/cart/selectors';
import { useCurrency } from '../../features/currency/selectors';
import { useUser } from '../../app/session/selectors';
import { CheckoutTop, CheckoutView, Page } from '../../features/checkout/checkout-view';
import { Note } from '../../features/checkout/checkout-parts';
import { PayOrder, paymentMethodOf } from '../../features/checkout/pay-order';
import { useCheckout } from '../../features/checkout/use-checkout';

/**
 * /payment (guarded): the checkout of the cart's selected lines, or, with ?order_id=N, the payment
 * of that unpaid order (&method= preselects the method).
 */
export default function CheckoutPage() {
  const params = new URLSearchParams(useSearch());
  const orderId = Number(params.get('order_id'));
  if (Number.isInteger(orderId) && orderId > 0) {
    return <PayOrder key={orderId} orderId={orderId} method={paymentMethodOf(params.get('method'))} />;
  }
  return <CheckoutOfCart />;
}

/** Waits for this visit's cart, then checks out its selection as it is at that moment. */
function CheckoutOfCart() {
  const { t } = useTranslation('checkout');
  const ready = useCartReady();
  const failed = useCartFailed();
  const cartIds = useSelectedIds();
  const currency = useCurrency();
  const user = useUser();
  const cart = useCartActions();
  // The selection is taken once: a later cart reload does not restart the checkout.
  const [input, setInput] = useState<CheckoutInput | null>(null);
  if (!input && ready) {
    const named = (n: string | undefined) => (n && n !== user?.email ? n : undefined);
    setInput({
      cartIds,
      currencyId: currency?.id,
      addressDefaults: { firstname: named(user?.firstname), lastname: named(user?.lastname) },
    });
  }
  if (!input) {
    return (
      <Page>
        <CheckoutTop title={t('title')} backLabel={t('backToCart')} />
        {failed ? (
          <div role="alert" style={{ padding: '0.4rem' }}>
            <Note>{t('loadFailed')}</Note>
            <Button onClick={cart.load}>{t('common:retry')}</Button>
          </div>
        ) : (
          <PageLoading />
        )}
      </Page>
    );
  }
  return <Checkout input={input} />;
}

/** The checkout machine for one visit of the page, drawn by CheckoutView (tests pass their own `logic`). */
export function Checkout({ input, logic }: { input: CheckoutInput; logic?: CheckoutMachine }) {
  const actor = useCheckout(input, logic);
  return <CheckoutView actor={actor} />;
}

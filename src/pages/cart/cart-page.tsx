import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useSelector } from '@xstate/react';
import type { CartLine } from '../../../contract/entities';
import { openProblem, type cartCheckoutMachine } from '../../../machines/cart-checkout.machine';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { routes } from '../../app/paths';
import { CartContext } from '../../features/cart/cart-context';
import { useCartActions, useCartFailed, useCartLines, useCartReady } from '../../features/cart/selectors';
import { useIsSignedIn, useSessionToken } from '../../app/session/selectors';
import { Button } from '../../components/button';
import { CartIcon } from '../../components/icons';
import { PageLoading } from '../../components/page-loading';
import { CartLineRow } from '../../features/cart/cart-line';
import { CartSummary } from '../../features/cart/cart-summary';
import { CouponStrip } from '../../features/coupons/coupon-strip';
import { RemoveLineDialog } from '../../features/cart/remove-line-dialog';
import { useCartCheckout } from '../../features/cart/use-cart-checkout';
import { cartView } from '../../features/cart/cart.view';

const Page = styled('section', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  '& h1': { margin: 0, padding: '$4 $4 $2', fontSize: '$xl' },
});
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
/** The lines and the coupon strip under them take the room; the summary stays at the bottom. */
const Lines = styled('div', { flex: 1 });
const Notice = styled('div', {
  margin: '0 $4 $3',
  padding: '$3',
  borderRadius: '$md',
  fontSize: '$sm',
  backgroundColor: '$dangerSoft',
  color: '$danger',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
});
const Empty = styled('div', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$3',
  padding: '$7 $5',
  textAlign: 'center',
  color: '$inkSoft',
  '& h2': { margin: 0, fontSize: '$lg', color: '$ink' },
  '& p': { margin: 0 },
  '& svg': { color: '$inkFaint' },
});
const ShopLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$tap',
  paddingInline: '$5',
  borderRadius: '$md',
  backgroundColor: '$brand',
  color: '$brandInk',
  fontWeight: 600,
  textDecoration: 'none',
});

/**
 * /cart: the lines with their pictures, prices and steppers, a tick per line for the checkout
 * (spec section 4), the total of the ticked lines in the chosen currency, and Checkout (its
 * effects: ./cart-checkout.actors.ts; tests pass their own `checkoutLogic`).
 */
export default function CartPage({ checkoutLogic }: { checkoutLogic?: typeof cartCheckoutMachine }) {
  const { t } = useTranslation('cart');
  const lines = useCartLines();
  const ready = useCartReady();
  const failed = useCartFailed();
  const actions = useCartActions();
  const cart = CartContext.useActorRef();
  const checkout = useCartCheckout(checkoutLogic);
  const problems = useSelector(checkout, (s) => s.context.problems);
  const signedIn = useIsSignedIn();
  const [removing, setRemoving] = useState<CartLine | null>(null);
  // The removed line's button is gone once the dialog closes: focus goes to the title instead.
  const title = useRef<HTMLHeadingElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (removing || !refocus.current) return;
    refocus.current = false;
    title.current?.focus();
  }, [removing]);

  // The page shows the server's cart as it is now (stock moves): reload once the session has its
  // token (a first visit waits for the visitor token), unless a load is under way already.
  const token = useSessionToken();
  useEffect(() => {
    if (token && !cartView(cart.getSnapshot()).loading) cart.send({ type: 'cart.load' });
  }, [cart, token]);
  const askRemove = useCallback((line: CartLine) => setRemoving(line), []);

  let body;
  if (lines.length > 0) {
    body = (
      <>
        {failed && (
          <Notice role="alert">
            <span>{t('stale')}</span>
            <Button tone="secondary" onClick={actions.load}>
              {t('common:retry')}
            </Button>
          </Notice>
        )}
        <Lines>
          <List aria-label={t('lines')}>
            {lines.map((line) => (
              <CartLineRow key={line.id} line={line} problem={openProblem(problems, line)} onRemove={askRemove} />
            ))}
          </List>
          <CouponStrip headingId="cart-coupons" />
        </Lines>
        <CartSummary checkout={checkout} signedIn={signedIn} />
      </>
    );
  } else if (ready) {
    body = (
      <Empty>
        <CartIcon size="1.6rem" />
        <h2>{t('empty.title')}</h2>
        <p>{t('empty.text')}</p>
        <ShopLink href={routes.home}>{t('empty.shop')}</ShopLink>
      </Empty>
    );
  } else if (failed) {
    body = (
      <Empty role="alert">
        <p>{t('failed')}</p>
        <Button onClick={actions.load}>{t('common:retry')}</Button>
      </Empty>
    );
  } else {
    body = <PageLoading />;
  }

  return (
    <Page aria-labelledby="cart-title">
      <h1 id="cart-title" ref={title} tabIndex={-1}>
        {t('title')}
      </h1>
      {body}
      {removing && (
        <RemoveLineDialog
          line={removing}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            actions.remove(removing.id);
            refocus.current = true;
            setRemoving(null);
          }}
        />
      )}
    </Page>
  );
}

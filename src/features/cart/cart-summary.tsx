import { useSelector } from '@xstate/react';
import { failureMessage } from '../../../contract/codes';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { CartContext } from './cart-context';
import { useCartActions, useSelectedIds, useSelectedTotals } from './selectors';
import { Button } from '../../components/button';
import { Price } from '../currency/price';
import { useCheckoutView, type CartCheckoutActor } from './use-cart-checkout';

const Bar = styled('section', {
  position: 'sticky',
  bottom: 0,
  zIndex: 10,
  padding: '$3 $4',
  backgroundColor: '$surface',
  borderTop: '1px solid $line',
  boxShadow: '0 -2px 8px rgba(0,0,0,.05)',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: '$2 $3',
});
const All = styled('label', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$tap',
  fontSize: '$sm',
  cursor: 'pointer',
  '& input': { width: '0.5rem', height: '0.5rem', margin: 0, accentColor: '$colors$brand' },
});
const Total = styled('div', {
  // A column aligned to the end in either direction (the amount itself is always left-to-right).
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  '& .amount': { fontSize: '$lg', fontWeight: 800 },
  '& .count': { fontSize: '$xs', color: '$inkSoft' },
});
const Wide = styled('div', { gridColumn: '1 / -1' });
const Note = styled('p', {
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: '$xs',
  fontWeight: 600,
  variants: { tone: { info: { color: '$inkSoft' }, error: { color: '$danger' } } },
});

/**
 * The sticky foot of the cart: select all, the total of the selected lines in the chosen
 * currency, and Checkout (disabled with nothing selected).
 */
export function CartSummary({ checkout, signedIn }: { checkout: CartCheckoutActor; signedIn: boolean }) {
  const { t } = useTranslation('cart');
  const message = useMessage();
  const totals = useSelectedTotals();
  const ids = useSelectedIds();
  const actions = useCartActions();
  const view = useCheckoutView(checkout);
  const error = useSelector(checkout, (s) => (s.context.error == null ? '' : failureMessage(s.context.error)));
  const selectable = CartContext.useSelector((s) => s.context.lines.filter((l) => l.stock_qty >= 1).length);
  const allSelected = selectable > 0 && totals.lines === selectable;

  return (
    <Bar aria-label={t('summary.label')}>
      <All>
        <input
          type="checkbox"
          checked={allSelected}
          disabled={selectable === 0}
          onChange={() => (allSelected ? actions.selectNone() : actions.selectAll())}
        />
        {t('summary.selectAll')}
      </All>
      <Total aria-live="polite">
        <span className="visually-hidden">{t('summary.total')}: </span>
        <Price className="amount" usd={totals.amount} />
        <span className="count">{totals.items > 0 ? t('summary.items', { count: totals.items }) : t('summary.noneSelected')}</span>
      </Total>
      {view === 'signingIn' && <Note tone="info">{t('summary.signIn')}</Note>}
      {view === 'blocked' && (
        <Note tone="error" role="alert">
          {t('summary.problems')}
        </Note>
      )}
      {view === 'failed' && (
        <Note tone="error" role="alert">
          {message(error) || t('summary.failed')}
        </Note>
      )}
      <Wide>
        <Button
          block
          disabled={ids.length === 0}
          loading={view === 'busy'}
          onClick={() => checkout.send({ type: 'checkout.start', cartIds: ids, signedIn })}
        >
          {view === 'busy' ? t('summary.checking') : t('summary.checkout')}
        </Button>
      </Wide>
    </Bar>
  );
}

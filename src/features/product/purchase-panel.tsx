import { useEffect } from 'react';
import { Link } from 'wouter';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { GoodsDetail } from '../../../contract/catalog';
import type { purchasePanelMachine } from '../../../machines/purchase-panel.machine';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button, LinkButton } from '../../components/button';
import { StepperFrame as Stepper } from '../../components/quantity-stepper';
import { entryFor, routes } from '../../app/paths';
import { purchasePanelLogic } from './purchase-panel.actors';
import { StockNotifyForm } from './stock-notify-form';
import { purchasePanelView } from './purchase-panel.view';
import { failureMessage } from '../../../contract/codes';

export type PurchaseActor = ActorRefFrom<typeof purchasePanelMachine>;

/** The panel's actor for one product (effects: ./purchase-panel.actors.ts; tests pass their own `logic`). */
export function usePurchaseActor(
  goods: Pick<GoodsDetail, 'id' | 'variants' | 'purchase_limit'>,
  logic: typeof purchasePanelMachine = purchasePanelLogic,
  minQty?: number,
): PurchaseActor {
  return useActorRef(logic, {
    input: { goodsId: goods.id, variants: goods.variants, purchaseLimit: goods.purchase_limit, minQty },
  });
}

const Fieldset = styled('fieldset', { border: 0, margin: 0, padding: 0, minWidth: 0 });
const Legend = styled('legend', { padding: 0, marginBottom: '$2', fontSize: '$sm', fontWeight: 700 });
const Swatches = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });
const Choice = styled('label', {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$tap',
  padding: '0 $3',
  border: '1px solid $line',
  borderRadius: '$pill',
  fontSize: '$sm',
  cursor: 'pointer',
  '& input': { position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 },
  '&:has(input:checked)': { borderColor: '$brand', boxShadow: '0 0 0 1px $colors$brand', fontWeight: 600 },
  '&:has(input:focus-visible)': { outline: '2px solid $brand', outlineOffset: 2 },
  '&[data-out]': { color: '$inkFaint' },
});
const Swatch = styled('span', { width: '0.4rem', height: '0.4rem', borderRadius: '$pill', border: '1px solid rgba(0,0,0,.15)', flex: 'none' });
const Out = styled('span', { fontSize: '$xs', color: '$danger', fontWeight: 600 });
const Row = styled('div', { display: 'flex', alignItems: 'center', gap: '$3', marginTop: '$4', flexWrap: 'wrap' });
const Hint = styled('span', { fontSize: '$xs', color: '$inkSoft' });
const Notice = styled('div', {
  marginTop: '$3',
  padding: '$3',
  borderRadius: '$md',
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  flexWrap: 'wrap',
  fontSize: '$sm',
  fontWeight: 600,
  variants: {
    tone: {
      ok: { backgroundColor: '$successSoft', color: '$success' },
      error: { backgroundColor: '$dangerSoft', color: '$danger' },
    },
  },
  '& a': { color: 'inherit' },
});
const SelectLenses = styled(Link, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  minHeight: '$tap',
  borderRadius: '$pill',
  border: '1px solid $brand',
  color: '$brand',
  fontWeight: 700,
  textDecoration: 'none',
  '&:focus-visible': { outline: '2px solid $brand', outlineOffset: 2 },
});

export interface PurchasePanelProps {
  goods: Pick<GoodsDetail, 'id' | 'variants' | 'purchase_limit'>;
  actor: PurchaseActor;
  /** A signed-in customer's e-mail for the stock notification. */
  customerEmail?: string;
  /** A business buyer's minimum order quantity, once their wholesale terms are known (0 or 1: none). */
  minQty?: number;
}

/** Colour, quantity and "Add to cart"; "Notify me" for an out-of-stock colour. */
export function PurchasePanel({ goods, actor, customerEmail, minQty = 0 }: PurchasePanelProps) {
  const { t } = useTranslation('product');
  const message = useMessage();
  const view = useSelector(actor, purchasePanelView, shallowEqual);
  const { variantId, qty, max, min, stock, error } = view;
  useEffect(() => {
    if (minQty > 1) actor.send({ type: 'purchase.minimum', minQty });
  }, [actor, minQty]);
  const chosen = goods.variants.find((v) => v.id === variantId);
  const hasCartPage = !!entryFor(routes.cart);

  return (
    <div>
      <Fieldset>
        <Legend>{chosen ? t('purchase.colourChosen', { color: chosen.color }) : t('purchase.colour')}</Legend>
        <Swatches>
          {goods.variants.map((v) => (
            <Choice key={v.id} data-out={v.stock_qty < 1 ? '' : undefined}>
              <input
                type="radio"
                name={`colour-${goods.id}`}
                value={v.id}
                checked={v.id === variantId}
                onChange={() => actor.send({ type: 'purchase.variant', variantId: v.id })}
              />
              <Swatch aria-hidden style={{ backgroundColor: v.color_hex }} />
              <span>{v.color}</span>
              {v.stock_qty < 1 && <Out>{t('purchase.outOfStock')}</Out>}
            </Choice>
          ))}
        </Swatches>
      </Fieldset>

      {view.soldOut ? (
        chosen && <StockNotifyForm key={chosen.id} goodsId={goods.id} variantId={chosen.id} email={customerEmail} />
      ) : view.shortOfMinimum ? (
        <Notice tone="error" role="status" style={{ marginTop: '0.32rem' }}>
          {t('purchase.shortOfMinimum', { stock, count: min })}
        </Notice>
      ) : (
        <>
          <Row>
            <Stepper role="group" aria-label={t('purchase.quantity')}>
              <button
                type="button"
                aria-label={t('purchase.decrease')}
                disabled={!view.canDecrement}
                onClick={() => actor.send({ type: 'purchase.decrement' })}
              >
                −
              </button>
              <input
                type="number"
                inputMode="numeric"
                aria-label={t('purchase.quantity')}
                min={min}
                max={max}
                value={qty}
                readOnly={view.busy}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  if (e.target.value !== '' && Number.isFinite(n)) actor.send({ type: 'purchase.qty', qty: n });
                }}
              />
              <button
                type="button"
                aria-label={t('purchase.increase')}
                disabled={!view.canIncrement}
                onClick={() => actor.send({ type: 'purchase.increment' })}
              >
                +
              </button>
            </Stepper>
            <Hint>
              {view.hint === 'limit'
                ? t('purchase.limit', { count: view.limit })
                : view.hint === 'fewLeft'
                  ? t('purchase.fewLeft', { count: stock })
                  : t('purchase.inStock')}
            </Hint>
          </Row>
          <Row>
            <Button block loading={view.busy} onClick={() => actor.send({ type: 'purchase.add' })}>
              {t('purchase.add')}
            </Button>
          </Row>
          {entryFor(routes.selectLenses(goods.id)) && (
            <Row>
              <SelectLenses href={routes.selectLenses(goods.id, variantId)}>{t('lenses.select')}</SelectLenses>
            </Row>
          )}
          {view.added && (
            <Notice tone="ok" role="status">
              <span>{t('purchase.added')}</span>
              {hasCartPage && <Link href={routes.cart}>{t('purchase.viewCart')}</Link>}
              <LinkButton
                type="button"
                style={{ color: 'inherit', marginInlineStart: 'auto' }}
                onClick={() => actor.send({ type: 'purchase.dismiss' })}
              >
                {t('purchase.dismiss')}
              </LinkButton>
            </Notice>
          )}
          {view.belowMinimum && (
            <Notice tone="error" role="alert">
              {t('purchase.belowMinimum', { count: min })}
            </Notice>
          )}
          {view.failed && (
            <Notice tone="error" role="alert">
              {message(failureMessage(error)) || t('failed')}
            </Notice>
          )}
        </>
      )}
    </div>
  );
}

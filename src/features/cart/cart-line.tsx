import { memo } from 'react';
import { Link } from 'wouter';
import type { CartLine, CartProblem } from '../../../contract/entities';
import { maxQtyOf } from '../../../machines/cart.machine';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { routes } from '../../app/paths';
import { useCartActions, useIsSelected, useLineEdit, useLineError } from './selectors';
import { GoodsPrice } from '../catalog/goods-price';
import { formatMoney } from '../../../contract/money-format';
import { useCurrency } from '../currency/selectors';
import { IconButton } from '../../components/icon-button';
import { TrashIcon } from '../../components/icons';
import { QuantityStepper } from '../../components/quantity-stepper';
import { LensRows } from '../lenses/lens-rows';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from '../catalog/goods-card';
import { PICTURE_SIZES, ShopPicture } from '../../components/shop-picture';

const Row = styled('li', {
  display: 'grid',
  gridTemplateColumns: 'auto 2.3rem minmax(0, 1fr)',
  columnGap: '$3',
  alignItems: 'start',
  padding: '$4 $4',
  borderBottom: '1px solid $line',
  '&[aria-busy="true"] .media': { opacity: 0.6 },
  '&[data-out] .media img': { filter: 'grayscale(1)', opacity: 0.55 },
});
const Check = styled('input', {
  width: '0.5rem',
  height: '0.5rem',
  margin: '0.8rem 0 0',
  accentColor: '$colors$brand',
  cursor: 'pointer',
  '&:disabled': { cursor: 'not-allowed' },
});
const Media = styled(Link, {
  display: 'block',
  borderRadius: '$md',
  overflow: 'hidden',
  backgroundColor: '#f5f4f1',
  '& img': { display: 'block', width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'contain' },
});
const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1', minWidth: 0 });
const Name = styled('h2', {
  margin: 0,
  fontSize: '$sm',
  fontWeight: 600,
  lineHeight: 1.3,
  '& a': { color: '$ink', textDecoration: 'none' },
});
const Muted = styled('p', { margin: 0, fontSize: '$xs', color: '$inkSoft' });
const Tier = styled('p', { margin: 0, fontSize: '$xs', color: '$brand', fontWeight: 600 });
const Badge = styled('span', {
  alignSelf: 'flex-start',
  padding: '0 $2',
  borderRadius: '$pill',
  fontSize: '$xs',
  fontWeight: 700,
  backgroundColor: '$dangerSoft',
  color: '$danger',
});
const Controls = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '$2', marginTop: '$2' });
const Alert = styled('p', {
  margin: '$2 0 0',
  padding: '$2 $3',
  borderRadius: '$md',
  fontSize: '$xs',
  fontWeight: 600,
  backgroundColor: '$dangerSoft',
  color: '$danger',
});

/** The ladder (or given wholesale) tier a quantity is priced at, and the next one up. */
export function tiersAround(line: Pick<CartLine, 'ladder_price' | 'qty'>, given?: { min_qty: number; price: number }[]) {
  const tiers = [...(given ?? line.ladder_price)].sort((a, b) => a.min_qty - b.min_qty);
  const now = [...tiers].reverse().find((t) => t.min_qty <= line.qty);
  const next = tiers.find((t) => t.min_qty > line.qty);
  return { now, next };
}

function UnitPrice({ line }: { line: CartLine }) {
  const { t, i18n } = useTranslation('cart');
  const currency = useCurrency();
  if (line.wholesale?.applied) {
    // A business buyer's wholesale tier prices the line: that price, the retail price struck.
    const { now, next } = tiersAround(line, line.wholesale.tiers);
    return (
      <>
        <GoodsPrice size="sm" fields={{ price_type: 2, price: line.goods_original_price, special_price: line.goods_price, ladder_price: [] }} />
        <Tier>{now ? t('line.wholesaleNow', { count: now.min_qty }) : t('line.wholesale')}</Tier>
        {next && next.price < line.goods_price && (
          <Muted>{t('line.tierNext', { price: formatMoney(next.price, currency, i18n.language), count: next.min_qty })}</Muted>
        )}
      </>
    );
  }
  if (line.price_type === 2 && line.goods_price < line.goods_original_price) {
    return <GoodsPrice size="sm" fields={{ price_type: 2, price: line.goods_original_price, special_price: line.goods_price, ladder_price: [] }} />;
  }
  if (line.price_type === 3 && line.ladder_price.length > 0) {
    const { now, next } = tiersAround(line);
    return (
      <>
        <GoodsPrice size="sm" fields={{ price_type: 1, price: line.goods_price, special_price: null, ladder_price: [] }} />
        {now && now.min_qty > 1 && <Tier>{t('line.tierNow', { count: now.min_qty })}</Tier>}
        {next && next.price < line.goods_price && (
          <Muted>{t('line.tierNext', { price: formatMoney(next.price, currency, i18n.language), count: next.min_qty })}</Muted>
        )}
      </>
    );
  }
  return <GoodsPrice size="sm" fields={{ price_type: 1, price: line.goods_price, special_price: null, ladder_price: [] }} />;
}

export interface CartLineRowProps {
  line: CartLine;
  /** What the last checkout check found wrong with this line, if still open. */
  problem?: CartProblem;
  onRemove(line: CartLine): void;
}

/**
 * One line of the cart: tick for checkout (never for a sold-out colour), picture, name, colour,
 * unit price as its price type says, quantity within stock and purchase limit, remove.
 */
export const CartLineRow = memo(function CartLineRow({ line, problem, onRemove }: CartLineRowProps) {
  const { t } = useTranslation('cart');
  const message = useMessage();
  const actions = useCartActions();
  const selected = useIsSelected(line);
  const edit = useLineEdit(line.id);
  const error = useLineError(line.id);
  const out = line.stock_qty < 1;
  const max = maxQtyOf(line);
  // A business buyer's minimum order quantity: the least the stepper offers (the server refuses less).
  const min = Math.max(1, line.wholesale?.moq ?? 0);
  const nameId = `cart-line-${line.id}`;
  const href = routes.goodsDetail(line.goods_id);
  const shownQty = edit?.kind === 'update' ? edit.qty : line.qty;

  return (
    <Row aria-labelledby={nameId} aria-busy={edit ? true : undefined} data-out={out ? '' : undefined}>
      <Check
        type="checkbox"
        aria-label={t('line.select', { name: line.name })}
        checked={selected}
        disabled={out}
        onChange={() => actions.toggle(line.id)}
      />
      <Media href={href} className="media" tabIndex={-1} aria-hidden="true">
        {line.photo ? (
          <ShopPicture photo={line.photo} alt="" sizes={PICTURE_SIZES.cartLine} />
        ) : (
          <img src={line.img} alt="" width={CARD_IMAGE_WIDTH} height={CARD_IMAGE_HEIGHT} loading="lazy" />
        )}
      </Media>
      <Body>
        <Name id={nameId}>
          <Link href={href}>{line.name}</Link>
        </Name>
        <Muted>{t('line.colour', { color: line.color })}</Muted>
        {line.lens && <LensRows lens={line.lens} />}
        {out ? <Badge>{t('line.outOfStock')}</Badge> : <UnitPrice line={line} />}
        {!out && line.purchase_limit > 0 && line.purchase_limit <= line.stock_qty && <Muted>{t('line.limit', { count: line.purchase_limit })}</Muted>}
        {!out && min > 1 && <Muted>{t('line.minimum', { count: min })}</Muted>}
        {!out && line.stock_qty <= 5 && (line.purchase_limit === 0 || line.stock_qty < line.purchase_limit) && (
          <Muted>{t('line.fewLeft', { count: line.stock_qty })}</Muted>
        )}
        <Controls>
          {out ? (
            <Muted>{t('line.qtyOnly', { count: line.qty })}</Muted>
          ) : (
            <QuantityStepper
              value={shownQty}
              min={min}
              max={max}
              busy={!!edit}
              labels={{ group: t('line.quantity'), quantity: t('line.quantity'), decrease: t('line.decrease'), increase: t('line.increase') }}
              onChange={(qty) => actions.updateQty(line.id, qty)}
            />
          )}
          <IconButton
            type="button"
            tone="soft"
            aria-label={t('line.removeNamed', { name: line.name })}
            disabled={!!edit}
            onClick={() => onRemove(line)}
          >
            <TrashIcon />
          </IconButton>
        </Controls>
        {edit && (
          <span className="visually-hidden" role="status">
            {t('line.saving')}
          </span>
        )}
        {error && <Alert role="alert">{message(error) || t('common:errorGeneric')}</Alert>}
        {problem && <Alert role="alert">{t(`problem.${problem.reason}`, { count: problem.max_qty })}</Alert>}
      </Body>
    </Row>
  );
});

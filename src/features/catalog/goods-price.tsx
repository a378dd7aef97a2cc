import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Price } from '../currency/price';

export interface PriceFields {
  /** 3 ladder pricing, 2 special price, otherwise plain (spec section 3). */
  price_type: number;
  price: number;
  special_price: number | null;
  ladder_price: { min_qty: number; price: number }[];
}

export type PriceDisplay =
  | { kind: 'ladder'; low: number; high: number; tiers: { min_qty: number; price: number }[] }
  | { kind: 'special'; price: number; original: number; discountPercent: number }
  | { kind: 'plain'; price: number };

/** A discount as a whole percent (spec: rounded to 0 decimals). */
export function discountPercent(price: number, original: number): number {
  if (!(original > 0) || price >= original) return 0;
  return Math.round((1 - price / original) * 100);
}

/**
 * What a price shows. Ladder: the range whose ends are the first and third tiers (the last tier
 * when there are fewer). Special: the special price, the original struck and the discount.
 * Otherwise the plain price.
 */
export function describePrice(p: PriceFields): PriceDisplay {
  if (p.price_type === 3 && p.ladder_price.length > 0) {
    const tiers = [...p.ladder_price].sort((a, b) => a.min_qty - b.min_qty);
    const first = tiers[0]!.price;
    const third = (tiers[2] ?? tiers[tiers.length - 1]!).price;
    return { kind: 'ladder', low: Math.min(first, third), high: Math.max(first, third), tiers };
  }
  if (p.price_type === 2 && p.special_price != null && p.special_price < p.price) {
    return { kind: 'special', price: p.special_price, original: p.price, discountPercent: discountPercent(p.special_price, p.price) };
  }
  return { kind: 'plain', price: p.price_type === 2 && p.special_price != null ? p.special_price : p.price };
}

const Row = styled('span', {
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: '$1 $2',
  fontWeight: 700,
  color: '$ink',
  variants: { size: { sm: { fontSize: '$sm' }, md: { fontSize: '$md' }, lg: { fontSize: '$xl' } } },
  defaultVariants: { size: 'md' },
});
const Struck = styled('s', { color: '$inkFaint', fontWeight: 400, fontSize: '0.85em' });
const Off = styled('span', {
  color: '$accent',
  fontSize: '0.8em',
  fontWeight: 700,
});

/** A goods price in the chosen currency, drawn as the spec's price rules say. */
export function GoodsPrice({ fields, size }: { fields: PriceFields; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('common');
  const d = describePrice(fields);
  if (d.kind === 'ladder') {
    return (
      <Row size={size}>
        <Price usd={d.low} />
        <span aria-hidden>–</span>
        <span className="visually-hidden">{t('price.to')}</span>
        <Price usd={d.high} />
      </Row>
    );
  }
  if (d.kind === 'special') {
    return (
      <Row size={size}>
        <Price usd={d.price} />
        <Struck>
          <span className="visually-hidden">{t('price.was')} </span>
          <Price usd={d.original} />
        </Struck>
        <Off>{t('price.off', { percent: d.discountPercent })}</Off>
      </Row>
    );
  }
  return (
    <Row size={size}>
      <Price usd={d.price} />
    </Row>
  );
}

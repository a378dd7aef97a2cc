import type { QuotedLine } from '../../../contract/checkout';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { isolated, type Money } from '../currency/use-money';
import { LensRows } from '../lenses/lens-rows';

const Lines = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$3' });
const Line = styled('li', {
  display: 'grid',
  gridTemplateColumns: '1.6rem 1fr auto',
  gap: '$3',
  alignItems: 'center',
  fontSize: '$sm',
  '& img': { width: '1.6rem', height: '1.6rem', objectFit: 'contain', borderRadius: '$md', backgroundColor: '$canvas' },
  '& strong': { display: 'block', fontSize: '$sm', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& span': { color: '$inkSoft' },
  '& div': { minWidth: 0 },
});
const Amount = styled('bdi', { fontWeight: 600, textAlign: 'end', whiteSpace: 'nowrap' });
const Was = styled('s', { display: 'block', color: '$inkFaint', fontWeight: 400, fontSize: '$xs' });

/** The order's lines: picture, name, colour, quantity and unit price, line total. */
export function OrderLines({ lines, money }: { lines: Omit<QuotedLine, 'cart_id'>[]; money: Money }) {
  const { t } = useTranslation('checkout');
  return (
    <Lines>
      {lines.map((l, i) => (
        // A colour may come twice, with other lenses.
        <Line key={`${l.goods_id}-${l.variant_id}-${i}`}>
          <img src={l.img} alt="" width={60} height={60} loading="lazy" />
          <div>
            <strong>{l.name}</strong>
            <span>{t('items.color', { color: l.color })}</span>
            <span>
              {' · '}
              {t('items.qty', { count: l.qty, price: isolated(money(l.unit_price)) })}
            </span>
            {l.lens && <LensRows lens={l.lens} />}
          </div>
          <Amount dir="ltr">
            {money(l.line_total)}
            {l.unit_price < l.original_price && <Was>{money(l.original_price * l.qty)}</Was>}
          </Amount>
        </Line>
      ))}
    </Lines>
  );
}

export interface Amounts {
  goods_amount: number;
  discount_amount: number;
  coupon_amount: number;
  points_amount: number;
  carriage: number;
  total: number;
}

const Table = styled('dl', {
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: '$2',
  fontSize: '$sm',
  '& dt': { color: '$inkSoft' },
  '& dd': { margin: 0, textAlign: 'end', fontWeight: 600 },
  '& [data-saving]': { color: '$success' },
  '& [data-total]': { fontSize: '$lg', fontWeight: 700, color: '$ink', paddingTop: '$2', borderBlockStart: '1px solid $line' },
});

/** Goods amount, discount, coupon, points, shipping and total, as the server computed them. */
export function Totals({ amounts, money, busy }: { amounts: Amounts; money: Money; busy?: boolean }) {
  const { t } = useTranslation('checkout');
  const minus = (usd: number) => `-${money(usd)}`;
  return (
    <Table aria-busy={busy || undefined} aria-label={t('totals.title')}>
      <dt>{t('totals.goods')}</dt>
      <dd>
        <bdi dir="ltr">{money(amounts.goods_amount)}</bdi>
      </dd>
      {amounts.discount_amount > 0 && (
        <>
          <dt>{t('totals.discount')}</dt>
          <dd data-saving="">
            <bdi dir="ltr">{minus(amounts.discount_amount)}</bdi>
          </dd>
        </>
      )}
      {amounts.coupon_amount > 0 && (
        <>
          <dt>{t('totals.coupon')}</dt>
          <dd data-saving="">
            <bdi dir="ltr">{minus(amounts.coupon_amount)}</bdi>
          </dd>
        </>
      )}
      {amounts.points_amount > 0 && (
        <>
          <dt>{t('totals.points')}</dt>
          <dd data-saving="">
            <bdi dir="ltr">{minus(amounts.points_amount)}</bdi>
          </dd>
        </>
      )}
      <dt>{t('totals.shipping')}</dt>
      <dd>{amounts.carriage > 0 ? <bdi dir="ltr">{money(amounts.carriage)}</bdi> : t('totals.free')}</dd>
      <dt data-total="">{t('totals.total')}</dt>
      <dd data-total="">
        <bdi dir="ltr">{money(amounts.total)}</bdi>
      </dd>
    </Table>
  );
}

import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Price } from '../currency/price';

const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  marginTop: '$3',
  '& caption': { textAlign: 'start', fontWeight: 700, marginBottom: '$2' },
  '& th, & td': { padding: '$2 $3', textAlign: 'start', borderBottom: '1px solid $line' },
  '& thead th': { color: '$inkSoft', fontWeight: 600, fontSize: '$xs' },
  '& tr[aria-current="true"]': { backgroundColor: '$brandSoft', fontWeight: 700 },
});

/** The tier whose quantity applies: the highest min_qty not above qty. */
export function tierFor(tiers: { min_qty: number; price: number }[], qty: number) {
  const sorted = [...tiers].sort((a, b) => a.min_qty - b.min_qty);
  return sorted.filter((t) => t.min_qty <= qty).at(-1) ?? sorted[0];
}

/** Tiered pricing (ladder, price_type 3, or a business buyer's wholesale tiers): quantity from → unit price, the current tier marked. */
export function TierTable({ tiers, qty = 1, caption }: { tiers: { min_qty: number; price: number }[]; qty?: number; caption?: string }) {
  const { t } = useTranslation('product');
  const sorted = [...tiers].sort((a, b) => a.min_qty - b.min_qty);
  const current = tierFor(sorted, qty);
  return (
    <Table>
      <caption>{caption ?? t('tiers.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tiers.quantity')}</th>
          <th scope="col">{t('tiers.unitPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((tier) => (
          <tr key={tier.min_qty} aria-current={tier === current ? 'true' : undefined}>
            <th scope="row" dir="ltr" style={{ textAlign: 'start' }}>
              {t('tiers.from', { count: tier.min_qty })}
            </th>
            <td>
              <Price usd={tier.price} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

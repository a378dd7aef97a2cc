import { Link } from 'wouter';
import type { AdminCoupon } from '../../../../contract/admin-promotions';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { consoleRoutes } from '../../app/paths';
import { DataTable, type Column } from '../../components/data-table';
import { useOrderMoney } from '../orders/order-format';
import { CouponStateBadge, useCouponDiscount } from './promotion-parts';

/** One page of coupons: title, code, discount, minimum spend, validity, claims of the limit, used, offered (its position), state. */
export function CouponsTable({ rows }: { rows: AdminCoupon[] }) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  const date = useFormatDate();
  const discount = useCouponDiscount();
  const columns: Column<AdminCoupon>[] = [
    { label: t('coupons.columns.title'), cell: (c) => <Link href={consoleRoutes.coupon(c.id)}>{c.title}</Link> },
    { label: t('coupons.columns.code'), cell: (c) => (c.claimable ? c.code : <strong>{c.code}</strong>) },
    { label: t('coupons.columns.discount'), cell: (c) => discount(c) },
    { label: t('coupons.columns.minSpend'), num: true, cell: (c) => money(c.min_amount, null) },
    { label: t('coupons.columns.valid'), cell: (c) => `${date(c.valid_from, 'medium')} – ${date(c.valid_to, 'medium')}` },
    {
      label: t('coupons.columns.claims'),
      num: true,
      cell: (c) => (c.quantity == null ? `${c.claimed} (${t('coupons.noLimit')})` : t('coupons.of', { claimed: c.claimed, quantity: c.quantity })),
    },
    { label: t('coupons.columns.used'), num: true, cell: (c) => c.used },
    {
      label: t('coupons.columns.offered'),
      cell: (c) => (c.offered ? t('coupons.offeredAt', { sort: c.offer_sort }) : c.claimable ? t('coupons.notOffered') : t('coupons.atCheckout')),
    },
    { label: t('coupons.columns.state'), cell: (c) => <CouponStateBadge state={c.state} /> },
  ];
  return <DataTable caption={t('coupons.caption')} columns={columns} rows={rows} rowKey={(c) => c.id} />;
}

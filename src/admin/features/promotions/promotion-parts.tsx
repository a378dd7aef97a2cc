import { Link } from 'wouter';
import type { AdminCoupon, CouponState } from '../../../../contract/admin-promotions';
import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { Badge } from '../../app/shell/page-parts';
import { useOrderMoney } from '../orders/order-format';

/** A page's main action as a link styled as a button ("New coupon"). */
export const ActionLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$tap',
  padding: '0 $4',
  borderRadius: '$pill',
  backgroundColor: '$brand',
  color: 'white',
  fontWeight: 700,
  textDecoration: 'none',
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
});

const STATE_TONE: Record<CouponState, 'success' | 'neutral' | 'danger' | undefined> = {
  live: 'success',
  scheduled: undefined,
  ended: 'neutral',
  disabled: 'danger',
};

/** A coupon's state as a badge (Live, Scheduled, Ended, Disabled). */
export function CouponStateBadge({ state }: { state: CouponState }) {
  const { t } = useTranslation();
  return <Badge tone={STATE_TONE[state]}>{t(`coupons.states.${state}`)}</Badge>;
}

/** What a coupon takes off: "10% off", "$5.00 off". */
export function useCouponDiscount(): (c: Pick<AdminCoupon, 'discount_type' | 'discount_value'>) => string {
  const { t } = useTranslation();
  const money = useOrderMoney();
  return (c) =>
    c.discount_type === 'percent'
      ? t('coupons.percentOff', { value: c.discount_value })
      : t('coupons.amountOff', { value: money(c.discount_value, null) });
}

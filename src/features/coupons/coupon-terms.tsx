import type { Coupon } from '../../../contract/checkout';
import { isolated, type Money } from '../currency/use-money';
import { formatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/react';

/**
 * What a coupon gives and on what terms, written once for the coupon strip, My coupons and the
 * checkout: "$5.00 off" (or "10% off"), the order amount it needs, and until when it is valid
 * (or when it ended).
 */
export function CouponTerms({ coupon: c, money, ended = false }: { coupon: Coupon; money: Money; ended?: boolean }) {
  const { t, i18n } = useTranslation('coupons');
  const date = formatDate(c.special_to_date, i18n.language, 'calendarDay');
  return (
    <>
      <strong>
        {c.discount_type === 'percent' ? t('percentOff', { value: c.discount_value }) : t('amountOff', { amount: isolated(money(c.discount_value)) })}
      </strong>
      {c.min_amount > 0 && <span>{t('minAmount', { amount: isolated(money(c.min_amount)) })}</span>}
      <span>{ended ? t('mine.endedOn', { date }) : t('validUntil', { date })}</span>
    </>
  );
}

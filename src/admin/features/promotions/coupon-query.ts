import { COUPON_STATES } from '../../../../contract/admin-promotions';
import * as list from '../../components/url-query';
import type { CouponListQuery } from './promotions.api';

/** The coupons list's filters as they live in the address (`/admin/coupons?state=live&q=spring`). */
export function couponQueryOf(search: string): CouponListQuery {
  const p = new URLSearchParams(search);
  return list.withoutEmpty<CouponListQuery>({
    q: list.textOf(p.get('q')),
    state: list.oneOf(COUPON_STATES, p.get('state')),
    page: list.pageParam(p),
  });
}

export const couponSearchOf = (query: CouponListQuery): string => list.searchOf(query);

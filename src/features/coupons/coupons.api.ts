import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type { Coupon } from '../../../contract/checkout';

/**
 * Coupons (contract/checkout.ts `Coupon`): the strip's list, the claim, and the two tabs of
 * /account/my-coupons. The list never signs anyone out on a 403 (spec section 8); the claim is
 * a flagged call: its success ('Coupon saved') and its refusal show as toasts.
 */
export const couponsApi = {
  /** GET api/getCouponList?coupon_ids=38,39,40,41 -> those coupons as the caller sees them (is_get). */
  couponList: (ids: readonly number[], signal?: AbortSignal) =>
    http<Coupon[]>('get', paths.getCouponList, { query: { coupon_ids: ids.join(',') }, ignoreForbidden: true, signal }),
  /** POST api/users/setCoupon/{id} -> the coupon, now held (SAVED). */
  setCoupon: (id: number) => http<Coupon>('post', paths.setCoupon(id), { toastSuccess: true, toastError: true }),
  /** GET api/users/myUnsedCoupons -> held, not used, still valid; soonest ending first. */
  myUnusedCoupons: (signal?: AbortSignal) => http<Coupon[]>('get', paths.myUnsedCoupons, { signal }),
  /** GET api/users/myExpiredCoupons -> held, not used, ended; latest first. */
  myExpiredCoupons: (signal?: AbortSignal) => http<Coupon[]>('get', paths.myExpiredCoupons, { signal }),
};

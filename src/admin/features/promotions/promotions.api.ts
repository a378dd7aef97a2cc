import {
  adminPromotionPaths,
  type AdminCoupon,
  type AdminCouponPage,
  type AdminCurrencies,
  type AdminSale,
  type CouponState,
  type SaleCategoryChoice,
} from '../../../../contract/admin-promotions';
import { adminHttp } from '../../app/admin-http';

export interface CouponListQuery {
  q?: string;
  state?: CouponState;
  page?: number;
  page_size?: number;
}

/** The promotions' endpoints of the console (contract/admin-promotions.ts). */
export const promotionsApi = {
  coupons: (query: CouponListQuery, signal?: AbortSignal) =>
    adminHttp<AdminCouponPage>('get', adminPromotionPaths.coupons, { query: { ...query }, signal }),
  coupon: (id: number, signal?: AbortSignal) => adminHttp<AdminCoupon>('get', adminPromotionPaths.coupon(id), { signal }),
  createCoupon: (body: object) => adminHttp<AdminCoupon>('post', adminPromotionPaths.coupons, { json: body }),
  saveCoupon: (id: number, body: object) => adminHttp<AdminCoupon>('put', adminPromotionPaths.coupon(id), { json: body }),
  setCouponActive: (id: number, version: number, active: boolean) =>
    adminHttp<AdminCoupon>('post', adminPromotionPaths.couponActive(id), { json: { version, active } }),
  sales: (signal?: AbortSignal) => adminHttp<AdminSale[]>('get', adminPromotionPaths.sales, { signal }),
  saleCategories: (signal?: AbortSignal) => adminHttp<SaleCategoryChoice[]>('get', adminPromotionPaths.saleCategories, { signal }),
  sale: (id: number, signal?: AbortSignal) => adminHttp<AdminSale>('get', adminPromotionPaths.sale(id), { signal }),
  createSale: (body: object) => adminHttp<AdminSale>('post', adminPromotionPaths.sales, { json: body }),
  saveSale: (id: number, body: object) => adminHttp<AdminSale>('put', adminPromotionPaths.sale(id), { json: body }),
  currencies: (signal?: AbortSignal) => adminHttp<AdminCurrencies>('get', adminPromotionPaths.currencies, { signal }),
  saveCurrencies: (body: object) => adminHttp<AdminCurrencies>('put', adminPromotionPaths.currencies, { json: body }),
};

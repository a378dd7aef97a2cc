import {
  COUPON_KINDS,
  COUPON_STATES,
  type AdminCoupon,
  type AdminCouponPage,
  type AdminCurrencies,
  type AdminSale,
  type SaleCategoryChoice,
} from '../../admin-promotions';
import { bool, int, listOf, num, obj, str, word, type Agrees, type Assert } from './shape';

// The console's promotions (contract/admin-promotions.ts).

/** GET api/admin/coupons/{id} and every change of a coupon */
export const adminCouponReply = obj({
  id: int(),
  version: int(),
  title: str(),
  code: str(),
  discount_type: word(COUPON_KINDS),
  discount_value: num(),
  min_amount: num(),
  valid_from: str(),
  valid_to: str(),
  claimable: bool(),
  quantity: int().nullable(),
  claimed: int(),
  used: int(),
  offered: bool(),
  offer_sort: int(),
  active: bool(),
  state: word(COUPON_STATES),
});
type _Coupon = Assert<Agrees<typeof adminCouponReply, AdminCoupon>>;

/** GET api/admin/coupons */
export const adminCouponPageReply = obj({ items: listOf(adminCouponReply), page: int(), page_size: int(), total: int() });
type _CouponPage = Assert<Agrees<typeof adminCouponPageReply, AdminCouponPage>>;

/** GET api/admin/sales/{id} (and a list of them) and every change of a sale */
export const adminSaleReply = obj({
  id: int(),
  version: str(),
  title: str(),
  subtitle: str(),
  banner_img: str(),
  banner_alt: str(),
  starts_at: str(),
  ends_at: str(),
  active: bool(),
  categories: listOf(obj({ id: int(), name: str() })),
});
type _Sale = Assert<Agrees<typeof adminSaleReply, AdminSale>>;

/** GET api/admin/sales/categories (a list) */
export const saleCategoryChoiceReply = obj({ id: int(), name: str() });
type _Choice = Assert<Agrees<typeof saleCategoryChoiceReply, SaleCategoryChoice>>;

/** GET and PUT api/admin/currencies */
export const adminCurrenciesReply = obj({
  version: str(),
  currencies: listOf(obj({ id: int(), name: str(), symbol: str(), money: str(), exchange_rate: num(), is_default: bool() })),
});
type _Currencies = Assert<Agrees<typeof adminCurrenciesReply, AdminCurrencies>>;

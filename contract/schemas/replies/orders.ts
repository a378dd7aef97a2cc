import { LOGO_PLACEMENTS } from '../../wholesale-services';
import { SHIPPING_METHODS, type Address, type Coupon, type PriceQuote, type UsableCoupon } from '../../checkout';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  type BankTransferDetails,
  type InstalmentAccess,
  type InstalmentSession,
  type OrderComment,
  type OrderDetail,
  type OrderPage,
  type TransactionPage,
  type PointPage,
  POINT_REASONS,
  type PaymentIntent,
  type PaymentResult,
  type PlacedOrder,
  type ShipAddress,
  type TrackResult,
  type WalletRedirect,
} from '../../orders';
import { obj, bool, int, listOf, num, str, word, type Agrees, type Assert } from './shape';
import { lineLensReply } from './lenses';

const place = {
  firstname: str(),
  lastname: str(),
  phone: str(),
  country_id: str(),
  country: str(),
  region_code: str(),
  region: str(),
  city: str(),
  street: str(),
  street2: str(),
  postcode: str(),
};

/** api/users/addressBooks, addAddress, updateAddress/{id} */
export const addressReply = obj({ ...place, id: int(), region_id: int().nullable(), is_default: bool() });
type _Address = Assert<Agrees<typeof addressReply, Address>>;

/** api/users/shipAddress/{id}: the address as it was when the order was placed. */
export const shipAddressReply = obj(place);
type _ShipAddress = Assert<Agrees<typeof shipAddressReply, ShipAddress>>;

const coupon = {
  id: int(),
  title: str(),
  code: str(),
  special_from_date: str(),
  special_to_date: str(),
  is_get: int(),
  discount_type: word(['percent', 'amount'] as const),
  discount_value: num(),
  min_amount: num(),
};
export const couponReply = obj(coupon);
type _Coupon = Assert<Agrees<typeof couponReply, Coupon>>;

/** api/users/getUsableCoupon */
export const usableCouponReply = obj({ ...coupon, usable: bool(), reason: str() });
type _UsableCoupon = Assert<Agrees<typeof usableCouponReply, UsableCoupon>>;

const line = {
  goods_id: int(),
  variant_id: int(),
  name: str(),
  sku: str(),
  color: str(),
  img: str(),
  qty: int(),
  price_type: int(),
  unit_price: num(),
  original_price: num(),
  line_total: num(),
  lens: lineLensReply,
};

/** api/users/getPrice */
export const priceQuoteReply = obj({
  lines: listOf(obj({ ...line, cart_id: int() })),
  goods_amount: num(),
  discount_amount: num(),
  coupon_amount: num(),
  coupon: couponReply.nullable().defined(),
  points_balance: int(),
  points_spendable: int(),
  points_used: int(),
  points_amount: num(),
  shipping_method: word(SHIPPING_METHODS),
  carriage: num(),
  total: num(),
  shipping_methods: listOf(obj({ id: word(SHIPPING_METHODS), name: str(), days: str(), carriage: num(), free_from: num().nullable() })),
});
type _Quote = Assert<Agrees<typeof priceQuoteReply, PriceQuote>>;

const status = () => word(ORDER_STATUSES);
const orderCurrency = () => obj({ symbol: str(), money: str(), exchange_rate: num() });

/** api/users/createOrder */
export const placedOrderReply = obj({ order_id: int(), order_no: str(), total: num(), status: status() });
type _Placed = Assert<Agrees<typeof placedOrderReply, PlacedOrder>>;

const summary = {
  id: int(),
  order_no: str(),
  status: status(),
  created_at: str(),
  total: num(),
  currency: orderCurrency(),
  item_count: int(),
  img: str(),
  payment_method: word(PAYMENT_METHODS).nullable(),
};

/** api/users/myOrders */
export const orderPageReply = obj({ items: listOf(obj(summary)), page: int(), page_size: int(), total: int() });
type _OrderPage = Assert<Agrees<typeof orderPageReply, OrderPage>>;

/** api/users/transactionHistory */
export const transactionPageReply = obj({
  items: listOf(
    obj({
      id: int(),
      order_id: int(),
      order_no: str(),
      kind: word(['payment', 'difference', 'refund'] as const),
      method: word(PAYMENT_METHODS),
      status: word(['pending', 'succeeded', 'failed'] as const),
      amount: num(),
      currency: orderCurrency(),
      description: str(),
      created_at: str(),
    }),
  ),
  page: int(),
  page_size: int(),
  total: int(),
});
type _TransactionPage = Assert<Agrees<typeof transactionPageReply, TransactionPage>>;

/** api/users/pointList */
export const pointPageReply = obj({
  balance: int(),
  items: listOf(
    obj({
      id: int(),
      delta: int(),
      reason: word(POINT_REASONS),
      order_id: int().nullable(),
      order_no: str().nullable(),
      created_at: str(),
    }),
  ),
  page: int(),
  page_size: int(),
  total: int(),
});
type _PointPage = Assert<Agrees<typeof pointPageReply, PointPage>>;

const shipment = () => obj({ carrier: str(), tracking_no: str(), shipped_at: str(), delivered_at: str().nullable() }).nullable().defined();
const event = () => obj({ at: str(), status: status(), description: str(), location: str() });
const instalment = () => obj({ seq: int(), amount: num(), due_at: str().nullable(), status: word(['scheduled', 'paid'] as const) });

export const paymentRecordReply = obj({
  id: int(),
  method: word(PAYMENT_METHODS),
  purpose: word(PAYMENT_PURPOSES),
  status: word(['pending', 'succeeded', 'failed', 'cancelled'] as const),
  amount: num(),
  created_at: str(),
  description: str(),
});

/** api/users/orderDetail */
export const orderDetailReply = obj({
  ...summary,
  lines: listOf(obj({ ...line, id: int(), reviewed: bool() })),
  address: shipAddressReply,
  shipping_method: word(SHIPPING_METHODS),
  goods_amount: num(),
  discount_amount: num(),
  coupon_amount: num(),
  coupon_title: str(),
  points_used: int(),
  points_amount: num(),
  carriage: num(),
  paid_amount: num(),
  refunded_amount: num(),
  difference_due: num(),
  payments: listOf(paymentRecordReply),
  instalments: listOf(instalment()),
  shipment: shipment(),
  events: listOf(event()),
  pay_by: str().nullable(),
  can_pay: bool(),
  can_delete: bool(),
  can_review: bool(),
  drop_shipping: obj({ blind_packaging: bool(), email: str() }).nullable().defined(),
  logo: obj({ logo_id: int(), name: str(), url: str(), qty: int(), placement: word(LOGO_PLACEMENTS) })
    .nullable()
    .defined(),
});
type _Detail = Assert<Agrees<typeof orderDetailReply, OrderDetail>>;

/** api/orders/track */
export const trackResultReply = obj({
  order_no: str(),
  status: status(),
  created_at: str(),
  item_count: int(),
  shipment: shipment(),
  events: listOf(event()),
});
type _Track = Assert<Agrees<typeof trackResultReply, TrackResult>>;

/** api/users/addOrderComment/{id}, orderComments */
export const orderCommentReply = obj({
  id: int(),
  order_line_id: int(),
  goods_id: int(),
  rating: int(),
  content: str(),
  created_at: str(),
});
type _Comment = Assert<Agrees<typeof orderCommentReply, OrderComment>>;

/** Card, pay in 4 and wallet execute. */
export const paymentResultReply = obj({ order_id: int(), order_no: str(), status: status(), payment: paymentRecordReply });
type _PaymentResult = Assert<Agrees<typeof paymentResultReply, PaymentResult>>;

/** api/pay/{orderId}, api/pay/fillPay */
export const walletRedirectReply = obj({ payment_id: int(), approve_url: str() });
type _Redirect = Assert<Agrees<typeof walletRedirectReply, WalletRedirect>>;

/** api/pay/payBankTransfer/{orderId} */
export const bankTransferReply = obj({
  order_id: int(),
  order_no: str(),
  amount: num(),
  currency: orderCurrency(),
  reference: str(),
  beneficiary: str(),
  bank_name: str(),
  iban: str(),
  swift: str(),
  pay_by: str(),
});
type _Bank = Assert<Agrees<typeof bankTransferReply, BankTransferDetails>>;

/** api/users/create_payment_intent */
export const paymentIntentReply = obj({ intent_id: str(), client_secret: str(), amount: num(), order_id: int() });
type _Intent = Assert<Agrees<typeof paymentIntentReply, PaymentIntent>>;

/** api/users/create_customer_{provider} */
export const cardCustomerReply = obj({ customer_id: str() });

/** api/payin4/accessible */
export const instalmentAccessReply = obj({ accessible: bool(), min: num(), max: num() });
type _Access = Assert<Agrees<typeof instalmentAccessReply, InstalmentAccess>>;

/** api/payin4/createSession */
export const instalmentSessionReply = obj({ session_id: str(), schedule: listOf(instalment()) });
type _Session = Assert<Agrees<typeof instalmentSessionReply, InstalmentSession>>;

/** The operator's moves (api/admin/orders/{id}/status and /adjust). */
export const operatorResultReply = obj({ order_id: int(), order_no: str(), status: status(), total: num() });

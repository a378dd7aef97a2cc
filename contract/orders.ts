/**
 * Orders and payments as the API returns them. Amounts in USD; `currency` is the shopper's
 * currency when the order was placed, so an order always shows in the money it was bought in.
 */
import type { Address, QuotedLine, ShippingMethodId } from './checkout';
import type { OrderLogoView } from './wholesale-services';

/**
 * The server-side lifecycle (spec: "order states on the server: not shown", ours to define):
 * pending_payment -> paid -> processing -> shipped -> delivered; pending_payment, paid or
 * processing (anything not yet shipped) -> cancelled. An unpaid order is cancelled and its stock released after ORDER_PAYMENT_WINDOW_MS
 * (bank transfer: BANK_TRANSFER_WINDOW_MS).
 */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The moves an operator (or the payment flow) may make; anything else is a 409. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/**
 * What an order's event says when a move has nothing more to say (the server's words in the
 * order history, in English). The app shows its own translated label for each status and the
 * server's description only when it says more (a carrier, a cancellation reason).
 */
export const ORDER_EVENT_TEXT: Record<OrderStatus, string> = {
  pending_payment: 'Order placed',
  paid: 'Payment received',
  processing: 'Order is being prepared',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Order cancelled',
};

/** The tabs of /account/my-orders and the statuses each shows (api/users/myOrders?tab=). */
export const ORDER_TABS = {
  all: ORDER_STATUSES,
  unpaid: ['pending_payment'],
  processing: ['paid', 'processing'],
  shipped: ['shipped'],
  delivered: ['delivered'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderTab = keyof typeof ORDER_TABS;

export const PAYMENT_METHODS = ['card', 'wallet', 'bank_transfer', 'pay_in_4'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface OrderCurrency {
  symbol: string;
  money: string;
  exchange_rate: number;
}

export interface OrderSummary {
  id: number;
  /** The reference a shopper quotes and tracks by, e.g. "OS2611-4F7K2Q". */
  order_no: string;
  status: OrderStatus;
  created_at: string;
  total: number;
  currency: OrderCurrency;
  item_count: number;
  /** The first line's image. */
  img: string;
  payment_method: PaymentMethod | null;
}

export interface OrderLine extends Omit<QuotedLine, 'cart_id'> {
  id: number;
  /** True once the customer reviewed this line (after delivery). */
  reviewed: boolean;
}

/** The address as it was when the order was placed (api/users/shipAddress/{id}). */
export type ShipAddress = Omit<Address, 'id' | 'region_id' | 'is_default'>;

export interface TrackEvent {
  at: string;
  status: OrderStatus;
  /** e.g. "Order placed", "Payment received", "Shipped with UPS". */
  description: string;
  location: string;
}

export interface Shipment {
  carrier: string;
  tracking_no: string;
  shipped_at: string;
  delivered_at: string | null;
}

/** 'order' pays the order, 'difference' pays a price difference, 'refund' gives money back. */
export const PAYMENT_PURPOSES = ['order', 'difference', 'refund'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * A payment of an order. A refund (purpose 'refund') is pending while the money is on its way
 * back by hand (a bank transfer the shop sends), succeeded once sent, failed when the provider refused it.
 */
export interface PaymentRecord {
  id: number;
  method: PaymentMethod;
  purpose: PaymentPurpose;
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled';
  amount: number;
  created_at: string;
  /** e.g. "Visa •••• 4242". */
  description: string;
}

/** Pay in 4: one entry per instalment (first at processing, 3 more every 14 days). */
export interface Instalment {
  seq: number;
  amount: number;
  /** Null for the first until the order is processed; then set. */
  due_at: string | null;
  status: 'scheduled' | 'paid';
}

/** POST api/payin4/accessible {amount}: whether pay in 4 is offered for a total, and its range (USD). */
export interface InstalmentAccess {
  accessible: boolean;
  min: number;
  max: number;
}

/** POST api/payin4/createSession: the session and its schedule of 4. */
export interface InstalmentSession {
  session_id: string;
  schedule: Instalment[];
}

export interface OrderDetail extends OrderSummary {
  lines: OrderLine[];
  address: ShipAddress;
  shipping_method: ShippingMethodId;
  goods_amount: number;
  discount_amount: number;
  coupon_amount: number;
  coupon_title: string;
  /** Points spent on the order and what they took off (USD). */
  points_used: number;
  points_amount: number;
  carriage: number;
  /** What the shop holds: succeeded payments less refunds (sent or on their way). */
  paid_amount: number;
  /** Refunds sent or on their way back to the customer. */
  refunded_amount: number;
  /** What is still owed: total - paid_amount when the order's amount rose (price difference). */
  difference_due: number;
  payments: PaymentRecord[];
  instalments: Instalment[];
  shipment: Shipment | null;
  events: TrackEvent[];
  /** Set while unpaid: when the order is cancelled and its stock released. */
  pay_by: string | null;
  can_pay: boolean;
  can_delete: boolean;
  can_review: boolean;
  /** A business buyer's order sent to their own customer (api/dropshipping/createShipping): its packaging and the customer's e-mail; null otherwise. */
  drop_shipping: { blind_packaging: boolean; email: string } | null;
  /** A business buyer's custom logo printed on the order's frames (api/orders/createLogo); null when none. */
  logo: OrderLogoView | null;
}

/** GET api/orders/track?order_no=&email= (public): what a tracking page may show. */
export interface TrackResult {
  order_no: string;
  status: OrderStatus;
  created_at: string;
  item_count: number;
  shipment: Shipment | null;
  events: TrackEvent[];
}

/** POST api/users/createOrder */
export interface PlacedOrder {
  order_id: number;
  order_no: string;
  total: number;
  status: OrderStatus;
}

/** The result of a payment call that settles at once (card, pay in 4, execute). */
export interface PaymentResult {
  order_id: number;
  order_no: string;
  status: OrderStatus;
  payment: PaymentRecord;
}

/** POST api/pay/{orderId} and api/pay/fillPay: where to send the shopper to approve. */
export interface WalletRedirect {
  payment_id: number;
  approve_url: string;
}

/** POST api/pay/payBankTransfer/{orderId} */
export interface BankTransferDetails {
  order_id: number;
  order_no: string;
  amount: number;
  currency: OrderCurrency;
  /** The reference to quote on the transfer (the order number). */
  reference: string;
  beneficiary: string;
  bank_name: string;
  iban: string;
  swift: string;
  pay_by: string;
}

/** POST api/users/create_payment_intent */
export interface PaymentIntent {
  intent_id: string;
  client_secret: string;
  amount: number;
  order_id: number;
}

/** Sandbox card numbers (like the big gateways' test cards). Any future expiry, any 3-digit CVC. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Fails verification: the security code is refused. */
  cvcFails: '4000000000000127',
} as const;

/** One page of a paged list: its items, which page, how many a page holds, how many in all. */
export interface ListPage<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

/** GET api/users/myOrders?tab=&page=: one page of the customer's orders, newest first. */
export type OrderPage = ListPage<OrderSummary>;

/**
 * One money movement of the customer (GET api/users/transactionHistory): a payment of an order or
 * of a price difference that went through or was refused, or a refund (pending while the shop
 * sends it by hand, succeeded once sent, failed). Amount in USD, positive (a refund's direction is
 * its kind); `currency` is the order's, so it shows in the money the customer paid in.
 */
export interface Transaction {
  id: number;
  order_id: number;
  order_no: string;
  kind: 'payment' | 'difference' | 'refund';
  method: PaymentMethod;
  status: 'pending' | 'succeeded' | 'failed';
  amount: number;
  currency: OrderCurrency;
  /** e.g. "Visa •••• 4242"; '' when the provider gave none. */
  description: string;
  created_at: string;
}

/** GET api/users/transactionHistory?page=: newest first. */
export type TransactionPage = ListPage<Transaction>;

/** Why the customer's points changed. */
export const POINT_REASONS = ['order_paid', 'order_cancelled', 'review', 'order_spent', 'spent_returned', 'questionnaire'] as const;
export type PointReason = (typeof POINT_REASONS)[number];

/** One change of the customer's points (GET api/users/pointList). */
export interface PointEntry {
  id: number;
  /** Points earned (positive) or taken back (negative). */
  delta: number;
  reason: PointReason;
  /** The order it is for, when it is for one. */
  order_id: number | null;
  order_no: string | null;
  created_at: string;
}

/** GET api/users/pointList?page=: the balance and its history, newest first. */
export interface PointPage extends ListPage<PointEntry> {
  balance: number;
}

/** A review written from a delivered order line (api/users/addOrderComment/{id}, orderComments). */
export interface OrderComment {
  id: number;
  order_line_id: number;
  goods_id: number;
  rating: number;
  content: string;
  created_at: string;
}

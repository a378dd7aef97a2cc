/**
 * The console's dashboard and reports (issue 26; permission `reports.read`, owner and manager). Paths
 * under `api/admin/`, the shapes they answer and their limits. Every figure comes from SQL over the
 * orders and payments (server/services/reports/): money in the shop's default currency, each payment
 * converted from USD at the rate in force when it was paid; days are UTC days.
 */
import type { OrderStatus } from './orders';

export const reportPaths = {
  /** GET: the console's home page (Dashboard). */
  dashboard: 'api/admin/dashboard',
  /** GET ?kind=&from=&to=: one report (Report). */
  report: 'api/admin/reports',
  /** GET, the same query: the report as CSV. */
  reportCsv: 'api/admin/reports.csv',
} as const;

/** The dashboard's periods: today so far, the last 7 and the last 30 UTC days (today included). */
export const DASHBOARD_PERIODS = ['today', 'week', 'month'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_DAYS: Record<DashboardPeriod, number> = { today: 1, week: 7, month: 30 };

export const REPORT_KINDS = ['day', 'product', 'category', 'payment_method', 'country', 'coupon', 'live_room'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_LIMITS = {
  /** A report covers at most this many days (a year, a leap one included). */
  maxDays: 366,
  /** The dashboard's top products and low-stock colours. */
  topProducts: 5,
  lowStock: 10,
} as const;

/** The shop's default currency, which every amount is in. */
export interface ReportCurrency {
  symbol: string;
  money: string;
}

export interface DashboardFigures {
  /** Payments received (orders and price differences), refunds not taken off. */
  revenue: number;
  /** Orders paid. */
  orders: number;
  /** revenue / orders, or null without an order. */
  average_order_value: number | null;
  /** Product views (the shop's own conversion events). */
  product_views: number;
  /** orders / product views, or null without a view. */
  conversion_rate: number | null;
  /** Money given back, and how many refunds. */
  refunds: number;
  refund_count: number;
}

export interface Dashboard {
  currency: ReportCurrency;
  /** When the figures were read (ISO). */
  generated_at: string;
  periods: { period: DashboardPeriod; from: string; to: string; figures: DashboardFigures }[];
  /** The last 30 UTC days, oldest first, every day present. */
  revenue_by_day: { day: string; revenue: number; orders: number }[];
  /** Orders placed in the last 30 days, by their status now (every status, in the lifecycle's order). */
  orders_by_status: { status: OrderStatus; count: number }[];
  /** The last 30 days' best sellers by revenue. */
  top_products: { goods_id: number; name: string; quantity: number; revenue: number }[];
  /** Colours of shown products at or under their product's low-stock threshold, fewest first. */
  low_stock: { goods_id: number; variant_id: number; name: string; color: string; stock: number; threshold: number }[];
  /** What waits for someone: paid or processing orders to ship, new inbox messages, business accounts to approve. */
  waiting: { to_ship: number; inbox_new: number; business_pending: number };
}

/**
 * One row of a report. Which fields a kind fills is REPORT_COLUMNS; `key` identifies the row (a day,
 * an id, a method, a country code), `label` names it.
 */
export interface ReportRow {
  key: string;
  label: string;
  orders: number;
  quantity: number;
  revenue: number;
  refunds: number;
  discount: number;
}
export type ReportColumn = Exclude<keyof ReportRow, 'key'>;

/**
 * The columns of each kind, in order:
 * - day: orders paid, items, revenue (payments received), refunds (given back) that day
 * - product / category: orders, items and sales (the lines' prices, before order discounts) of orders paid in the range
 * - payment_method: orders paid, revenue, refunds by the payment's method
 * - country: orders paid and revenue by the shipping country
 * - coupon: orders paid with it, what it took off (its cost) and what those orders paid
 * - live_room: orders, items and sales of lines whose customer added the product to the cart in the room before ordering
 */
export const REPORT_COLUMNS: Record<ReportKind, readonly ReportColumn[]> = {
  day: ['label', 'orders', 'quantity', 'revenue', 'refunds'],
  product: ['label', 'orders', 'quantity', 'revenue'],
  category: ['label', 'orders', 'quantity', 'revenue'],
  payment_method: ['label', 'orders', 'revenue', 'refunds'],
  country: ['label', 'orders', 'revenue'],
  coupon: ['label', 'orders', 'discount', 'revenue'],
  live_room: ['label', 'orders', 'quantity', 'revenue'],
};

export interface Report {
  kind: ReportKind;
  from: string;
  to: string;
  currency: ReportCurrency;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The rows summed (key 'total'). */
  totals: ReportRow;
}

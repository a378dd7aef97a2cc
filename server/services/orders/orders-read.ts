import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../contract/constants';
import { said } from '../../../contract/messages';
import {
  ORDER_TABS,
  type Instalment,
  type OrderDetail,
  type OrderLine,
  type OrderPage,
  type OrderStatus,
  type OrderSummary,
  type PaymentRecord,
  type ShipAddress,
  type Shipment,
  type TrackEvent,
  type TrackResult,
} from '../../../contract/orders';
import type { ShippingMethodId } from '../../../contract/checkout';
import type { Db } from '../../db/client';
import { dropShipments, instalments, orderEvents, orderLines, orderReviews, orders, payments, shipments } from '../../db/schema';
import { notFound } from '../../errors';
import { fromCents, toCents } from '../../../contract/rounding';
import { netPaidCents } from '../payments/refunds';
import { orderLogoOf } from '../wholesale/logos';

type OrderRow = typeof orders.$inferSelect;

/** The statuses in which the order's amount is owed in full: a raise after payment is a difference to pay. */
const SETTLED: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered'];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Written out: drizzle leaves a one-table select's columns unqualified, and "id" alone would mean the line's id here. */
const outerOrderId = sql.raw('"orders"."id"');
const summaryCols = {
  order: orders,
  itemCount: sql<number>`(select coalesce(sum(l.qty), 0)::int from order_lines l where l.order_id = ${outerOrderId})`.mapWith(Number),
  img: sql<string>`coalesce((select l.img from order_lines l where l.order_id = ${outerOrderId} order by l.id limit 1), '')`,
};

function toSummary({ order: o, itemCount, img }: { order: OrderRow; itemCount: number; img: string }): OrderSummary {
  return {
    id: o.id,
    order_no: o.orderNo,
    status: o.status,
    created_at: o.createdAt.toISOString(),
    total: o.total,
    currency: { symbol: o.currencySymbol, money: o.currencyMoney, exchange_rate: o.currencyRate },
    item_count: itemCount,
    img,
    payment_method: o.paymentMethod,
  };
}

/** The customer's order as they may see it (not hidden); another customer's is a 404. */
async function ownOrder(db: Db, userId: number, orderId: number) {
  const [row] = await db
    .select(summaryCols)
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNull(orders.deletedAt)))
    .limit(1);
  if (!row) throw notFound(said('orderNotFound'));
  return row;
}

/** GET api/users/myOrders?tab=&page=: the customer's orders of a tab, newest first, PAGE_SIZE a page. */
export async function myOrders(db: Db, userId: number, tab: keyof typeof ORDER_TABS, page: number): Promise<OrderPage> {
  const where = and(eq(orders.userId, userId), isNull(orders.deletedAt), inArray(orders.status, [...ORDER_TABS[tab]]));
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryCols)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(orders)
      .where(where),
  ]);
  return { items: rows.map(toSummary), page, page_size: PAGE_SIZE, total: count?.n ?? 0 };
}

async function shipmentOf(db: Db, orderId: number): Promise<Shipment | null> {
  const [s] = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).limit(1);
  return s ? { carrier: s.carrier, tracking_no: s.trackingNo, shipped_at: s.shippedAt.toISOString(), delivered_at: iso(s.deliveredAt) } : null;
}

async function eventsOf(db: Db, orderId: number): Promise<TrackEvent[]> {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map((e) => ({ at: e.at.toISOString(), status: e.status, description: e.description, location: e.location }));
}

async function linesOf(db: Db, orderId: number): Promise<OrderLine[]> {
  const rows = await db
    .select({ line: orderLines, reviewId: orderReviews.id })
    .from(orderLines)
    .leftJoin(orderReviews, eq(orderReviews.orderLineId, orderLines.id))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return rows.map(({ line: l, reviewId }) => ({
    id: l.id,
    goods_id: l.goodsId,
    variant_id: l.variantId,
    name: l.name,
    sku: l.sku,
    color: l.color,
    img: l.img,
    qty: l.qty,
    price_type: l.priceType,
    unit_price: l.unitPrice,
    original_price: l.originalPrice,
    line_total: l.lineTotal,
    reviewed: reviewId != null,
    lens: l.lens ?? null,
  }));
}

async function paymentsOf(db: Db, orderId: number): Promise<PaymentRecord[]> {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
  return rows.map((p) => ({
    id: p.id,
    method: p.method,
    purpose: p.purpose,
    status: p.status,
    amount: p.amount,
    created_at: p.createdAt.toISOString(),
    description: p.description,
  }));
}

async function instalmentsOf(db: Db, orderId: number): Promise<Instalment[]> {
  const rows = await db.select().from(instalments).where(eq(instalments.orderId, orderId)).orderBy(asc(instalments.seq));
  return rows.map((i) => ({ seq: i.seq, amount: i.amount, due_at: iso(i.dueAt), status: i.status }));
}

/** GET api/users/orderDetail?id=: everything about one of the customer's orders. */
export async function orderDetail(db: Db, userId: number, orderId: number, now = new Date()): Promise<OrderDetail> {
  return detailOf(db, await ownOrder(db, userId, orderId), now);
}

/**
 * Any order, as its customer would see it, hidden ones too (the console's order page,
 * services/orders/order-console-read.ts): the same detail, one copy of it. Unknown: 404.
 */
export async function anyOrderDetail(db: Db, orderId: number, now = new Date()): Promise<OrderDetail> {
  const [row] = await db.select(summaryCols).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) throw notFound(said('orderNotFound'));
  return detailOf(db, row, now);
}

async function detailOf(db: Db, row: Awaited<ReturnType<typeof ownOrder>>, now: Date): Promise<OrderDetail> {
  const o = row.order;
  const [lines, paid, instalmentList, shipment, events, drop, logo] = await Promise.all([
    linesOf(db, o.id),
    paymentsOf(db, o.id),
    instalmentsOf(db, o.id),
    shipmentOf(db, o.id),
    eventsOf(db, o.id),
    dropShippingOf(db, o.id),
    orderLogoOf(db, o.id),
  ]);
  const { paid: paidCents, refunded: refundedCents } = netPaidCents(paid);
  const dueCents = SETTLED.includes(o.status) ? Math.max(0, toCents(o.total) - paidCents) : 0;
  const unpaid = o.status === 'pending_payment';
  return {
    ...toSummary(row),
    lines,
    address: o.address as unknown as ShipAddress,
    shipping_method: o.shippingMethod as ShippingMethodId,
    goods_amount: o.goodsAmount,
    discount_amount: o.discountAmount,
    coupon_amount: o.couponAmount,
    coupon_title: o.couponTitle,
    points_used: o.pointsUsed,
    points_amount: o.pointsAmount,
    carriage: o.carriage,
    paid_amount: fromCents(paidCents),
    refunded_amount: fromCents(refundedCents),
    difference_due: fromCents(dueCents),
    payments: paid,
    instalments: instalmentList,
    shipment,
    events,
    pay_by: unpaid ? iso(o.payBy) : null,
    can_pay: unpaid && !!o.payBy && o.payBy > now,
    can_delete: unpaid || o.status === 'cancelled',
    can_review: o.status === 'delivered' && lines.some((l) => !l.reviewed),
    drop_shipping: drop,
    logo,
  };
}

/** The order's drop shipping (wholesale), if it is one: blind packaging and the end customer's e-mail. */
async function dropShippingOf(db: Db, orderId: number): Promise<OrderDetail['drop_shipping']> {
  const [d] = await db
    .select({ blind: dropShipments.blindPackaging, customer: dropShipments.customer })
    .from(dropShipments)
    .where(eq(dropShipments.orderId, orderId));
  return d ? { blind_packaging: d.blind, email: (d.customer as { email?: string }).email ?? '' } : null;
}

/** GET api/users/shipAddress/{id}: the address as it was when the order was placed. */
export async function shipAddressOf(db: Db, userId: number, orderId: number): Promise<ShipAddress> {
  return (await ownOrder(db, userId, orderId)).order.address as unknown as ShipAddress;
}

/**
 * GET api/orders/track?order_no=&email= (public): only with the order number and the e-mail it
 * was placed with; anything else is the same 404 trackNotFound, so numbers cannot be probed.
 */
export async function trackOrder(db: Db, orderNo: string, email: string): Promise<TrackResult> {
  const [row] = await db
    .select(summaryCols)
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo.toUpperCase()), sql`lower(${orders.email}) = lower(${email})`))
    .limit(1);
  if (!row) throw notFound(said('trackNotFound'));
  const o = row.order;
  const [shipment, events] = await Promise.all([shipmentOf(db, o.id), eventsOf(db, o.id)]);
  return { order_no: o.orderNo, status: o.status, created_at: o.createdAt.toISOString(), item_count: row.itemCount, shipment, events };
}

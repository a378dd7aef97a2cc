/**
 * The order lifecycle on the server: pending_payment -> paid -> processing -> shipped -> delivered;
 * pending_payment, paid or processing -> cancelled (contract/orders.ts ORDER_TRANSITIONS).
 *
 * Use, inside the caller's transaction, then after the commit:
 *
 *   const moved = await app.db.transaction((tx) => moveOrderMailed(app, tx, orderId, 'paid', { payment_method: 'card' }));
 *   await afterMove(app, moved);
 *
 * `moveOrder(tx, orderId, to, details?)` (stable signature):
 * - locks the order row (`select ... for update`), so concurrent moves of one order run one after
 *   the other and the second sees the first's status;
 * - unknown order (or, with `details.userId`, another customer's): 404 orderNotFound;
 * - a move ORDER_TRANSITIONS does not allow, including to the status it already has: 409
 *   orderStatusConflict, and nothing changes. A caller that must be idempotent (a repeated
 *   payment callback) checks `status` first or treats that 409 as "already done";
 * - writes the status, bumps `orders.version` (the console's version check: every move, whoever
 *   makes it, payments and the sweep included, makes an older copy stale) and an order_events row (description from `details.description` or the
 *   default for the status, location from `details.location`);
 * - paid: sets payment_method when `details.payment_method` is given (payments and paid_amount
 *   are the payment code's to write), grants the order's points and records its purchase shop
 *   event (services/conversions, once per order);
 * - processing: sets due_at of the order's instalments that have none (first now, then every
 *   INSTALMENT_INTERVAL_DAYS by seq);
 * - shipped: needs `details.carrier` and `details.tracking_no` (422 otherwise), and no line waiting for its
 *   prescription photo to be read (409 rxAwaitingReading); writes shipments;
 * - delivered: sets shipments.delivered_at;
 * - cancelled: releases the reserved stock once (releaseStock), gives the coupon back, takes back
 *   the points the order earned and, when it was paid, owes the money back (queueRefund).
 * It returns a `Moved`. `moveOrderMailed` (or `mailMove`) writes the customer's mail for paid,
 * shipped, delivered and cancelled into the outbox in the same transaction; `afterMove(app, moved)`
 * after the commit sends the refunds, wakes the mail sender and drops released goods from the
 * read cache. Never refund or touch the cache inside the transaction: it may still roll back.
 */
import { grantOrderPoints, revokeOrderPoints } from '../points/points';
import { queueRefund, sendRefunds } from '../payments/refunds';
import { recordPurchase } from '../conversions/events';
import { forwardPurchases } from '../conversions/forward';
import { eq, sql, and, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INSTALMENT_INTERVAL_DAYS } from '../../../contract/constants';
import { said, type MessageRef } from '../../../contract/messages';
import { awaitsPrescription } from '../../../contract/prescription';
import { ORDER_EVENT_TEXT, ORDER_TRANSITIONS, type OrderCurrency, type OrderStatus, type PaymentMethod } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { instalments, orderEvents, orderLines, orders, shipments } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { movedMail } from '../mail/order-mails';
import { releaseStock, returnCoupon } from './order-stock';

export interface MoveDetails {
  /** shipped: the carrier and its tracking number (both required). */
  carrier?: string;
  tracking_no?: string;
  /** Where the event happened (shown in tracking), '' by default. */
  location?: string;
  /** The event's text instead of the status's default. */
  description?: string;
  /** paid: how it was paid. */
  payment_method?: PaymentMethod;
  /** Only move this customer's order: another's is a 404, as if it did not exist. */
  userId?: number;
  /** The moment of the move (tests, the sweeper); the database's now() by default. */
  at?: Date;
}

/** What a move did, for `afterMove` once the transaction committed. */
export interface Moved {
  orderId: number;
  orderNo: string;
  userId: number;
  email: string;
  from: OrderStatus;
  to: OrderStatus;
  total: number;
  currency: OrderCurrency;
  shipment: { carrier: string; tracking_no: string } | null;
  /** Goods whose stock went back (cancellation): the read cache must drop them. */
  releasedGoodsIds: number[];
  /** Money owed back by this move (a paid order cancelled), USD; sent after the commit. */
  refunded: number;
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Locks an order row for the rest of the transaction; 404 when missing or not the given customer's. */
export async function lockOrder(tx: Db, orderId: number, userId?: number) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(userId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  if (!order) throw notFound(said('orderNotFound'));
  return order;
}

export async function moveOrder(tx: Db, orderId: number, to: OrderStatus, details: MoveDetails = {}): Promise<Moved> {
  const order = await lockOrder(tx, orderId, details.userId);
  const from = order.status;
  if (!canMove(from, to)) throw conflict(null, said('orderStatusConflict'), { status: from });
  const at = details.at ?? null;
  const atSql = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;

  let shipment: Moved['shipment'] = null;
  if (to === 'shipped') {
    // Glasses made to a prescription photo wait for the shop to read it (services/cart/prescription-photos.ts).
    const lines = await tx.select({ lens: orderLines.lens }).from(orderLines).where(eq(orderLines.orderId, orderId));
    if (lines.some((l) => awaitsPrescription(l.lens))) throw conflict(null, said('rxAwaitingReading'));
    const carrier = details.carrier?.trim() ?? '';
    const trackingNo = details.tracking_no?.trim() ?? '';
    const errors: Record<string, MessageRef> = {};
    if (!carrier) errors.carrier = said('invalidInput');
    if (!trackingNo) errors.tracking_no = said('invalidInput');
    if (Object.keys(errors).length) throw invalid(errors);
    await tx.insert(shipments).values({ orderId, carrier, trackingNo, shippedAt: atSql });
    shipment = { carrier, tracking_no: trackingNo };
  }
  if (to === 'delivered') {
    await tx.update(shipments).set({ deliveredAt: atSql }).where(eq(shipments.orderId, orderId));
  }
  if (to === 'processing') {
    await tx
      .update(instalments)
      .set({ dueAt: sql`${atSql} + make_interval(days => (${instalments.seq} - 1) * ${INSTALMENT_INTERVAL_DAYS}::int)` })
      .where(and(eq(instalments.orderId, orderId), isNull(instalments.dueAt)));
  }
  let releasedGoodsIds: number[] = [];
  let refunded = 0;
  if (to === 'cancelled') {
    releasedGoodsIds = await releaseStock(tx, orderId);
    await returnCoupon(tx, orderId);
    await revokeOrderPoints(tx, orderId);
  }
  if (to === 'paid') {
    await grantOrderPoints(tx, order);
    // The shop event of the purchase, recorded by the server (never trusted from the app), once.
    await recordPurchase(tx, order);
  }

  await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: atSql,
      version: sql`${orders.version} + 1`,
      ...(to === 'paid' && details.payment_method ? { paymentMethod: details.payment_method } : {}),
    })
    .where(eq(orders.id, orderId));
  const description =
    details.description ??
    (to === 'shipped' && shipment ? `Shipped with ${shipment.carrier}, tracking number ${shipment.tracking_no}` : ORDER_EVENT_TEXT[to]);
  await tx.insert(orderEvents).values({ orderId, status: to, description, location: details.location?.trim() ?? '', at: atSql });
  // After the cancellation's event, so the refund's comes after it.
  if (to === 'cancelled') refunded = await queueRefund(tx, orderId, order.paidAmount);

  return {
    orderId,
    orderNo: order.orderNo,
    userId: order.userId,
    email: order.email,
    from,
    to,
    total: order.total,
    currency: { symbol: order.currencySymbol, money: order.currencyMoney, exchange_rate: order.currencyRate },
    shipment,
    releasedGoodsIds,
    refunded,
  };
}

/** The part of the app `afterMove` uses (the CLI builds the same app). */
export type AfterCommitApp = Pick<FastifyInstance, 'mailer' | 'readCache' | 'config' | 'log' | 'db' | 'payments' | 'jobs'>;

/**
 * In the move's transaction: the customer's mail for it (paid, shipped, delivered, cancelled)
 * written to the outbox, so it exists exactly when the move committed (a crash after the commit
 * delays it, never loses it). `afterMove` wakes the sender.
 */
export async function mailMove(app: Pick<FastifyInstance, 'mailer' | 'config'>, tx: Db, m: Moved): Promise<void> {
  const mail = movedMail(app.config.publicUrl, { ...m }, m.to);
  if (mail) await app.mailer.queue(tx, mail);
}

/** `moveOrder` and its mail, in the caller's transaction. */
export async function moveOrderMailed(
  app: Pick<FastifyInstance, 'mailer' | 'config'>,
  tx: Db,
  orderId: number,
  to: OrderStatus,
  details: MoveDetails = {},
): Promise<Moved> {
  const moved = await moveOrder(tx, orderId, to, details);
  await mailMove(app, tx, moved);
  return moved;
}

/**
 * After the transaction of one or more moves committed: the refunds they owe, the catalogue
 * cache, a wake-up for the mail sender (their mails were written in the transaction), and the
 * purchases of paid orders to the conversion network (when forwarding is set).
 */
export async function afterMove(app: AfterCommitApp, ...moved: Moved[]): Promise<void> {
  const released = moved.flatMap((m) => m.releasedGoodsIds);
  if (released.length) app.readCache.invalidateGoods([...new Set(released)]);
  for (const m of moved) if (m.refunded > 0) await sendRefunds(app, { orderId: m.orderId });
  if (moved.length) app.mailer.flush();
  const paid = moved.filter((m) => m.to === 'paid').map((m) => m.orderId);
  await forwardPurchases(app, paid).catch((err: unknown) => app.log.warn({ err, orderIds: paid }, 'purchase forward not queued'));
}

/** Shorthand for one move in its own transaction followed by its after-commit work. */
export async function moveOrderNow(app: AfterCommitApp, orderId: number, to: OrderStatus, details: MoveDetails = {}): Promise<Moved> {
  const moved = await app.db.transaction((tx) => moveOrderMailed(app, tx, orderId, to, details));
  await afterMove(app, moved);
  return moved;
}

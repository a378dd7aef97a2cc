import { desc, eq, sql } from 'drizzle-orm';
import { PAGE_SIZE, POINTS_PER_USD, POINTS_SPEND_MAX_SHARE, POINTS_SPEND_MIN, REVIEW_POINTS } from '../../../contract/constants';
import type { PointPage } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { orders, pointEntries, users } from '../../db/schema';

/**
 * The points rules, in one place:
 * - a paid order earns POINTS_PER_USD for each whole US dollar of its total, once;
 * - a review of a delivered order earns REVIEW_POINTS, once per review;
 * - a paid order that is cancelled gives back what it earned;
 * - a submitted questionnaire with a points reward earns them, once (services/questionnaires);
 * - an order may spend points: each takes a US cent off, at least POINTS_SPEND_MIN at a time, at
 *   most POINTS_SPEND_MAX_SHARE of its goods after the coupon; spent when the order is placed, given
 *   back when it is cancelled (unpaid in time, replaced, or by the shop).
 * Every entry is written inside the transaction of what caused it (the order's creation or move,
 * the review), so neither exists without the other; a customer's spends are serialized by locking
 * their user row, so two orders placed at once never spend the same points.
 */
export function pointsForOrder(totalUsd: number): number {
  return Math.max(0, Math.floor(totalUsd)) * POINTS_PER_USD;
}

/** Inside the move to paid: the order's points, once (a second move cannot happen, the index says so too). */
export async function grantOrderPoints(tx: Db, order: { id: number; userId: number; total: number }): Promise<void> {
  const delta = pointsForOrder(order.total);
  if (delta === 0) return;
  await tx.insert(pointEntries).values({ userId: order.userId, delta, reason: 'order_paid', orderId: order.id }).onConflictDoNothing();
}

/**
 * Inside the move to cancelled: takes back what the order earned, if it earned anything, and gives
 * back what it spent.
 */
export async function revokeOrderPoints(tx: Db, orderId: number): Promise<void> {
  const entries = await tx.select().from(pointEntries).where(eq(pointEntries.orderId, orderId));
  const earned = entries.find((e) => e.reason === 'order_paid');
  const spent = entries.find((e) => e.reason === 'order_spent');
  if (earned) {
    await tx.insert(pointEntries).values({ userId: earned.userId, delta: -earned.delta, reason: 'order_cancelled', orderId }).onConflictDoNothing();
  }
  if (spent) {
    await tx.insert(pointEntries).values({ userId: spent.userId, delta: -spent.delta, reason: 'spent_returned', orderId }).onConflictDoNothing();
  }
}

/**
 * The customer's balance. `lock`: inside a transaction that spends, the customer's row is locked
 * first, so a second order placed at the same time waits and then sees the balance after this one.
 */
export async function pointBalance(db: Db, userId: number, lock = false): Promise<number> {
  if (lock) await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [sum] = await db
    .select({ balance: sql<number>`coalesce(sum(${pointEntries.delta}), 0)::int`.mapWith(Number) })
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId));
  return sum?.balance ?? 0;
}

/** How many points an order whose goods cost `goodsCents` (after the coupon) may spend: 0 below the minimum. */
export function spendablePoints(balance: number, goodsCents: number): number {
  const n = Math.min(balance, Math.floor(Math.max(0, goodsCents) * POINTS_SPEND_MAX_SHARE));
  return n >= POINTS_SPEND_MIN ? n : 0;
}

/** Inside the order's creation: the points it spends. */
export async function spendOrderPoints(tx: Db, userId: number, orderId: number, points: number): Promise<void> {
  if (points <= 0) return;
  await tx.insert(pointEntries).values({ userId, delta: -points, reason: 'order_spent', orderId });
}

/** Inside the review's transaction: REVIEW_POINTS for it. */
export async function grantReviewPoints(tx: Db, userId: number, reviewId: number): Promise<void> {
  await tx.insert(pointEntries).values({ userId, delta: REVIEW_POINTS, reason: 'review', reviewId }).onConflictDoNothing();
}

/** Inside the questionnaire's submission: its points, once per customer and questionnaire. */
export async function grantQuestionnairePoints(tx: Db, userId: number, questionnaireId: number, points: number): Promise<void> {
  await tx.insert(pointEntries).values({ userId, delta: points, reason: 'questionnaire', questionnaireId }).onConflictDoNothing();
}

/** GET api/users/pointList?page=: the balance and its history, newest first, PAGE_SIZE a page. */
export async function pointList(db: Db, userId: number, page: number): Promise<PointPage> {
  const mine = eq(pointEntries.userId, userId);
  const [rows, [sum]] = await Promise.all([
    db
      .select({ entry: pointEntries, orderNo: orders.orderNo })
      .from(pointEntries)
      .leftJoin(orders, eq(orders.id, pointEntries.orderId))
      .where(mine)
      .orderBy(desc(pointEntries.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db
      .select({
        balance: sql<number>`coalesce(sum(${pointEntries.delta}), 0)::int`.mapWith(Number),
        n: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(pointEntries)
      .where(mine),
  ]);
  return {
    balance: sum?.balance ?? 0,
    items: rows.map(({ entry: e, orderNo }) => ({
      id: e.id,
      delta: e.delta,
      reason: e.reason,
      order_id: e.orderId,
      order_no: orderNo ?? null,
      created_at: e.createdAt.toISOString(),
    })),
    page,
    page_size: PAGE_SIZE,
    total: sum?.n ?? 0,
  };
}

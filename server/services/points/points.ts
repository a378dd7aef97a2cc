import { and, desc, eq, sql } from 'drizzle-orm';
import { PAGE_SIZE, POINTS_PER_USD, REVIEW_POINTS } from '../../../contract/constants';
import type { PointPage } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { orders, pointEntries } from '../../db/schema';

/**
 * The points rules, in one place:
 * - a paid order earns POINTS_PER_USD for each whole US dollar of its total, once;
 * - a review of a delivered order earns REVIEW_POINTS, once per review;
 * - a paid order that is cancelled gives back what it earned.
 * Points are not spent at checkout yet (the shop has no redemption rule). Every grant runs inside
 * the transaction of what earned it (the order's move, the review), so neither exists without the other.
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

/** Inside the move to cancelled: takes back what the order earned, if it earned anything. */
export async function revokeOrderPoints(tx: Db, orderId: number): Promise<void> {
  const [earned] = await tx.select().from(pointEntries)
    .where(and(eq(pointEntries.orderId, orderId), eq(pointEntries.reason, 'order_paid'))).limit(1);
  if (!earned) return;
  await tx.insert(pointEntries).values({ userId: earned.userId, delta: -earned.delta, reason: 'order_cancelled', orderId }).onConflictDoNothing();
}

/** Inside the review's transaction: REVIEW_POINTS for it. */
export async function grantReviewPoints(tx: Db, userId: number, reviewId: number): Promise<void> {
  await tx.insert(pointEntries).values({ userId, delta: REVIEW_POINTS, reason: 'review', reviewId }).onConflictDoNothing();
}

/** GET api/users/pointList?page=: the balance and its history, newest first, PAGE_SIZE a page. */
export async function pointList(db: Db, userId: number, page: number): Promise<PointPage> {
  const mine = eq(pointEntries.userId, userId);
  const [rows, [sum]] = await Promise.all([
    db.select({ entry: pointEntries, orderNo: orders.orderNo }).from(pointEntries)
      .leftJoin(orders, eq(orders.id, pointEntries.orderId))
      .where(mine).orderBy(desc(pointEntries.id)).limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE),
    db.select({
      balance: sql<number>`coalesce(sum(${pointEntries.delta}), 0)::int`.mapWith(Number),
      n: sql<number>`count(*)::int`.mapWith(Number),
    }).from(pointEntries).where(mine),
  ]);
  return {
    balance: sum?.balance ?? 0,
    items: rows.map(({ entry: e, orderNo }) => ({
      id: e.id, delta: e.delta, reason: e.reason, order_id: e.orderId, order_no: orderNo ?? null, created_at: e.createdAt.toISOString(),
    })),
    page,
    page_size: PAGE_SIZE,
    total: sum?.n ?? 0,
  };
}

import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { said } from '../../../contract/messages';
import type { OrderComment } from '../../../contract/orders';
import type { OrderCommentInput } from '../../../contract/schemas/checkout';
import type { Db } from '../../db/client';
import { goods, orderLines, orderReviews, orders, reviews, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { isUniqueViolation } from '../platform/db-errors';
import { lockOrder } from './order-lifecycle';
import { grantReviewPoints } from '../points/points';

/** The customer's order, not hidden; another customer's is a 404. */
async function ownOrderId(db: Db, userId: number, orderId: number) {
  const [o] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNull(orders.deletedAt)))
    .limit(1);
  if (!o) throw notFound(said('orderNotFound'));
  return o.id;
}

const commentCols = {
  id: reviews.id,
  order_line_id: orderLines.id,
  goods_id: reviews.goodsId,
  rating: reviews.rating,
  content: reviews.content,
  createdAt: reviews.createdAt,
};
const toComment = ({ createdAt, ...c }: { createdAt: Date } & Omit<OrderComment, 'created_at'>): OrderComment => ({
  ...c,
  created_at: createdAt.toISOString(),
});

/** GET api/users/orderComments?order_id=: the reviews written from the order's lines. */
export async function orderComments(db: Db, userId: number, orderId: number): Promise<OrderComment[]> {
  const id = await ownOrderId(db, userId, orderId);
  const rows = await db
    .select(commentCols)
    .from(orderReviews)
    .innerJoin(orderLines, eq(orderLines.id, orderReviews.orderLineId))
    .innerJoin(reviews, eq(reviews.id, orderReviews.reviewId))
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.id));
  return rows.map(toComment);
}

/**
 * POST api/users/addOrderComment/{id} {goods_id, rating, content}: a product review from a
 * delivered order, one per line (a product bought in two colours can be reviewed twice). Writes the
 * review (name "First L.", the line's colour), links it to the line, and sets the product's rating
 * and review count from its reviews, in one transaction; the product leaves the read cache
 * after the commit (its rating and reviews changed). Not delivered: 409 orderNotReviewable; the product not in the
 * order: 404 goodsNotFound; every such line reviewed: 409 alreadyReviewed.
 */
export async function addOrderComment(
  app: Pick<FastifyInstance, 'db' | 'readCache'>,
  userId: number,
  orderId: number,
  input: OrderCommentInput,
): Promise<OrderComment> {
  let comment: OrderComment;
  try {
    comment = await app.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId, userId);
      if (order.deletedAt) throw notFound(said('orderNotFound'));
      if (order.status !== 'delivered') throw conflict(null, said('orderNotReviewable'), { status: order.status });
      const lines = await tx
        .select({ id: orderLines.id, color: orderLines.color, reviewId: orderReviews.id })
        .from(orderLines)
        .leftJoin(orderReviews, eq(orderReviews.orderLineId, orderLines.id))
        .where(and(eq(orderLines.orderId, orderId), eq(orderLines.goodsId, input.goods_id)))
        .orderBy(asc(orderLines.id));
      if (!lines.length) throw notFound(said('goodsNotFound'));
      const line = lines.find((l) => l.reviewId == null);
      if (!line) throw conflict(null, said('alreadyReviewed'));
      const [user] = await tx.select({ firstname: users.firstname, lastname: users.lastname }).from(users).where(eq(users.id, userId));
      const name = `${user!.firstname} ${user!.lastname.charAt(0).toUpperCase()}.`.slice(0, 60);
      const [review] = await tx
        .insert(reviews)
        .values({
          goodsId: input.goods_id,
          userId,
          name,
          rating: input.rating,
          content: input.content,
          color: line.color,
        })
        .returning();
      await tx.insert(orderReviews).values({ orderLineId: line.id, reviewId: review!.id });
      await grantReviewPoints(tx, userId, review!.id);
      await tx
        .update(goods)
        .set({
          rating: sql`(select coalesce(round(avg(r.rating)::numeric, 2), 0) from reviews r where r.goods_id = ${input.goods_id})`,
          reviewCount: sql`(select count(*)::int from reviews r where r.goods_id = ${input.goods_id})`,
        })
        .where(eq(goods.id, input.goods_id));
      return {
        id: review!.id,
        order_line_id: line.id,
        goods_id: input.goods_id,
        rating: review!.rating,
        content: review!.content,
        created_at: review!.createdAt.toISOString(),
      };
    });
  } catch (err) {
    // Two submits of the same review at once: the line's unique index keeps one.
    if (isUniqueViolation(err)) throw conflict(null, said('alreadyReviewed'));
    throw err;
  }
  app.readCache.invalidateGoods([comment.goods_id]);
  return comment;
}

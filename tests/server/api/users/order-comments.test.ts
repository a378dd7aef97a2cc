import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { OrderComment, OrderDetail } from '../../../../contract/orders';
import { goods, reviews } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { advanceTo, errorsOf, manyCustomers, orderFor } from '../../helpers/checkout';

describe.each(backends())('reviews from delivered orders: addOrderComment, orderComments (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  const review = (token: string, orderId: number, form: Record<string, string | number>) =>
    t.api<OrderComment>('POST', paths.addOrderComment(orderId), { token, form });

  it("writes one review per delivered line, updates the product's rating and the cached product page", async () => {
    const { order, token, item } = await orderFor(t);
    const before = await t.api('GET', paths.goodsDetail(item.goodsId));
    expect(before.body.data.review_count).toBe(0);
    await advanceTo(t, order.order_id, 'delivered');

    const res = await review(token, order.order_id, { goods_id: item.goodsId, rating: 4, content: '  Light and comfortable.  ' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      order_line_id: expect.any(Number),
      goods_id: item.goodsId,
      rating: 4,
      content: 'Light and comfortable.',
      created_at: expect.any(String),
    });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, res.body.data.id));
    expect(row).toMatchObject({ name: expect.stringMatching(/^\S+ [A-Z0-9]\.$/), color: 'Black', rating: 4 });
    const [g] = await t.db.select({ rating: goods.rating, reviewCount: goods.reviewCount }).from(goods).where(eq(goods.id, item.goodsId));
    expect(g).toEqual({ rating: 4, reviewCount: 1 });
    const after = await t.api('GET', paths.goodsDetail(item.goodsId));
    expect(after.body.data).toMatchObject({ review_count: 1, rating: 4 });

    const again = await review(token, order.order_id, { goods_id: item.goodsId, rating: 5, content: 'Second thoughts' });
    expect([again.status, again.body.msg]).toEqual([409, messages.alreadyReviewed]);
    const list = await t.api<OrderComment[]>('GET', `${paths.orderComments}?order_id=${order.order_id}`, { token });
    expect(list.body.data).toEqual([res.body.data]);
    const detail = (await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${order.order_id}`, { token })).body.data;
    expect(detail).toMatchObject({ can_review: false, lines: [expect.objectContaining({ reviewed: true })] });
  });

  it('refuses before delivery (409), a product not in the order (404) and a bad review (422)', async () => {
    const { order, token, item } = await orderFor(t);
    const early = await review(token, order.order_id, { goods_id: item.goodsId, rating: 5, content: 'Great' });
    expect([early.status, early.body.msg]).toEqual([409, messages.orderNotReviewable]);
    await advanceTo(t, order.order_id, 'delivered');
    const notInOrder = await review(token, order.order_id, { goods_id: 1, rating: 5, content: 'Great' });
    expect([notInOrder.status, notInOrder.body.msg]).toEqual([404, messages.goodsNotFound]);
    const bad = await review(token, order.order_id, { goods_id: item.goodsId, rating: 6, content: '' });
    expect(bad.status).toBe(422);
    expect(errorsOf(bad)).toEqual({ rating: messages.ratingInvalid, content: messages.reviewRequired });
    expect(await t.db.select().from(reviews).where(eq(reviews.goodsId, item.goodsId))).toEqual([]);
  });
});

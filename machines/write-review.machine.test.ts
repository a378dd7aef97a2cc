import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../contract/messages';
import type { OrderComment } from '../contract/orders';
import { writeReviewMachine, type SendReviewInput } from './write-review.machine';

function start(refuse: Error | null = null) {
  const sent: SendReviewInput[] = [];
  const sendReview = fromPromise<OrderComment, SendReviewInput>(async ({ input }) => {
    sent.push(input);
    if (refuse) throw refuse;
    return {
      id: 9,
      order_line_id: 4,
      goods_id: input.comment.goods_id,
      rating: input.comment.rating,
      content: input.comment.content,
      created_at: '2026-11-20T10:00:00.000Z',
    };
  });
  const actor = createActor(writeReviewMachine.provide({ actors: { sendReview } }), { input: { orderId: 7, goodsId: 3 } }).start();
  return { actor, sent };
}

describe('write review machine', () => {
  it('starts at five stars with no text', () => {
    expect(start().actor.getSnapshot().context).toMatchObject({ rating: 5, content: '', errors: {} });
  });

  it('asks for a few words at the first submit, then follows what is typed', () => {
    const { actor, sent } = start();
    actor.send({ type: 'review.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ content: messages.reviewRequired });
    actor.send({ type: 'review.content', value: 'Gr' });
    expect(actor.getSnapshot().context.errors).toEqual({ content: messages.reviewRequired });
    actor.send({ type: 'review.content', value: 'Great frames' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'review.rating', value: 0 });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'review.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ rating: messages.ratingInvalid });
    expect(sent).toEqual([]);
  });

  it('sends the rating and the trimmed text once, then is done', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'review.rating', value: 4 });
    actor.send({ type: 'review.content', value: '  Light and comfortable ' });
    actor.send({ type: 'review.submit' });
    actor.send({ type: 'review.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toEqual([{ orderId: 7, comment: { goods_id: 3, rating: 4, content: 'Light and comfortable' } }]);
    expect(actor.getSnapshot().context.review?.id).toBe(9);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows a refusal and lets the customer edit and send again', async () => {
    const { actor, sent } = start(new Error(messages.alreadyReviewed));
    actor.send({ type: 'review.content', value: 'Nice frames' });
    actor.send({ type: 'review.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect((actor.getSnapshot().context.error as Error).message).toBe(messages.alreadyReviewed);
    actor.send({ type: 'review.submit' });
    await waitFor(actor, (s) => s.matches('failed') && sent.length === 2);
    actor.send({ type: 'review.rating', value: 3 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

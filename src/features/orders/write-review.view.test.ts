import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OrderComment } from '../../../contract/orders';
import { writeReviewMachine, type SendReviewInput } from '../../../machines/write-review.machine';
import { writeReviewView } from './write-review.view';

const refused = Object.assign(new Error('Already reviewed'), { kind: 'conflict' });
const tick = () => new Promise((r) => setTimeout(r, 0));

function run(answer: () => Promise<OrderComment>) {
  const sendReview = fromPromise<OrderComment, SendReviewInput>(answer);
  return createActor(writeReviewMachine.provide({ actors: { sendReview } }), { input: { orderId: 7, goodsId: 3 } }).start();
}

describe('writeReviewView', () => {
  it('starts at five stars, empty, editable', () => {
    expect(writeReviewView(run(() => new Promise(() => {})).getSnapshot())).toEqual({
      rating: 5,
      content: '',
      errors: {},
      busy: false,
      failed: false,
      error: null,
      review: null,
    });
  });

  it('shows field messages after an invalid submit, and stays editable', () => {
    const actor = run(() => new Promise(() => {}));
    actor.send({ type: 'review.submit' });
    const v = writeReviewView(actor.getSnapshot());
    expect(v).toMatchObject({ busy: false, failed: false });
    expect(v.errors.content).toBeTruthy();
  });

  it('is busy while sending, then hands over the review kept', async () => {
    const review = { id: 1 } as unknown as OrderComment;
    const actor = run(() => Promise.resolve(review));
    actor.send({ type: 'review.content', value: 'Light and sturdy, the lenses are perfect.' });
    actor.send({ type: 'review.submit' });
    expect(writeReviewView(actor.getSnapshot())).toMatchObject({ busy: true, review: null });
    await tick();
    expect(writeReviewView(actor.getSnapshot())).toMatchObject({ busy: false, failed: false, review });
  });

  it('shows the refusal, which goes once the review is edited', async () => {
    const actor = run(() => Promise.reject(refused));
    actor.send({ type: 'review.content', value: 'Light and sturdy, the lenses are perfect.' });
    actor.send({ type: 'review.submit' });
    await tick();
    expect(writeReviewView(actor.getSnapshot())).toMatchObject({ busy: false, failed: true, error: refused });
    actor.send({ type: 'review.rating', value: 4 });
    expect(writeReviewView(actor.getSnapshot())).toMatchObject({ rating: 4, failed: false, error: null });
  });
});

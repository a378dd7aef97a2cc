import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { messages } from '../../../contract/messages';
import type { OrderComment } from '../../../contract/orders';
import { writeReviewMachine, type WriteReviewContext } from '../../../machines/write-review.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import WriteReviewPage from './write-review-page';
import { detail, inMemoryOrders, renderOrdersPage, settle } from '../../features/orders/test-fixtures';

const order = detail();
const line = order.lines[0]!;
const oneLine = { ...order, lines: [line], item_count: 1 };
const written: OrderComment = {
  id: 40,
  order_line_id: line.id,
  goods_id: line.goods_id,
  rating: 3,
  content: 'Light and comfortable',
  created_at: '2026-11-20T10:00:00.000Z',
};
const refused = new ApiError('conflict', 409, messages.alreadyReviewed);
const RATINGS = [5, 3];
const TEXTS = ['', 'Gr', 'Light and comfortable'];

const ctx = (s: AnyMachineSnapshot) => s.context as WriteReviewContext;
const model = createTestModel(toModelMachine(writeReviewMachine), {
  events: ((s: AnyMachineSnapshot) => [
    ...RATINGS.filter((v) => v !== ctx(s).rating).map((value) => ({ type: 'review.rating', value })),
    ...TEXTS.filter((v) => v !== ctx(s).content).map((value) => ({ type: 'review.content', value })),
    { type: 'review.submit' },
    { type: 'xstate.done.actor.sendReview', output: written },
    { type: 'xstate.error.actor.sendReview', error: refused },
  ]) as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => {
    const c = ctx(s);
    return { v: s.value, r: c.rating, c: c.content, e: c.errors };
  }) as never,
});
const paths = model.getShortestPaths({ input: { orderId: order.id, goodsId: line.goods_id } } as never);

beforeAll(async () => {
  await testI18n();
});

describe('write a review (write-review machine, model-based)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['editing', 'submitting', 'done', 'failed']) expect(seen.has(JSON.stringify(v))).toBe(true);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const orders = inMemoryOrders();
      await renderOrdersPage(<WriteReviewPage />, `/account/write-review?order_id=${order.id}`);
      expect(orders.orderDetail.last.input).toBe(order.id);
      await settle(orders.orderDetail.last, { value: oneLine });
      await settle(orders.orderComments.last, { value: [] });
      const form = () => screen.queryByRole('form', { name: `Review of ${line.name}` });
      const submit = () => within(form()!).getByRole('button', { name: 'Submit review' });
      const text = () => screen.getByLabelText('Your review') as HTMLTextAreaElement;
      const textMessage = () => {
        const id = text().getAttribute('aria-describedby');
        return id ? document.getElementById(id)!.textContent : null;
      };
      await path.test({
        states: {
          editing: (s: AnyMachineSnapshot) => {
            const c = ctx(s);
            expect((screen.getByRole('radio', { name: `${c.rating} stars` }) as HTMLInputElement).checked).toBe(true);
            expect(text().value).toBe(c.content);
            expect(textMessage()).toBe(c.errors.content ?? null);
            expect(submit().getAttribute('aria-busy')).toBeNull();
          },
          submitting: (s: AnyMachineSnapshot) => {
            expect(submit().getAttribute('aria-busy')).toBe('true');
            const before = orders.addOrderComment.list.length;
            fireEvent.click(submit());
            expect(orders.addOrderComment.list.length).toBe(before);
            expect(orders.addOrderComment.last.input).toEqual({
              orderId: order.id,
              comment: { goods_id: line.goods_id, rating: ctx(s).rating, content: 'Light and comfortable' },
            });
          },
          done: () => {
            expect(form()).toBeNull();
            const block = screen.getByRole('region', { name: line.name });
            expect(within(block).getByText('Reviewed')).toBeTruthy();
            expect(within(block).getByRole('img', { name: 'Rated 3 out of 5' })).toBeTruthy();
            expect(within(block).getByText('Light and comfortable')).toBeTruthy();
            expect(screen.getAllByText('Thank you! Every item of this order is reviewed.').length).toBeGreaterThan(0);
          },
          failed: () => {
            expect(within(form()!).getByRole('alert').textContent).toBe(messages.alreadyReviewed);
            expect(textMessage()).toBeNull();
          },
        } as never,
        events: {
          'review.rating': async ({ event }: { event: { value: number } }) => {
            fireEvent.click(screen.getByRole('radio', { name: `${event.value} stars` }));
            await flush(1);
          },
          'review.content': async ({ event }: { event: { value: string } }) => {
            fireEvent.change(text(), { target: { value: event.value } });
            await flush(1);
          },
          'review.submit': async () => {
            fireEvent.click(submit());
            await flush(1);
          },
          'xstate.done.actor.sendReview': ({ event }: { event: { output: OrderComment } }) =>
            settle(orders.addOrderComment.last, { value: event.output }),
          'xstate.error.actor.sendReview': ({ event }: { event: { error: unknown } }) => settle(orders.addOrderComment.last, { error: event.error }),
        } as never,
      });
    });
  }
});

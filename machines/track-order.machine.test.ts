import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../contract/messages';
import type { TrackResult } from '../contract/orders';
import type { TrackOrderInput } from '../contract/schemas/checkout';
import { trackOrderMachine } from './track-order.machine';

const result: TrackResult = {
  order_no: 'OS2611-4F7K2Q',
  status: 'shipped',
  created_at: '2026-11-02T10:00:00.000Z',
  item_count: 2,
  shipment: { carrier: 'UPS', tracking_no: '1Z999', shipped_at: '2026-11-03T10:00:00.000Z', delivered_at: null },
  events: [],
};

/** The public tracking endpoint in memory: one order, found only with its own e-mail. */
function start(
  answer: (input: TrackOrderInput) => TrackResult | Error = (i) =>
    i.order_no === result.order_no && i.email === 'shopper@example.com'
      ? result
      : Object.assign(new Error(messages.trackNotFound), { kind: 'notFound' }),
) {
  const asked: TrackOrderInput[] = [];
  const trackOrder = fromPromise<TrackResult, TrackOrderInput>(async ({ input }) => {
    asked.push(input);
    const a = answer(input);
    if (a instanceof Error) throw a;
    return a;
  });
  const actor = createActor(trackOrderMachine.provide({ actors: { trackOrder } }), { input: {} }).start();
  return { actor, asked };
}

describe('track order machine', () => {
  it('asks for both fields at the first submit, then follows what is typed', () => {
    const { actor, asked } = start();
    actor.send({ type: 'track.email', value: 'nope' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'track.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ order_no: messages.orderNoRequired, email: messages.catalogueEmailInvalid });
    actor.send({ type: 'track.orderNo', value: 'os2611-4f7k2q' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: messages.catalogueEmailInvalid });
    actor.send({ type: 'track.email', value: '' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: messages.catalogueEmailRequired });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(asked).toEqual([]);
  });

  it('searches once with the trimmed, upper-cased number and shows the order', async () => {
    const { actor, asked } = start();
    actor.send({ type: 'track.orderNo', value: ' os2611-4f7k2q ' });
    actor.send({ type: 'track.email', value: ' shopper@example.com' });
    actor.send({ type: 'track.submit' });
    actor.send({ type: 'track.submit' });
    await waitFor(actor, (s) => s.matches('found'));
    expect(asked).toEqual([{ order_no: 'OS2611-4F7K2Q', email: 'shopper@example.com' }]);
    expect(actor.getSnapshot().context.result).toEqual(result);
  });

  it('says not found for a wrong e-mail, and clears the answer when a field changes', async () => {
    const { actor } = start();
    actor.send({ type: 'track.orderNo', value: result.order_no });
    actor.send({ type: 'track.email', value: 'someone@example.com' });
    actor.send({ type: 'track.submit' });
    await waitFor(actor, (s) => s.matches('notFound'));
    actor.send({ type: 'track.email', value: 'shopper@example.com' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'track.submit' });
    await waitFor(actor, (s) => s.matches('found'));
  });

  it('tells another failure apart and sends the same search again', async () => {
    let offline = true;
    const { actor, asked } = start(() => (offline ? Object.assign(new Error(messages.requestFailed), { kind: 'network' }) : result));
    actor.send({ type: 'track.orderNo', value: result.order_no });
    actor.send({ type: 'track.email', value: 'shopper@example.com' });
    actor.send({ type: 'track.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect((actor.getSnapshot().context.error as Error).message).toBe(messages.requestFailed);
    offline = false;
    actor.send({ type: 'track.submit' });
    await waitFor(actor, (s) => s.matches('found'));
    expect(asked).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

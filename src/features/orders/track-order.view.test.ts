import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TrackResult } from '../../../contract/orders';
import type { TrackOrderInput } from '../../../contract/schemas/checkout';
import { trackOrderMachine } from '../../../machines/track-order.machine';
import { trackOrderView } from './track-order.view';

const result: TrackResult = {
  order_no: 'OS2611-000001',
  status: 'shipped',
  created_at: '2026-11-02T10:00:00.000Z',
  item_count: 2,
  shipment: null,
  events: [],
};
const notFound = Object.assign(new Error('Order not found'), { kind: 'notFound' });
const offline = Object.assign(new Error('offline'), { kind: 'network' });
const tick = () => new Promise((r) => setTimeout(r, 0));

function run(answer: () => Promise<TrackResult>) {
  const trackOrder = fromPromise<TrackResult, TrackOrderInput>(answer);
  return createActor(trackOrderMachine.provide({ actors: { trackOrder } }), {
    input: { orderNo: 'os2611-000001', email: 'ada@example.com' },
  }).start();
}

async function submitted(answer: () => Promise<TrackResult>) {
  const actor = run(answer);
  actor.send({ type: 'track.submit' });
  await tick();
  return trackOrderView(actor.getSnapshot());
}

describe('trackOrderView', () => {
  it('shows the form as typed, with no outcome', () => {
    expect(trackOrderView(run(() => new Promise(() => {})).getSnapshot())).toEqual({
      orderNo: 'os2611-000001',
      email: 'ada@example.com',
      errors: {},
      busy: false,
      notFound: false,
      failed: false,
      error: null,
      result: null,
    });
  });

  it('shows the field messages after an invalid submit', () => {
    const actor = run(() => new Promise(() => {}));
    actor.send({ type: 'track.email', value: 'nope' });
    actor.send({ type: 'track.submit' });
    const v = trackOrderView(actor.getSnapshot());
    expect(v.busy).toBe(false);
    expect(v.errors.email).toBeTruthy();
  });

  it('is busy while searching', () => {
    const actor = run(() => new Promise(() => {}));
    actor.send({ type: 'track.submit' });
    expect(trackOrderView(actor.getSnapshot())).toMatchObject({ busy: true, result: null, notFound: false, failed: false });
  });

  it('shows the order found, not found, or another failure', async () => {
    expect(await submitted(() => Promise.resolve(result))).toMatchObject({ busy: false, result, notFound: false, failed: false });
    expect(await submitted(() => Promise.reject(notFound))).toMatchObject({ busy: false, result: null, notFound: true, failed: false });
    expect(await submitted(() => Promise.reject(offline))).toMatchObject({
      busy: false,
      result: null,
      notFound: false,
      failed: true,
      error: offline,
    });
  });
});

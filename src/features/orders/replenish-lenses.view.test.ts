import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { messages } from '../../../contract/messages';
import type { CartLine } from '../../../contract/entities';
import { replenishLensesMachine, type ReplenishLensesInput } from '../../../machines/replenish-lenses.machine';
import { replenishLensesView } from './replenish-lenses.view';

const tick = () => new Promise((r) => setTimeout(r, 0));

function pressed(answer: () => Promise<CartLine[]>) {
  const replenish = fromPromise<CartLine[], ReplenishLensesInput>(answer);
  const actor = createActor(replenishLensesMachine.provide({ actors: { replenish }, actions: { tellCart: () => {} } }), {
    input: { orderId: 7, lineId: 71 },
  }).start();
  actor.send({ type: 'replenish.add' });
  return actor;
}

describe('replenishLensesView', () => {
  it('offers the button, idle', () => {
    const actor = createActor(replenishLensesMachine, { input: { orderId: 7, lineId: 71 } }).start();
    expect(replenishLensesView(actor.getSnapshot())).toEqual({ busy: false, added: false, refusal: null });
  });

  it('is busy while the cart is asked', () => {
    expect(replenishLensesView(pressed(() => new Promise(() => {})).getSnapshot())).toEqual({ busy: true, added: false, refusal: null });
  });

  it('says the pair is in the cart', async () => {
    const actor = pressed(() => Promise.resolve([]));
    await tick();
    expect(replenishLensesView(actor.getSnapshot())).toEqual({ busy: false, added: true, refusal: null });
  });

  it('says why the cart refused, or that something went wrong', async () => {
    const refused = pressed(() => Promise.reject(Object.assign(new Error(messages.serverError), { kind: 'conflict' })));
    const silent = pressed(() => Promise.reject({}));
    await tick();
    expect(replenishLensesView(refused.getSnapshot())).toEqual({ busy: false, added: false, refusal: messages.serverError });
    expect(replenishLensesView(silent.getSnapshot())).toEqual({ busy: false, added: false, refusal: { key: 'serverError' } });
  });
});

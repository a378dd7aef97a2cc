import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { said } from '../../../../contract/messages';
import { consoleMessages } from '../../../../contract/console-messages';
import { orderActionMachine, type OrderAction } from '../../../../machines/admin/order-action.machine';
import { ApiError } from '../../../api/errors';
import { orderActionView } from './order-action.view';
import { actionsFor } from './order-actions';
import { member } from '../../../../tests/support/console-harness';

function run(action: OrderAction, answer: () => Promise<never>) {
  const actor = createActor(orderActionMachine.provide({ actors: { submit: fromPromise(answer) as never } }), {
    input: { action, orderId: 5, version: 2, refundable: 30 },
  });
  actor.start();
  return actor;
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('orderActionView', () => {
  it('is closed at first, open with the action’s fields once opened', () => {
    const actor = run('ship', () => new Promise(() => {}));
    expect(orderActionView(actor.getSnapshot())).toMatchObject({ open: false, busy: false, done: false, conflict: false });
    actor.send({ type: 'action.open' });
    expect(orderActionView(actor.getSnapshot())).toMatchObject({ open: true, fields: ['carrier', 'tracking_no'] });
  });

  it('checks the fields before sending: a refund over what is refundable is refused in the form', () => {
    const actor = run('refund', () => new Promise(() => {}));
    actor.send({ type: 'action.open' });
    actor.send({ type: 'action.field', name: 'amount', value: '31' });
    actor.send({ type: 'action.submit' });
    expect(orderActionView(actor.getSnapshot()).errors).toEqual({
      amount: { problem: 'overRefundable', limit: 30 },
      reason: { problem: 'required' },
    });
    expect(orderActionView(actor.getSnapshot()).busy).toBe(false);
  });

  it('a 409 orderChanged is a conflict with its message; another refusal stays in the form', async () => {
    const changed = new ApiError('conflict', 409, consoleMessages.orderChanged, {}, { reason: 'orderChanged' }, said('orderChanged'));
    const actor = run('deliver', () => Promise.reject(changed));
    actor.send({ type: 'action.open' });
    actor.send({ type: 'action.submit' });
    expect(orderActionView(actor.getSnapshot()).busy).toBe(true);
    await tick();
    expect(orderActionView(actor.getSnapshot())).toMatchObject({ open: true, conflict: true, refusal: consoleMessages.orderChanged });

    const refused = run('deliver', () => Promise.reject(new ApiError('conflict', 409, 'This order is not shipped')));
    refused.send({ type: 'action.open' });
    refused.send({ type: 'action.submit' });
    await tick();
    expect(orderActionView(refused.getSnapshot())).toMatchObject({ open: true, conflict: false, refusal: 'This order is not shipped' });
  });
});

describe('actionsFor', () => {
  const order = { actions: ['ship', 'cancel', 'refund'] as OrderAction[] };
  it('shows what the order allows and the role may do', () => {
    expect(actionsFor(order, member('owner'))).toEqual(['ship', 'refund', 'cancel']);
    expect(actionsFor(order, member('fulfilment'))).toEqual(['ship', 'refund', 'cancel']);
    expect(actionsFor(order, member('support'))).toEqual([]);
    expect(actionsFor(order, member('catalogue'))).toEqual([]);
    expect(actionsFor({ actions: ['deliver'] }, member('manager'))).toEqual(['deliver']);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { stockNotifyMachine } from '../../../machines/stock-notify.machine';
import { stockNotifyView } from './stock-notify.view';

function start(answer: () => Promise<null>) {
  const logic = stockNotifyMachine.provide({ actors: { sendStockNotify: fromPromise(answer) } });
  return createActor(logic, { input: { goodsId: 3, variantId: 7, email: 'a@b.example' } }).start();
}

describe('stockNotifyView', () => {
  it('editing: the form, nothing busy', () => {
    const actor = start(() => new Promise(() => {}));
    expect(stockNotifyView(actor.getSnapshot())).toEqual({
      busy: false,
      sent: false,
      email: 'a@b.example',
      emailError: null,
      failed: false,
      error: null,
    });
    actor.send({ type: 'notify.email', value: '' });
    actor.send({ type: 'notify.submit' });
    expect(stockNotifyView(actor.getSnapshot()).emailError).toEqual(expect.any(String));
  });

  it('sending: busy', () => {
    const actor = start(() => new Promise(() => {}));
    actor.send({ type: 'notify.submit' });
    expect(stockNotifyView(actor.getSnapshot())).toMatchObject({ busy: true, sent: false, failed: false });
  });

  it('sent: the confirmation', async () => {
    const actor = start(async () => null);
    actor.send({ type: 'notify.submit' });
    await Promise.resolve();
    await Promise.resolve();
    expect(stockNotifyView(actor.getSnapshot())).toMatchObject({ busy: false, sent: true });
  });

  it('failed: the refusal shows until the e-mail changes', async () => {
    const refusal = new Error('no');
    const actor = start(async () => {
      throw refusal;
    });
    actor.send({ type: 'notify.submit' });
    await Promise.resolve();
    await Promise.resolve();
    expect(stockNotifyView(actor.getSnapshot())).toMatchObject({ busy: false, sent: false, failed: true, error: refusal });
    actor.send({ type: 'notify.email', value: 'c@d.example' });
    expect(stockNotifyView(actor.getSnapshot())).toMatchObject({ failed: false, error: null, email: 'c@d.example' });
  });
});

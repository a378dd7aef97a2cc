import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../contract/messages';
import { stockNotifyMachine, type SendStockNotifyInput } from './stock-notify.machine';

function start(email?: string, fail = false) {
  const sent: SendStockNotifyInput[] = [];
  const refusal = new Error(messages.requestFailed);
  const sendStockNotify = fromPromise<null, SendStockNotifyInput>(async ({ input }) => {
    sent.push(input);
    if (fail) throw refusal;
    return null;
  });
  const actor = createActor(stockNotifyMachine.provide({ actors: { sendStockNotify } }), {
    input: { goodsId: 3, variantId: 7, email },
  }).start();
  return { actor, sent, refusal };
}

describe('stock notify machine', () => {
  it('prefills the e-mail of a signed-in customer', () => {
    expect(start('demo@opticshop.example').actor.getSnapshot().context.email).toBe('demo@opticshop.example');
  });

  it('asks for an e-mail, then a valid one, before sending', () => {
    const { actor, sent } = start();
    actor.send({ type: 'notify.submit' });
    expect(actor.getSnapshot().context.emailError).toBe(messages.catalogueEmailRequired);
    actor.send({ type: 'notify.email', value: 'nope' });
    expect(actor.getSnapshot().context.emailError).toBe(messages.catalogueEmailInvalid);
    actor.send({ type: 'notify.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(sent).toEqual([]);
  });

  it('sends the trimmed address once and confirms', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'notify.email', value: ' a@example.com ' });
    actor.send({ type: 'notify.submit' });
    actor.send({ type: 'notify.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toEqual([{ goods_id: 3, variant_id: 7, email: 'a@example.com' }]);
  });

  it('shows a refusal and lets the shopper try again', async () => {
    const { actor, refusal } = start('a@example.com', true);
    actor.send({ type: 'notify.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(refusal);
    actor.send({ type: 'notify.email', value: 'b@example.com' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

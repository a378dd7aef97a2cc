import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../contract/messages';
import type { PlacedOrder } from '../contract/orders';
import type { ShoppingList } from '../contract/wholesale';
import { checkQuickOrder, shoppingListMachine } from './shopping-list.machine';

const list = (lines = 0): ShoppingList => ({
  id: 1, status: 'open', created_at: '', updated_at: '', order_id: null, order_no: null, total: 0,
  lines: Array.from({ length: lines }, (_, i) => ({ id: i + 1, goods_id: i + 1, variant_id: i + 1, sku: `S-${i}`, name: 'F', color: 'Black', img: '', qty: 5, unit_price: 10, moq: 0, stock: 9 })),
});
const placed: PlacedOrder = { order_id: 9, order_no: 'ABC', total: 50, status: 'pending_payment' };

function start(opts: { addFails?: unknown } = {}) {
  const sent: string[] = [];
  const went: string[] = [];
  const logic = shoppingListMachine.provide({
    actors: {
      loadList: fromPromise(async () => list()),
      addLines: fromPromise(async ({ input }: { input: { text: string } }) => {
        sent.push(input.text);
        if (opts.addFails) throw opts.addFails;
        return list(1);
      }),
      submitList: fromPromise(async () => placed),
      moveToCart: fromPromise(async (): Promise<ShoppingList> => ({ ...list(1), status: 'carted' })),
    },
    actions: { goToOrder: () => went.push('order'), goToCart: () => went.push('cart') },
  });
  return { actor: createActor(logic).start(), sent, went };
}

describe('shopping list machine', () => {
  it('checks the box before sending: empty, bad lines, too many lines', () => {
    expect(checkQuickOrder(' ')).toEqual({ text: messages.quickOrderEmpty });
    expect(checkQuickOrder('A-1, 2\nB-2 x\nC-3, 0')).toEqual({ 'lines.2': messages.quickOrderLineFormat, 'lines.3': messages.quickOrderQty });
    expect(checkQuickOrder(Array.from({ length: 600 }, () => 'A,1').join('\n'))).toEqual({ text: messages.quickOrderTooManyLines });
  });

  it('adds the lines, empties the box, then submits the list and goes to the order', async () => {
    const { actor, sent, went } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.submit' }); // nothing to submit yet
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'list.text', text: 'bad' });
    actor.send({ type: 'list.add' });
    expect(actor.getSnapshot().context.errors).toEqual({ 'lines.1': messages.quickOrderLineFormat });
    actor.send({ type: 'list.text', text: 'A-1, 5' });
    actor.send({ type: 'list.add' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect([sent, actor.getSnapshot().context.text, actor.getSnapshot().context.list?.lines.length]).toEqual([['A-1, 5'], '', 1]);
    actor.send({ type: 'list.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect([actor.getSnapshot().context.placed, went]).toEqual([placed, ['order']]);
  });

  it('keeps the server\'s per-line messages until the box changes', async () => {
    const refusal = Object.assign(new Error(messages.quickOrderUnknownSku), { kind: 'invalid', fieldErrors: { 'lines.1': messages.quickOrderUnknownSku } });
    const { actor } = start({ addFails: refusal });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.text', text: 'NOPE, 5' });
    actor.send({ type: 'list.add' });
    await waitFor(actor, (s) => s.matches('ready') && Object.keys(s.context.errors).length > 0);
    expect(actor.getSnapshot().context.errors).toEqual({ 'lines.1': messages.quickOrderUnknownSku });
    actor.send({ type: 'list.text', text: 'A-1, 5' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../contract/messages';
import type { PlacedOrder } from '../contract/orders';
import type { ShoppingList } from '../contract/wholesale';
import { checkQuickOrder, shoppingListMachine } from './shopping-list.machine';

const list = (lines = 0): ShoppingList => ({
  id: 1,
  status: 'open',
  created_at: '',
  updated_at: '',
  order_id: null,
  order_no: null,
  total: 0,
  lines: Array.from({ length: lines }, (_, i) => ({
    id: i + 1,
    goods_id: i + 1,
    variant_id: i + 1,
    sku: `S-${i}`,
    name: 'F',
    color: 'Black',
    img: '',
    qty: 5,
    unit_price: 10,
    moq: 0,
    stock: 9,
  })),
});
const placed: PlacedOrder = { order_id: 9, order_no: 'ABC', total: 50, status: 'pending_payment' };

function start(opts: { addFails?: unknown; lineFails?: unknown; lines?: number } = {}) {
  const sent: string[] = [];
  const saved: { variantId: number; qty: number }[] = [];
  const went: string[] = [];
  const logic = shoppingListMachine.provide({
    actors: {
      loadList: fromPromise(async () => list(opts.lines ?? 0)),
      saveLine: fromPromise(async ({ input }: { input: { variantId: number; qty: number } }) => {
        saved.push(input);
        if (opts.lineFails) throw opts.lineFails;
        const held = list(opts.lines ?? 0);
        const lines = held.lines.filter((l) => l.variant_id !== input.variantId);
        const before = held.lines.find((l) => l.variant_id === input.variantId);
        return {
          ...held,
          lines: input.qty ? [...lines, { ...(before ?? held.lines[0] ?? list(1).lines[0]!), variant_id: input.variantId, qty: input.qty }] : lines,
        };
      }),
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
  return { actor: createActor(logic).start(), sent, went, saved };
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

  it("keeps the server's per-line messages until the box changes", async () => {
    const refusal = Object.assign(new Error(messages.quickOrderUnknownSku), {
      kind: 'invalid',
      fieldErrors: { 'lines.1': messages.quickOrderUnknownSku },
    });
    const { actor } = start({ addFails: refusal });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.text', text: 'NOPE, 5' });
    actor.send({ type: 'list.add' });
    await waitFor(actor, (s) => s.matches('ready') && Object.keys(s.context.errors).length > 0);
    expect(actor.getSnapshot().context.errors).toEqual({ 'lines.1': messages.quickOrderUnknownSku });
    actor.send({ type: 'list.text', text: 'A-1, 5' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it("sets one colour's quantity (the price list's box, the list's stepper) and says it was saved beside that colour", async () => {
    const { actor, saved } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.line', variantId: 4, qty: 12 });
    expect(actor.getSnapshot().value).toBe('savingLine');
    // One change at a time: another while saving is not taken.
    actor.send({ type: 'list.line', variantId: 5, qty: 3 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(saved).toEqual([{ variantId: 4, qty: 12 }]);
    expect(actor.getSnapshot().context.list?.lines.map((l) => [l.variant_id, l.qty])).toEqual([[4, 12]]);
    expect(actor.getSnapshot().context.lineResult).toEqual({ variantId: 4, qty: 12, error: null });
  });

  it('refuses a quantity that is not a whole number from 1 without asking the server', async () => {
    const { actor, saved } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    for (const qty of [0, -2, 2.5, Number.NaN, 100_000]) {
      actor.send({ type: 'list.line', variantId: 4, qty });
      expect(actor.getSnapshot().value).toBe('ready');
      expect((actor.getSnapshot().context.lineResult?.error as Error).message).toBe(messages.quickOrderQty);
    }
    expect(saved).toEqual([]);
  });

  it('removes a listed colour (quantity 0); a colour the list does not hold is not asked for', async () => {
    const { actor, saved } = start({ lines: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.remove', variantId: 9 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'list.remove', variantId: 2 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.lineResult !== null);
    expect(saved).toEqual([{ variantId: 2, qty: 0 }]);
    expect(actor.getSnapshot().context.list?.lines.map((l) => l.variant_id)).toEqual([1]);
    expect(actor.getSnapshot().context.lineResult).toEqual({ variantId: 2, qty: 0, error: null });
  });

  it("keeps the server's refusal of a line (below the minimum, more than the stock) beside that colour, the list as it was", async () => {
    const refusal = new Error(messages.belowMinimum);
    const { actor } = start({ lines: 1, lineFails: refusal });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.line', variantId: 1, qty: 2 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.lineResult !== null);
    expect(actor.getSnapshot().context.lineResult).toEqual({ variantId: 1, qty: 2, error: refusal });
    expect(actor.getSnapshot().context.list?.lines[0]!.qty).toBe(5);
  });
});

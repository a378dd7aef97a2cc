import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { allowedQty, carryUnselected, cartMachine, editOf, inStockCount, isSelected, maxQtyOf, type LineEdit } from './cart.machine';
import type { CartLine } from '../contract/entities';

const line = (id: number, qty: number, stock_qty: number, extra: Partial<CartLine> = {}): CartLine => ({
  id,
  goods_id: id,
  variant_id: id,
  name: `Frame ${id}`,
  sku: `F${id}`,
  img: '',
  color: 'black',
  qty,
  stock_qty,
  price_type: 1,
  goods_price: 10,
  goods_original_price: 10,
  ladder_price: [],
  purchase_limit: 0,
  ...extra,
});

/** A save the test answers by hand. */
function manualSaves() {
  const pending: { edit: LineEdit; resolve(lines: CartLine[]): void; reject(e: unknown): void }[] = [];
  const logic = fromPromise<CartLine[], LineEdit>(({ input }) => new Promise((resolve, reject) => pending.push({ edit: input, resolve, reject })));
  return { logic, pending };
}

function start(lines: CartLine[], opts: { unselected?: number[]; saves?: ReturnType<typeof manualSaves>; fetch?: () => Promise<CartLine[]> } = {}) {
  const saved: { lines: CartLine[][]; unselected: number[][] } = { lines: [], unselected: [] };
  const actor = createActor(
    cartMachine.provide({
      actors: {
        ...(opts.saves ? { saveEdit: opts.saves.logic } : {}),
        ...(opts.fetch ? { fetchCart: fromPromise(opts.fetch) } : {}),
      },
      actions: {
        persistCart: ({ context }) => void saved.lines.push(context.lines),
        persistUnselected: ({ context }) => void saved.unselected.push(context.unselected),
      },
    }),
    { input: { lines, unselected: opts.unselected } },
  ).start();
  return { actor, saved, ctx: () => actor.getSnapshot().context };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('cart machine', () => {
  it('counts only lines in stock', () => {
    expect(inStockCount([line(1, 2, 5), line(2, 3, 0), line(3, 1, 1)])).toBe(3);
    expect(inStockCount([])).toBe(0);
  });

  it('loads, persists, and clears on logout', async () => {
    const { actor, saved } = start([line(9, 1, 1)], { fetch: async () => [line(1, 2, 5)] });
    expect(actor.getSnapshot().context.lines.map((l) => l.id)).toEqual([9]);
    actor.send({ type: 'cart.load' });
    await waitFor(actor, (s) => s.matches({ sync: 'ready' }));
    expect(saved.lines.at(-1)!.map((l) => l.id)).toEqual([1]);
    actor.send({ type: 'cart.clear' });
    expect(actor.getSnapshot().matches({ sync: 'idle' })).toBe(true);
    expect(saved.lines.at(-1)).toEqual([]);
  });

  it('keeps the previous lines when a load fails, and says so', async () => {
    const { actor } = start([line(4, 1, 1)], { fetch: async () => Promise.reject(new Error('x')) });
    const said: string[] = [];
    actor.on('*', (e) => said.push(e.type));
    actor.send({ type: 'cart.load' });
    await waitFor(actor, (s) => s.matches({ sync: 'failed' }));
    expect(actor.getSnapshot().context.lines).toHaveLength(1);
    expect(said).toEqual(['cart.loadFailed']);
  });

  it('announces a load that answered', async () => {
    const { actor } = start([], { fetch: async () => [line(1, 1, 1)] });
    const said: string[] = [];
    actor.on('*', (e) => said.push(e.type));
    actor.send({ type: 'cart.load' });
    await waitFor(actor, (s) => s.matches({ sync: 'ready' }));
    expect(said).toEqual(['cart.loaded']);
  });

  it('replaces the lines with the cart a change answered (cart.set), and persists them', () => {
    const { actor, saved } = start([line(4, 1, 1)]);
    actor.send({ type: 'cart.set', lines: [line(4, 1, 1), line(5, 2, 3)] });
    expect(actor.getSnapshot().context.lines.map((l) => l.id)).toEqual([4, 5]);
    expect(saved.lines.at(-1)!.map((l) => l.id)).toEqual([4, 5]);
  });
});

describe('cart machine: selection (spec section 4)', () => {
  it('selects every line in stock unless unticked; a sold-out line never', () => {
    expect(isSelected(line(1, 1, 3), [])).toBe(true);
    expect(isSelected(line(1, 1, 3), [1])).toBe(false);
    expect(isSelected(line(2, 1, 0), [])).toBe(false);
  });

  it('toggles one line, selects all and none, and persists the unselected ids', () => {
    const { actor, saved, ctx } = start([line(1, 1, 3), line(2, 1, 3), line(3, 1, 0)], { unselected: [2] });
    actor.send({ type: 'cart.select.toggle', id: 1 });
    expect(ctx().unselected).toEqual([2, 1]);
    actor.send({ type: 'cart.select.toggle', id: 2 });
    expect(ctx().unselected).toEqual([1]);
    expect(saved.unselected.at(-1)).toEqual([1]);
    actor.send({ type: 'cart.select.all' });
    expect(ctx().unselected).toEqual([]);
    actor.send({ type: 'cart.select.none' });
    expect(ctx().unselected).toEqual([1, 2, 3]);
    expect(saved.unselected.at(-1)).toEqual([1, 2, 3]);
  });

  it('ignores toggling a sold-out or unknown line', () => {
    const { actor, saved, ctx } = start([line(1, 1, 3), line(3, 1, 0)]);
    actor.send({ type: 'cart.select.toggle', id: 3 });
    actor.send({ type: 'cart.select.toggle', id: 99 });
    expect(ctx().unselected).toEqual([]);
    expect(saved.unselected).toEqual([]);
  });

  it('forgets ids of gone lines and follows a merged line to its new id', () => {
    const prev = [line(1, 1, 3, { variant_id: 11 }), line(2, 1, 3, { variant_id: 12 }), line(3, 1, 3, { variant_id: 13 })];
    const next = [line(1, 1, 3, { variant_id: 11 }), line(42, 2, 3, { variant_id: 12 })];
    expect(carryUnselected(prev, next, [1, 2, 3, 77])).toEqual([1, 42]);
  });

  it('carries the selection through a load (e.g. the merge on sign-in)', async () => {
    const { actor, ctx, saved } = start([line(1, 1, 3, { variant_id: 11 }), line(2, 1, 3, { variant_id: 12 })], {
      unselected: [2],
      fetch: async () => [line(50, 2, 3, { variant_id: 12 }), line(51, 1, 3, { variant_id: 99 })],
    });
    actor.send({ type: 'cart.load' });
    await waitFor(actor, (s) => s.matches({ sync: 'ready' }));
    expect(ctx().unselected).toEqual([50]);
    expect(saved.unselected.at(-1)).toEqual([50]);
  });

  it('clears the selection with the lines on logout', () => {
    const { actor, ctx, saved } = start([line(1, 1, 3)], { unselected: [1] });
    actor.send({ type: 'cart.clear' });
    expect(ctx().unselected).toEqual([]);
    expect(saved.unselected.at(-1)).toEqual([]);
  });
});

describe('cart machine: line edits', () => {
  it('keeps a wished quantity within 1 and the stock and purchase limit', () => {
    expect(maxQtyOf({ stock_qty: 5, purchase_limit: 0 })).toBe(5);
    expect(maxQtyOf({ stock_qty: 5, purchase_limit: 3 })).toBe(3);
    expect(maxQtyOf({ stock_qty: 2, purchase_limit: 3 })).toBe(2);
    const l = line(1, 2, 5, { purchase_limit: 4 });
    expect(allowedQty(l, 9)).toBe(4);
    expect(allowedQty(l, 0)).toBe(1);
    expect(allowedQty(l, -3)).toBe(1);
    expect(allowedQty(l, 2.7)).toBe(2);
    expect(allowedQty(l, Number.NaN)).toBe(2);
  });

  it('sends a change, takes the cart it answers and persists it', async () => {
    const saves = manualSaves();
    const { actor, ctx, saved } = start([line(1, 1, 5), line(2, 1, 5)], { saves });
    actor.send({ type: 'cart.line.update', id: 1, qty: 3 });
    expect(actor.getSnapshot().matches({ edits: 'saving' })).toBe(true);
    expect(saves.pending[0]!.edit).toEqual({ kind: 'update', id: 1, qty: 3 });
    expect(editOf(ctx(), 1)).toEqual({ kind: 'update', id: 1, qty: 3 });
    saves.pending[0]!.resolve([line(1, 3, 5), line(2, 1, 5)]);
    await waitFor(actor, (s) => s.matches({ edits: 'idle' }));
    expect(ctx().lines[0]!.qty).toBe(3);
    expect(ctx().edits).toEqual([]);
    expect(saved.lines.at(-1)![0]!.qty).toBe(3);
  });

  it('ignores changes of a line whose change is pending, queues other lines and sends them in turn', async () => {
    const saves = manualSaves();
    const { actor, ctx } = start([line(1, 1, 5), line(2, 1, 5)], { saves });
    actor.send({ type: 'cart.line.update', id: 1, qty: 2 });
    actor.send({ type: 'cart.line.update', id: 1, qty: 3 });
    actor.send({ type: 'cart.line.delete', id: 1 });
    actor.send({ type: 'cart.line.delete', id: 2 });
    expect(ctx().edits).toEqual([
      { kind: 'update', id: 1, qty: 2 },
      { kind: 'delete', id: 2 },
    ]);
    expect(saves.pending).toHaveLength(1);
    saves.pending[0]!.resolve([line(1, 2, 5), line(2, 1, 5)]);
    await tick();
    expect(saves.pending[1]!.edit).toEqual({ kind: 'delete', id: 2 });
    expect(actor.getSnapshot().matches({ edits: 'saving' })).toBe(true);
    saves.pending[1]!.resolve([line(1, 2, 5)]);
    await waitFor(actor, (s) => s.matches({ edits: 'idle' }));
    expect(ctx().lines.map((l) => [l.id, l.qty])).toEqual([[1, 2]]);
  });

  it('ignores a change to the same quantity, beyond the bounds of a line at its bound, of a sold-out or unknown line', () => {
    const { actor } = start([line(1, 1, 5), line(2, 5, 5), line(3, 1, 0)]);
    for (const e of [
      { type: 'cart.line.update', id: 1, qty: 1 },
      { type: 'cart.line.update', id: 1, qty: 0 },
      { type: 'cart.line.update', id: 2, qty: 6 },
      { type: 'cart.line.update', id: 3, qty: 2 },
      { type: 'cart.line.update', id: 9, qty: 2 },
      { type: 'cart.line.delete', id: 9 },
    ] as const) {
      actor.send(e);
      expect(actor.getSnapshot().matches({ edits: 'idle' }), JSON.stringify(e)).toBe(true);
    }
  });

  it('brings a line over a fallen stock down to what is left', () => {
    const saves = manualSaves();
    const { actor } = start([line(1, 5, 2)], { saves });
    actor.send({ type: 'cart.line.update', id: 1, qty: 4 });
    expect(saves.pending[0]!.edit).toEqual({ kind: 'update', id: 1, qty: 2 });
  });

  it('keeps the old quantity when a change is refused, shows the message on the line, and reloads the cart', async () => {
    const saves = manualSaves();
    let loads = 0;
    const { actor, ctx } = start([line(1, 1, 5)], { saves, fetch: async () => (++loads, [line(1, 1, 2)]) });
    actor.send({ type: 'cart.line.update', id: 1, qty: 4 });
    saves.pending[0]!.reject(new Error('There is not enough stock for this quantity'));
    await waitFor(actor, (s) => s.matches({ edits: 'idle', sync: 'ready' }));
    expect(loads).toBe(1);
    expect(ctx().lines[0]!.qty).toBe(1);
    expect(ctx().lines[0]!.stock_qty).toBe(2);
    expect(ctx().errors).toEqual({ 1: 'There is not enough stock for this quantity' });
    // The next change of that line clears its message.
    actor.send({ type: 'cart.line.update', id: 1, qty: 2 });
    expect(ctx().errors).toEqual({});
  });

  it('deletes a line and forgets its selection', async () => {
    const saves = manualSaves();
    const { actor, ctx } = start([line(1, 1, 5), line(2, 1, 5)], { saves, unselected: [1] });
    actor.send({ type: 'cart.line.delete', id: 1 });
    expect(saves.pending[0]!.edit).toEqual({ kind: 'delete', id: 1 });
    saves.pending[0]!.resolve([line(2, 1, 5)]);
    await waitFor(actor, (s) => s.matches({ edits: 'idle' }));
    expect(ctx().lines.map((l) => l.id)).toEqual([2]);
    expect(ctx().unselected).toEqual([]);
  });

  it('keeps changes under way through a reload (a new token, the page opening, a refusal)', async () => {
    const saves = manualSaves();
    let loads = 0;
    const { actor, ctx } = start([line(1, 9, 12), line(2, 1, 2)], { saves, fetch: () => (++loads, new Promise(() => {})) });
    actor.send({ type: 'cart.line.update', id: 2, qty: 2 });
    actor.send({ type: 'cart.line.update', id: 1, qty: 10 });
    actor.send({ type: 'cart.load' });
    expect(actor.getSnapshot().matches({ sync: 'loading', edits: 'saving' })).toBe(true);
    saves.pending[0]!.reject(new Error('There is not enough stock for this quantity'));
    await tick();
    // The refusal reloads again; the next change goes out all the same.
    expect(loads).toBe(2);
    expect(actor.getSnapshot().matches({ sync: 'loading', edits: 'saving' })).toBe(true);
    expect(saves.pending[1]!.edit).toEqual({ kind: 'update', id: 1, qty: 10 });
    expect(ctx().edits).toEqual([{ kind: 'update', id: 1, qty: 10 }]);
  });

  it('drops waiting changes on logout', () => {
    const saves = manualSaves();
    const { actor, ctx } = start([line(1, 1, 5), line(2, 1, 5)], { saves });
    actor.send({ type: 'cart.line.update', id: 1, qty: 2 });
    actor.send({ type: 'cart.line.update', id: 2, qty: 2 });
    actor.send({ type: 'cart.clear' });
    expect(ctx().edits).toEqual([]);
    expect(actor.getSnapshot().matches({ edits: 'idle' })).toBe(true);
  });
});

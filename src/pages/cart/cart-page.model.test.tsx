import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { createMachine, fromPromise, getNextSnapshot, type AnyMachineSnapshot } from 'xstate';
import type { CartLine, CartVerification, TokenData } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { cartMachine, editOf, isSelected, type CartContext as Ctx, type LineEdit } from '../../../machines/cart.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import { CartContext } from '../../features/cart/cart-context';
import { selectedTotals } from '../../features/cart/selectors';
import { SessionProvider } from '../../app/session/session-provider';
import { storage } from '../../app/storage';
import { apiEventBus, controlledCall } from '../../testing/harness';
import { formatMoney } from '../../../contract/money-format';
import { cartCheckoutLogic } from '../../features/cart/cart-checkout.actors';
import CartPage from './cart-page';

/** Checkout is not pressed here: its check would never answer. */
const checkoutLogic = cartCheckoutLogic.provide({ actors: { verifySelection: fromPromise(() => new Promise<CartVerification>(() => {})) } });

const tiers = [
  { min_qty: 1, price: 20 },
  { min_qty: 10, price: 15 },
  { min_qty: 50, price: 10 },
];
const base = { sku: 'S', img: '/api/goods/image/1.svg', color: 'Black', purchase_limit: 0 };
/** A ladder line one piece short of its second tier, a special price in stock, a sold-out colour. */
const start: CartLine[] = [
  {
    ...base,
    id: 1,
    goods_id: 11,
    variant_id: 111,
    name: 'Ladder Frame',
    qty: 9,
    stock_qty: 12,
    price_type: 3,
    goods_price: 20,
    goods_original_price: 25,
    ladder_price: tiers,
  },
  {
    ...base,
    id: 2,
    goods_id: 12,
    variant_id: 122,
    name: 'Special Frame',
    qty: 1,
    stock_qty: 2,
    price_type: 2,
    goods_price: 30,
    goods_original_price: 40,
    ladder_price: [],
  },
  {
    ...base,
    id: 3,
    goods_id: 13,
    variant_id: 133,
    name: 'Sold-out Frame',
    qty: 1,
    stock_qty: 0,
    price_type: 1,
    goods_price: 50,
    goods_original_price: 50,
    ladder_price: [],
  },
];

/** What the server answers to a line change: the whole cart, a ladder line priced for its quantity. */
function serverAfter(lines: CartLine[], edit: LineEdit): CartLine[] {
  if (edit.kind === 'delete') return lines.filter((l) => l.id !== edit.id);
  return lines.map((l) => {
    if (l.id !== edit.id) return l;
    const tier = [...l.ladder_price].reverse().find((t) => t.min_qty <= edit.qty);
    return { ...l, qty: edit.qty, goods_price: l.price_type === 3 && tier ? tier.price : l.goods_price };
  });
}
const refused = new ApiError('conflict', 409, messages.notEnoughStock, {}, { available: 1 });

type Snap = Omit<AnyMachineSnapshot, 'context'> & { context: Ctx };
const line = (c: Ctx, id: number) => c.lines.find((l) => l.id === id);

/**
 * The events a shopper (or the app) can cause in a state. Two models walk the same machine:
 * `edits` changes quantities and removes lines (selection left alone), `selection` ticks lines and
 * reloads the cart (quantities left alone), so each stays small enough to replay every path.
 */
function eventsFor(kind: 'edits' | 'selection') {
  return (state: AnyMachineSnapshot) => {
    const s = state as Snap;
    const c = s.context;
    const out: { type: string; [k: string]: unknown }[] = [
      { type: 'cart.set', lines: c.lines },
      { type: 'xstate.done.actor.fetchCart', output: c.lines },
    ];
    if (kind === 'edits') {
      const ladder = line(c, 1);
      const special = line(c, 2);
      if (ladder && ladder.qty === 9) out.push({ type: 'cart.line.update', id: 1, qty: 10 });
      if (special && special.qty === 1) out.push({ type: 'cart.line.update', id: 2, qty: 2 });
      if (special && c.edits.length === 0) out.push({ type: 'cart.line.delete', id: 2 });
      const edit = c.edits[0];
      // The server takes the change, or refuses it (the stock went meanwhile).
      if (edit)
        out.push({ type: 'xstate.done.actor.saveEdit', output: serverAfter(c.lines, edit) }, { type: 'xstate.error.actor.saveEdit', error: refused });
    } else if (c.lines.length) {
      out.push({ type: 'cart.select.toggle', id: 1 }, { type: 'cart.select.toggle', id: 3 });
    }
    return out;
  };
}

function modelOf(kind: 'edits' | 'selection') {
  const whole = toModelMachine(cartMachine);
  // The edits walk leaves the selection events (the machine's root transitions) out.
  const machine = kind === 'edits' ? (createMachine({ ...whole.config, on: {} } as never, whole.implementations as never) as typeof whole) : whole;
  // What tells states apart: everything the page shows of the part this walk changes (the steps of
  // a path carry the snapshot stored for their key, so the key must hold all that is checked).
  const key = (s: Snap) =>
    kind === 'edits'
      ? {
          // Loads are the selection walk's: here only whether one is under way (exact when the cart is empty).
          sync: s.matches({ sync: 'loading' }) || s.context.lines.length === 0 ? (s.value as { sync: string }).sync : 'settled',
          edits: s.context.edits,
          errors: s.context.errors,
          lines: s.context.lines.map((l) => [l.id, l.qty]),
        }
      : { v: (s.value as { sync: string }).sync, lines: s.context.lines.length, unselected: [...s.context.unselected].sort() };
  const model = createTestModel(machine, {
    events: eventsFor(kind) as never,
    // Every state once; a selection change also once per transition (select all and none return to known states).
    serializeState: ((s: Snap, e?: { type: string }, prev?: Snap) => {
      const here = JSON.stringify(key(s));
      if (!e || !prev || !e.type.startsWith('cart.select.') || JSON.stringify(key(prev)) === here) return here;
      return everyTransition(key)(s, e, prev);
    }) as never,
  });
  // The page loads the cart as it opens: the walk starts from the cart the server gave it.
  let loaded = getNextSnapshot(
    machine,
    machine.resolveState({ value: { sync: 'idle', edits: 'idle' }, context: { lines: start, unselected: [], edits: [], errors: {} } }),
    { type: 'cart.load' },
  );
  loaded = getNextSnapshot(machine, loaded, { type: 'xstate.done.actor.fetchCart', output: start } as never);
  return { paths: model.getShortestPaths({ fromState: loaded } as never), loaded };
}

/**
 * The shopper's view of the page must match the machine's snapshot, whatever the state. (Plain
 * DOM queries here, as this runs at every step of every path; the events below act by role and
 * label, as a shopper does.)
 */
function expectPageShows(s: Snap) {
  const c = s.context;
  const list = document.querySelector('ul[aria-label="Items in your cart"]');
  if (c.lines.length === 0) {
    expect(list).toBeNull();
    if (s.matches({ sync: 'ready' })) expect(document.querySelector('h2')?.textContent).toBe('Your cart is empty');
    return;
  }
  const rows = [...list!.querySelectorAll('li')];
  expect(rows.map((r) => r.querySelector('h2')!.textContent)).toEqual(c.lines.map((l) => l.name));
  c.lines.forEach((l, i) => {
    const row = rows[i]!;
    const box = row.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(box.checked, `${l.name} ticked`).toBe(isSelected(l, c.unselected));
    expect(box.disabled).toBe(l.stock_qty < 1);
    const edit = editOf(c, l.id);
    expect(row.getAttribute('aria-busy')).toBe(edit ? 'true' : null);
    const qty = row.querySelector<HTMLInputElement>('input[type="number"]');
    if (l.stock_qty < 1) {
      expect(row.textContent).toContain('Out of stock');
      expect(qty).toBeNull();
    } else {
      expect(qty!.value).toBe(String(edit?.kind === 'update' ? edit.qty : l.qty));
      expect(row.querySelector<HTMLButtonElement>('button[aria-label="Increase quantity"]')!.disabled).toBe(!!edit || l.qty >= l.stock_qty);
      expect(row.textContent).toContain(formatMoney(l.goods_price, null));
    }
    if (l.price_type === 3) expect(row.textContent?.includes('Price for 10+ pieces')).toBe(l.qty >= 10);
    if (l.price_type === 2) expect(row.textContent).toContain('-25%');
    const alerts = [...row.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
    expect(alerts).toEqual(l.id in c.errors ? [c.errors[l.id]] : []);
  });
  const summary = document.querySelector('section[aria-label="Order summary"]')!;
  const totals = selectedTotals(s);
  expect(summary.textContent).toContain(formatMoney(totals.amount, null));
  expect(summary.querySelector<HTMLButtonElement>('button')!.disabled).toBe(totals.lines === 0);
  const selectable = c.lines.filter((l) => l.stock_qty >= 1).length;
  expect(summary.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(totals.lines > 0 && totals.lines === selectable);
}

function rowOf(name: string) {
  return screen.getByRole('listitem', { name });
}

for (const kind of ['edits', 'selection'] as const) {
  const { paths } = modelOf(kind);

  describe(`cart page, ${kind} (cart machine, model-based)`, () => {
    afterEach(() => {
      cleanup();
      localStorage.clear();
    });

    it('reaches every state of its part of the machine', () => {
      const seen = statesVisited(paths as never);
      const expected =
        kind === 'edits'
          ? [
              { sync: 'ready', edits: 'saving' },
              { sync: 'loading', edits: 'idle' },
              { sync: 'loading', edits: 'saving' },
              { sync: 'ready', edits: 'idle' },
            ]
          : [
              { sync: 'ready', edits: 'idle' },
              { sync: 'loading', edits: 'idle' },
              { sync: 'failed', edits: 'idle' },
              { sync: 'idle', edits: 'idle' },
            ];
      for (const v of expected) expect(seen.has(JSON.stringify(v)), JSON.stringify(v)).toBe(true);
    });

    for (const path of paths) {
      it(pathName(path as never), async () => {
        const fetchCart = controlledCall<CartLine[]>();
        const saveEdit = controlledCall<CartLine[], LineEdit>();
        const cart = cartMachine.provide({
          actors: { fetchCart: fetchCart.logic, saveEdit: saveEdit.logic },
          actions: {
            persistCart: ({ context }) => storage.set('cart', context.lines),
            persistUnselected: ({ context }) => storage.set('unselectedCartIds', context.unselected),
          },
        });
        const session = sessionMachine.provide({ actors: { fetchVisitorToken: controlledCall<TokenData>().logic } });
        let cartRef: ReturnType<typeof CartContext.useActorRef> | null = null;
        function Grab() {
          cartRef = CartContext.useActorRef();
          return null;
        }
        const { Wrapper } = shellHarness({ i18n: await testI18n(), path: '/cart' });
        render(
          <Wrapper>
            <SessionProvider logic={session} input={{ token: 'visitor-1' }} onApiEvent={apiEventBus().onApiEvent}>
              <CartContext.Provider logic={cart} options={{ input: { lines: start, unselected: [] } }}>
                <Grab />
                <CartPage checkoutLogic={checkoutLogic} />
              </CartContext.Provider>
            </SessionProvider>
          </Wrapper>,
        );
        await flush();
        // Opening the page asked for the cart.
        expect(fetchCart.waiting).toBe(1);
        await fetchCart.resolve(start);
        await flush();

        await path.test({
          states: {
            'sync.idle': (s) => expectPageShows(s as Snap),
            'sync.loading': (s) => {
              expectPageShows(s as Snap);
              expect(fetchCart.waiting).toBe(1);
            },
            'sync.ready': (s) => expectPageShows(s as Snap),
            'sync.failed': (s) => {
              expectPageShows(s as Snap);
              // (The edits walk folds loads that ended into one: it leaves this to the selection walk.)
              if (kind === 'edits') return;
              const said = (s as Snap).context.lines.length ? 'Your cart could not be refreshed' : 'Your cart could not be loaded.';
              expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes(said))).toBe(true);
            },
            'edits.saving': (s) => {
              const c = (s as Snap).context;
              expect(saveEdit.waiting).toBe(1);
              expect(saveEdit.calls.at(-1)).toEqual(c.edits[0]);
              // A line with a change on its way ignores its stepper.
              const busy = line(c, c.edits[0]!.id);
              if (busy && busy.stock_qty > 0) {
                const before = saveEdit.calls.length;
                fireEvent.click(within(rowOf(busy.name)).getByRole('button', { name: 'Decrease quantity' }));
                expect(saveEdit.calls.length).toBe(before);
                expect(cartRef!.getSnapshot().context.edits).toEqual(c.edits);
              }
            },
          },
          events: {
            'cart.line.update': async ({ event }: { event: { id: number; qty: number } }) => {
              const l = line(cartRef!.getSnapshot().context, event.id)!;
              const row = within(rowOf(l.name));
              if (event.qty === l.qty + 1) fireEvent.click(row.getByRole('button', { name: 'Increase quantity' }));
              else if (event.qty === l.qty - 1) fireEvent.click(row.getByRole('button', { name: 'Decrease quantity' }));
              else {
                const field = row.getByRole('spinbutton', { name: 'Quantity' });
                fireEvent.change(field, { target: { value: String(event.qty) } });
                fireEvent.keyDown(field, { key: 'Enter' });
              }
              await flush(1);
            },
            'cart.line.delete': async ({ event }: { event: { id: number } }) => {
              const l = line(cartRef!.getSnapshot().context, event.id)!;
              fireEvent.click(within(rowOf(l.name)).getByRole('button', { name: `Remove ${l.name}` }));
              const dialog = screen.getByRole('dialog', { name: 'Remove this item?' });
              expect(dialog.textContent).toContain(`${l.name} (${l.color}) will be removed from your cart.`);
              fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
              await flush(1);
              expect(screen.queryByRole('dialog')).toBeNull();
            },
            'cart.select.toggle': async ({ event }: { event: { id: number } }) => {
              const l = line(cartRef!.getSnapshot().context, event.id)!;
              fireEvent.click(within(rowOf(l.name)).getByRole('checkbox'));
              await flush(1);
              expect(storage.get('unselectedCartIds')).toEqual(cartRef!.getSnapshot().context.unselected);
            },
            'cart.select.all': async () => {
              const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
              // The one box selects all when not all are, none when all are; the model's other case is sent as is.
              if (!all.checked) fireEvent.click(all);
              else await act(async () => cartRef!.send({ type: 'cart.select.all' }));
              await flush(1);
            },
            'cart.select.none': async () => {
              const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
              if (all.checked) fireEvent.click(all);
              else await act(async () => cartRef!.send({ type: 'cart.select.none' }));
              await flush(1);
            },
            'cart.load': async () => {
              const retry = screen.queryByRole('button', { name: 'Try again' });
              if (retry) fireEvent.click(retry);
              else await act(async () => cartRef!.send({ type: 'cart.load' }));
              await flush(1);
            },
            'cart.clear': async () => act(async () => cartRef!.send({ type: 'cart.clear' })),
            'cart.set': async ({ event }: { event: { lines: CartLine[] } }) =>
              act(async () => cartRef!.send({ type: 'cart.set', lines: event.lines })),
            'xstate.done.actor.fetchCart': async ({ event }: { event: { output: CartLine[] } }) => {
              await fetchCart.resolve(event.output);
              await flush(1);
            },
            'xstate.error.actor.fetchCart': async () => {
              await fetchCart.reject(new ApiError('server', 500, messages.serverError));
              await flush(1);
            },
            'xstate.done.actor.saveEdit': async ({ event }: { event: { output: CartLine[] } }) => {
              await saveEdit.resolve(event.output);
              await flush(1);
            },
            'xstate.error.actor.saveEdit': async () => {
              await saveEdit.reject(refused);
              await flush(1);
            },
          } as never,
        });
      });
    }
  });
}

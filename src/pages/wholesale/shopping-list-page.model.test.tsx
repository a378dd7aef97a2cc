import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { messages, textOf } from '../../../contract/messages';
import type { PlacedOrder } from '../../../contract/orders';
import type { ShoppingList as List } from '../../../contract/wholesale';
import { shoppingListMachine, type ShoppingListContext } from '../../../machines/shopping-list.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, serveShellData, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { controlledCall } from '../../testing/harness';
import type { I18n } from '../../i18n/runtime';
import { ApiError } from '../../api/errors';
import { ShoppingList } from './shopping-list-page';
import { shoppingListLogic } from '../../features/wholesale/shopping-list.actors';

const list = (lines: number): List => ({
  id: 7,
  status: 'open',
  created_at: '',
  updated_at: '',
  order_id: null,
  order_no: null,
  total: lines * 50,
  lines: Array.from({ length: lines }, (_, i) => ({
    id: i + 1,
    goods_id: i + 1,
    variant_id: i + 1,
    sku: `SKU-${i + 1}`,
    name: `Frame ${i + 1}`,
    color: 'Black',
    img: `/api/goods/image/${i + 1}.svg`,
    qty: 5,
    unit_price: 10,
    moq: 5,
    stock: 9,
  })),
});
const placed: PlacedOrder = { order_id: 9, order_no: 'OS2611-ABC123', total: 50, status: 'pending_payment' };
const GOOD = 'SKU-1, 5\nSKU-2, 5';
const unknownSku = new ApiError('invalid', 422, messages.invalidInput, { 'lines.2': messages.quickOrderUnknownSku });
const noStock = new ApiError('conflict', 409, messages.notEnoughStock);
const offline = new ApiError('server', 500, 'Something went wrong, please try again');
const belowMinimum = new ApiError('invalid', 422, messages.belowMinimum, { qty: messages.belowMinimum });
/** The quantity the shopper sets on the first line (its minimum is 5), and one that is not a quantity. */
const NEW_QTY = 7;

/** The list the server answers after a line change: the first line at its new quantity, or gone. */
function afterChange(held: List | null, change: { variantId: number; qty: number } | null): List {
  const base = held ?? list(0);
  if (!change) return base;
  const lines = change.qty
    ? base.lines.map((l) => (l.variant_id === change.variantId ? { ...l, qty: change.qty } : l))
    : base.lines.filter((l) => l.variant_id !== change.variantId);
  return { ...base, lines, total: lines.reduce((n, l) => n + l.qty * l.unit_price, 0) };
}

/** What a shopper sees of a state; a line change is told by what became of it (saved, removed, refused) and the first line's quantity. */
function keyOf(s: AnyMachineSnapshot) {
  const c = s.context as ShoppingListContext;
  const result = c.lineResult && (c.lineResult.error ? 'refused' : c.lineResult.qty ? 'saved' : 'removed');
  return {
    value: s.value,
    lines: c.list?.lines.length ?? null,
    first: c.list?.lines[0]?.qty ?? null,
    text: c.text,
    errors: Object.keys(c.errors),
    error: c.error ? (c.error as Error).message : null,
    result,
  };
}

/** What the shopper can do in each state: the box and Add in the list's form, Place order and Move to cart once it has lines, Try again when it failed. */
const model = createTestModel(toModelMachine(shoppingListMachine), {
  events: (state: AnyMachineSnapshot) => {
    const ctx = state.context as ShoppingListContext;
    const ready = state.matches('ready');
    const lines = ctx.list?.lines.length ?? 0;
    return [
      { type: 'xstate.done.actor.loadList', output: list(0) },
      { type: 'xstate.done.actor.loadList', output: list(1) },
      { type: 'xstate.error.actor.loadList', error: offline },
      { type: 'xstate.done.actor.addLines', output: list(2) },
      { type: 'xstate.error.actor.addLines', error: unknownSku },
      { type: 'xstate.done.actor.submitList', output: placed },
      { type: 'xstate.error.actor.submitList', error: noStock },
      { type: 'xstate.done.actor.moveToCart', output: { ...list(lines), status: 'carted' } },
      { type: 'xstate.error.actor.moveToCart', error: offline },
      { type: 'xstate.done.actor.saveLine', output: afterChange(ctx.list, ctx.pending) },
      { type: 'xstate.error.actor.saveLine', error: belowMinimum },
      ...(state.matches('failed') ? [{ type: 'list.retry' }] : []),
      // Typing good lines; Add with an empty box shows the box's own check (the server's per-line messages come from addLines' 422).
      ...(ready ? [{ type: 'list.text', text: ctx.text === GOOD ? '' : GOOD }, { type: 'list.add' }] : []),
      // (@xstate/graph adds every other event the state accepts too, as it is: list.submit and list.toCart without lines.)
      ...(ready && lines > 0 ? [{ type: 'list.submit' }, { type: 'list.toCart' }] : []),
      // The line's stepper: a new quantity, or 0 typed (refused here); its Remove button. Offered on a list of one line with
      // the quick-order box empty and nothing refused (elsewhere the graph's bare list.line stands for a change of no line).
      ...(ready && lines === 1 && ctx.text === '' && !ctx.error && !Object.keys(ctx.errors).length
        ? [
            { type: 'list.line', variantId: 1, qty: ctx.list!.lines[0]!.qty === NEW_QTY ? 5 : NEW_QTY },
            { type: 'list.line', variantId: 1, qty: 0 },
            { type: 'list.remove', variantId: 1 },
          ]
        : []),
    ] as never;
  },
  serializeState: ((s: AnyMachineSnapshot, event: { type: string } | undefined, previous?: AnyMachineSnapshot) => {
    // A change of no line (the graph's bare list.line and list.remove) leaves the state as it was: no path of its own.
    if (event && previous && /^list\.(line|remove)$/.test(event.type) && !(event as { variantId?: number }).variantId)
      return JSON.stringify(keyOf(previous));
    return everyTransition(keyOf)(s, event, previous);
  }) as never,
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
beforeEach(() => serveShellData());

describe('catalogue shopping list (model: every state and transition of shopping-list.machine)', () => {
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    const visited = new Set([...statesVisited(paths)].map((s) => JSON.parse(s) as string));
    expect(visited).toEqual(new Set(['loading', 'failed', 'ready', 'adding', 'submitting', 'moving', 'savingLine', 'placed', 'moved']));
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const loadList = controlledCall<List>();
      const addLines = controlledCall<List, { text: string }>();
      const submitList = controlledCall<PlacedOrder>();
      const moveToCart = controlledCall<List>();
      const saveLine = controlledCall<List, { variantId: number; qty: number }>();
      const goToOrder = vi.fn();
      const goToCart = vi.fn();
      const logic = shoppingListLogic.provide({
        actors: {
          loadList: loadList.logic,
          addLines: addLines.logic,
          submitList: submitList.logic,
          moveToCart: moveToCart.logic,
          saveLine: saveLine.logic,
        },
        actions: { goToOrder: (_, params) => goToOrder(params), goToCart },
      });
      const { Wrapper } = shellHarness({ i18n, path: '/catalog-shopping-list-w' });
      render(
        <Wrapper>
          <ShoppingList logic={logic} />
        </Wrapper>,
      );
      await flush();
      const box = () => screen.getByRole('textbox', { name: 'SKU, quantity lines' }) as HTMLTextAreaElement;
      const button = (name: string) => screen.getByRole('button', { name });
      const table = () => screen.queryByRole('table', { name: 'Shopping list' });
      const pressIfOffered = async (name: string) => {
        const offered = screen.queryByRole('button', { name });
        if (!offered) {
          expect(table()).toBeNull();
          return;
        }
        fireEvent.click(offered);
        await flush();
      };
      const showsList = (s: AnyMachineSnapshot) => {
        const { pending } = s.context as ShoppingListContext;
        // While a line is saved its box shows the quantity typed.
        const lines = ((s.context as ShoppingListContext).list?.lines ?? []).map((l) =>
          s.matches('savingLine') && pending?.variantId === l.variant_id && pending.qty ? { ...l, qty: pending.qty } : l,
        );
        if (lines.length === 0) {
          expect(table()).toBeNull();
          expect(screen.getByText('Your shopping list is empty. Paste SKU, quantity lines above.')).toBeTruthy();
        } else {
          // One row per line, and the header and total rows.
          expect(within(table()!).getAllByRole('row')).toHaveLength(lines.length + 2);
          for (const l of lines) {
            expect(within(table()!).getByText(l.sku)).toBeTruthy();
            expect((within(table()!).getByRole('spinbutton', { name: `Quantity of ${l.sku} ${l.color}` }) as HTMLInputElement).value).toBe(
              String(l.qty),
            );
          }
        }
      };
      const stepper = (name: string) => screen.queryByRole('spinbutton', { name: `Quantity of ${name}` }) as HTMLInputElement | null;
      /** What became of the last line change, beside its line (a removed line's: above the list). */
      const showsLineResult = (c: ShoppingListContext) => {
        const r = c.lineResult;
        const line = r && c.list?.lines.find((l) => l.variant_id === r.variantId);
        if (r?.error && line) expect(screen.getAllByRole('alert').some((a) => a.textContent === (r.error as Error).message)).toBe(true);
        else if (r && !r.error && r.qty > 0) expect(screen.getByText('Quantity saved').getAttribute('role')).toBe('status');
        else if (r && !r.error) expect(screen.getByText('The line was removed from your shopping list.').getAttribute('role')).toBe('status');
        else expect(screen.queryByText('Quantity saved')).toBeNull();
      };
      await path.test({
        states: {
          loading: () => {
            expect(screen.getByText('Loading…')).toBeTruthy();
            expect(box().readOnly).toBe(true);
            expect(table()).toBeNull();
          },
          failed: () => {
            expect(screen.getAllByRole('alert').some((a) => a.textContent!.includes('Something went wrong, please try again'))).toBe(true);
            expect(button('Try again')).toBeTruthy();
          },
          ready: (s: AnyMachineSnapshot) => {
            const c = s.context as ShoppingListContext;
            expect(box().readOnly).toBe(false);
            expect(box().value).toBe(c.text);
            showsList(s);
            const lineErrors = Object.entries(c.errors).filter(([k]) => k.startsWith('lines.'));
            for (const [k, m] of lineErrors) expect(screen.getByText(`Line ${k.slice(6)}: ${textOf(m)}`)).toBeTruthy();
            if (c.errors.text) expect(screen.getByText(textOf(c.errors.text))).toBeTruthy();
            const alerts = screen.queryAllByRole('alert').map((a) => a.textContent ?? '');
            if (c.error) expect(alerts.join(' | ')).toContain((c.error as Error).message);
            const lineRefused = !!c.lineResult?.error && !!c.list?.lines.some((l) => l.variant_id === c.lineResult!.variantId);
            if (!Object.keys(c.errors).length && !c.error && !lineRefused) expect(alerts).toEqual([]);
            showsLineResult(c);
            if (c.list?.lines.length) {
              expect(button('Place order').hasAttribute('disabled')).toBe(false);
              expect(button('Move to cart')).toBeTruthy();
            }
          },
          adding: (s: AnyMachineSnapshot) => {
            expect(button('Add to list').getAttribute('aria-busy')).toBe('true');
            expect(box().readOnly).toBe(true);
            expect(addLines.calls.at(-1)).toEqual({ text: (s.context as ShoppingListContext).text });
          },
          submitting: (s: AnyMachineSnapshot) => {
            expect(button('Place order').getAttribute('aria-busy')).toBe('true');
            showsList(s);
          },
          savingLine: (s: AnyMachineSnapshot) => {
            const c = s.context as ShoppingListContext;
            expect(saveLine.calls.at(-1)).toEqual(c.pending);
            // Every line waits while one is saved.
            for (const g of screen.getAllByRole('group', { name: /^Quantity of / })) expect(g.getAttribute('aria-busy')).toBe('true');
            showsList(s);
          },
          moving: (s: AnyMachineSnapshot) => {
            expect(button('Move to cart').getAttribute('aria-busy')).toBe('true');
            showsList(s);
          },
          placed: () => {
            expect(goToOrder).toHaveBeenCalledWith({ placed, listId: 7 });
          },
          moved: () => {
            expect(goToCart).toHaveBeenCalledTimes(1);
          },
        } as never,
        events: {
          'xstate.done.actor.loadList': async ({ event }: { event: { output: List } }) => {
            await loadList.resolve(event.output);
            await flush();
          },
          'xstate.error.actor.loadList': async () => {
            await loadList.reject(offline);
            await flush();
          },
          'xstate.done.actor.addLines': async ({ event }: { event: { output: List } }) => {
            await addLines.resolve(event.output);
            await flush();
          },
          'xstate.error.actor.addLines': async () => {
            await addLines.reject(unknownSku);
            await flush();
          },
          'xstate.done.actor.submitList': async () => {
            await submitList.resolve(placed);
            await flush();
          },
          'xstate.error.actor.submitList': async () => {
            await submitList.reject(noStock);
            await flush();
          },
          'xstate.done.actor.moveToCart': async ({ event }: { event: { output: List } }) => {
            await moveToCart.resolve(event.output);
            await flush();
          },
          'xstate.error.actor.moveToCart': async () => {
            await moveToCart.reject(offline);
            await flush();
          },
          'list.retry': async () => {
            fireEvent.click(button('Try again'));
            await flush();
          },
          'list.text': async ({ event }: { event: { text: string } }) => {
            fireEvent.change(box(), { target: { value: event.text } });
            await flush();
          },
          'list.add': async () => {
            fireEvent.click(button('Add to list'));
            await flush();
          },
          // The graph also sends what the machine accepts but the page does not offer: with no lines there is no
          // Place order or Move to cart (the machine's hasLines guard refuses them too).
          'list.submit': async () => {
            await pressIfOffered('Place order');
          },
          'list.toCart': async () => {
            await pressIfOffered('Move to cart');
          },
          'xstate.done.actor.saveLine': async ({ event }: { event: { output: List } }) => {
            await saveLine.resolve(event.output);
            await flush();
          },
          'xstate.error.actor.saveLine': async () => {
            await saveLine.reject(belowMinimum);
            await flush();
          },
          // The graph also sends list.line without a line to change (an empty list): the page has no stepper for it.
          'list.line': async ({ event }: { event: { variantId?: number; qty?: number } }) => {
            const box = stepper('SKU-1 Black');
            if (event.variantId === undefined || !box) return;
            fireEvent.change(box, { target: { value: String(event.qty) } });
            fireEvent.blur(box);
            await flush();
          },
          'list.remove': async ({ event }: { event: { variantId?: number } }) => {
            const remove = screen.queryByRole('button', { name: 'Remove SKU-1 Black' });
            if (event.variantId === undefined || !remove) return;
            fireEvent.click(remove);
            await flush();
          },
        } as never,
      });
    });
  }
});

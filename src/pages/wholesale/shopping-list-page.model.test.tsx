import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { messages } from '../../../contract/messages';
import type { PlacedOrder } from '../../../contract/orders';
import type { ShoppingList as List } from '../../../contract/wholesale';
import { shoppingListMachine, type ShoppingListContext } from '../../../machines/shopping-list.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, serveShellData, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { controlledCall } from '../../testing/harness';
import type { I18n } from '../../i18n/runtime';
import { ApiError } from '../../api';
import { ShoppingList } from './shopping-list-page';
import { shoppingListLogic } from './shopping-list.actors';

const list = (lines: number): List => ({
  id: 7, status: 'open', created_at: '', updated_at: '', order_id: null, order_no: null, total: lines * 50,
  lines: Array.from({ length: lines }, (_, i) => ({
    id: i + 1, goods_id: i + 1, variant_id: i + 1, sku: `SKU-${i + 1}`, name: `Frame ${i + 1}`, color: 'Black', img: '', qty: 5, unit_price: 10, moq: 5, stock: 9,
  })),
});
const placed: PlacedOrder = { order_id: 9, order_no: 'OS2611-ABC123', total: 50, status: 'pending_payment' };
const GOOD = 'SKU-1, 5\nSKU-2, 5';
const unknownSku = new ApiError('invalid', 422, messages.invalidInput, { 'lines.2': messages.quickOrderUnknownSku });
const noStock = new ApiError('conflict', 409, messages.notEnoughStock);
const offline = new ApiError('server', 500, 'Something went wrong, please try again');

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
      ...(state.matches('failed') ? [{ type: 'list.retry' }] : []),
      // Typing good lines; Add with an empty box shows the box's own check (the server's per-line messages come from addLines' 422).
      ...(ready ? [{ type: 'list.text', text: ctx.text === GOOD ? '' : GOOD }, { type: 'list.add' }] : []),
      // (@xstate/graph adds every other event the state accepts too, as it is: list.submit and list.toCart without lines.)
      ...(ready && lines > 0 ? [{ type: 'list.submit' }, { type: 'list.toCart' }] : []),
    ] as never;
  },
  serializeState: everyTransition((s: AnyMachineSnapshot) => {
    const c = s.context as ShoppingListContext;
    return { value: s.value, lines: c.list?.lines.length ?? null, text: c.text, errors: Object.keys(c.errors), error: c.error ? (c.error as Error).message : null };
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
    expect(visited).toEqual(new Set(['loading', 'failed', 'ready', 'adding', 'submitting', 'moving', 'placed', 'moved']));
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const loadList = controlledCall<List>();
      const addLines = controlledCall<List, { text: string }>();
      const submitList = controlledCall<PlacedOrder>();
      const moveToCart = controlledCall<List>();
      const goToOrder = vi.fn();
      const goToCart = vi.fn();
      const logic = shoppingListLogic.provide({
        actors: { loadList: loadList.logic, addLines: addLines.logic, submitList: submitList.logic, moveToCart: moveToCart.logic },
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
        const lines = (s.context as ShoppingListContext).list?.lines ?? [];
        if (lines.length === 0) {
          expect(table()).toBeNull();
          expect(screen.getByText('Your shopping list is empty. Paste SKU, quantity lines above.')).toBeTruthy();
        } else {
          // One row per line, and the header and total rows.
          expect(within(table()!).getAllByRole('row')).toHaveLength(lines.length + 2);
          for (const l of lines) expect(within(table()!).getByText(l.sku)).toBeTruthy();
        }
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
            for (const [k, m] of lineErrors) expect(screen.getByText(`Line ${k.slice(6)}: ${m}`)).toBeTruthy();
            if (c.errors.text) expect(screen.getByText(c.errors.text)).toBeTruthy();
            const alerts = screen.queryAllByRole('alert').map((a) => a.textContent ?? '');
            if (c.error) expect(alerts.join(' | ')).toContain((c.error as Error).message);
            if (!Object.keys(c.errors).length && !c.error) expect(alerts).toEqual([]);
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
          'xstate.done.actor.loadList': async ({ event }: { event: { output: List } }) => { await loadList.resolve(event.output); await flush(); },
          'xstate.error.actor.loadList': async () => { await loadList.reject(offline); await flush(); },
          'xstate.done.actor.addLines': async ({ event }: { event: { output: List } }) => { await addLines.resolve(event.output); await flush(); },
          'xstate.error.actor.addLines': async () => { await addLines.reject(unknownSku); await flush(); },
          'xstate.done.actor.submitList': async () => { await submitList.resolve(placed); await flush(); },
          'xstate.error.actor.submitList': async () => { await submitList.reject(noStock); await flush(); },
          'xstate.done.actor.moveToCart': async ({ event }: { event: { output: List } }) => { await moveToCart.resolve(event.output); await flush(); },
          'xstate.error.actor.moveToCart': async () => { await moveToCart.reject(offline); await flush(); },
          'list.retry': async () => { fireEvent.click(button('Try again')); await flush(); },
          'list.text': async ({ event }: { event: { text: string } }) => { fireEvent.change(box(), { target: { value: event.text } }); await flush(); },
          'list.add': async () => { fireEvent.click(button('Add to list')); await flush(); },
          // The graph also sends what the machine accepts but the page does not offer: with no lines there is no
          // Place order or Move to cart (the machine's hasLines guard refuses them too).
          'list.submit': async () => { await pressIfOffered('Place order'); },
          'list.toCart': async () => { await pressIfOffered('Move to cart'); },
        } as never,
      });
    });
  }
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromPromise } from 'xstate';
import type { I18n } from '../../i18n/runtime';
import { currencyMachine, type CurrencyContext as Ctx } from '../../../machines/currency.machine';
import type { Currency } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, currencies, eventually, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { storage } from '../../app/storage';
import { currencyLogic } from './currency.actors';
import { CurrencyList } from '../../app/shell/menu/currency-list';
import { formatMoney } from '../../../contract/money-format';
import { Price } from './price';

const [usd, eur, jpy] = currencies as [Currency, Currency, Currency];

const model = createTestModel(toModelMachine(currencyMachine), {
  serializeState: everyTransition() as never,
  events: (state) => {
    const ctx = state.context as Ctx;
    const pending = currencies.find((c) => c.id === ctx.pendingId);
    return [
      { type: 'xstate.done.actor.loadCurrencies', output: currencies },
      { type: 'xstate.error.actor.loadCurrencies', error: new Error('offline') },
      { type: 'currency.retry' },
      { type: 'currency.choose', id: usd.id },
      { type: 'currency.choose', id: eur.id },
      { type: 'currency.choose', id: jpy.id },
      ...(pending ? [{ type: 'xstate.done.actor.switchCurrency', output: pending }] : []),
      { type: 'xstate.error.actor.switchCurrency', error: new Error('no token') },
    ] as never;
  },
});

/** What a shopper sees of the currency: the menu's list and a $100 price. */
function CurrencyView() {
  return (
    <>
      <h2 id="currency-heading">Currency</h2>
      <CurrencyList labelledBy="currency-heading" />
      <p data-testid="price">
        <Price usd={100} />
      </p>
    </>
  );
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

const price = () => screen.getByTestId('price').textContent;
const radio = (c: Currency) => screen.getByRole('radio', { name: `${c.name} (${c.symbol})` });

describe('currency choice (model: every state and transition of currency.machine)', () => {
  const paths = model.getShortestPaths();

  it('covers every state of the machine', () => {
    expect(statesVisited(paths)).toEqual(new Set(['"loading"', '"failed"', '"ready"', '"switching"']));
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const loads = calls<Currency[]>();
      const switches = calls<Currency, { id: number }>();
      const logic = currencyLogic.provide({
        actors: {
          loadCurrencies: fromPromise(() => loads.start(undefined)),
          switchCurrency: fromPromise<Currency, { id: number }>(({ input }) => switches.start(input)),
        },
      });
      const { Wrapper } = shellHarness({ i18n, currencyLogic: logic });
      render(
        <Wrapper>
          <CurrencyView />
        </Wrapper>,
      );
      await flush();

      await path.test({
        states: {
          loading: () => {
            expect(screen.getByText('Loading…')).toBeTruthy();
            expect(price()).toBe('$100.00');
          },
          failed: () => {
            expect(screen.getByText('The currencies could not be loaded.')).toBeTruthy();
            expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
            expect(price()).toBe('$100.00');
          },
          ready: (state) => {
            const current = state.context.current!;
            const group = screen.getByRole('radiogroup', { name: 'Currency' });
            expect(within(group).getAllByRole('radio')).toHaveLength(currencies.length);
            for (const c of currencies) expect(radio(c).getAttribute('aria-checked')).toBe(String(c.id === current.id));
            expect(price()).toBe(formatMoney(100, current));
            expect(storage.get('currencyInfo')?.id).toBe(current.id);
            expect(storage.get('currencyList')).toHaveLength(currencies.length);
          },
          switching: (state) => {
            const { current, pendingId } = state.context;
            const chosen = currencies.find((c) => c.id === pendingId)!;
            // The old currency stays until the server answers; the chosen one shows it is busy.
            expect(radio(current!).getAttribute('aria-checked')).toBe('true');
            expect(radio(chosen).getAttribute('aria-busy')).toBe('true');
            expect(price()).toBe(formatMoney(100, current));
            expect(switches.last.input).toEqual({ id: chosen.id });
          },
        },
        events: {
          'xstate.done.actor.loadCurrencies': async () => {
            loads.last.d.resolve(currencies);
            await flush();
          },
          'xstate.error.actor.loadCurrencies': async () => {
            loads.last.d.reject(new Error('offline'));
            await flush();
          },
          'currency.retry': async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
            await flush();
          },
          'currency.choose': async ({ event }: { event: { id: number } }) => {
            const before = switches.list.length;
            const c = currencies.find((x) => x.id === event.id)!;
            fireEvent.click(radio(c));
            await flush();
            if (radio(c).getAttribute('aria-checked') === 'true') expect(switches.list.length).toBe(before); // ignored: no call
          },
          'xstate.done.actor.switchCurrency': async ({ event }: { event: { output: Currency } }) => {
            switches.last.d.resolve(event.output);
            await flush();
          },
          'xstate.error.actor.switchCurrency': async () => {
            switches.last.d.reject(new Error('no token'));
            await flush();
            // The old currency stays and the shopper is told.
            const toasts = screen.getByRole('status', { name: 'Notifications' });
            await eventually(() => within(toasts).queryByText(messages.serverError));
          },
        } as never,
      });
    });
  }
});

import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { messages } from '../../../contract/messages';
import type { CartLine } from '../../../contract/entities';
import type { LensCatalogue } from '../../../contract/prescription';
import {
  lensConfiguratorMachine, offeredIndices, reviewRows, type AddGlassesInput, type LensConfiguratorContext,
} from '../../../machines/lens-configurator.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api';
import { lensConfiguratorLogic } from './lens-configurator.actors';
import { Configurator } from './select-lenses-page';
import { cartMachine } from '../../../machines/cart.machine';
import { CartContext } from '../../app/cart/cart-context';
import { useCartCount } from '../../app/cart/selectors';

const catalogue: LensCatalogue = {
  usages: [
    { code: 'distance', name: 'Single vision: distance', description: 'Far', price: 29 },
    { code: 'frame_only', name: 'Frame only', description: 'Bare', price: 0 },
  ],
  indices: [
    { code: '1.50', name: '1.50 Standard', description: 'Std', price: 0, material: 'CR-39', max_power: 4 },
    { code: '1.67', name: '1.67 Ultra-thin', description: 'Thin', price: 69, material: 'MR-7', max_power: 8 },
  ],
  coatings: [{ code: 'anti_reflective', name: 'Anti-reflective', description: 'AR', price: 19, kind: 'coating' }],
};
const refused = new ApiError('invalid', 422, messages.lensPriceChanged);
const down = new ApiError('network', 0, messages.requestFailed);
const input = { goodsId: 4, variantId: 9, frameName: 'Aria Frame', framePrice: 50 };

type C = LensConfiguratorContext;
const model = createTestModel(toModelMachine(lensConfiguratorMachine), {
  events: ((s: AnyMachineSnapshot) => {
    const c = s.context as C;
    return [
      { type: 'xstate.done.actor.loadLenses', output: catalogue },
      { type: 'xstate.error.actor.loadLenses', error: down },
      // Every event type always has a payload (the graph would add a bare one otherwise); few values keep the paths few.
      ...(c.usage === null ? ['distance', 'frame_only'] : [c.usage]).map((usage) => ({ type: 'lens.usage', usage })),
      ...(c.rx.pd === '' ? ['99', '63'] : c.rx.pd === '99' ? ['63'] : ['63']).map((value) => ({ type: 'lens.rx.field', field: 'pd', value })),
      { type: 'lens.index', index: '1.67' },
      { type: 'lens.coating', code: 'anti_reflective' },
      { type: 'xstate.done.actor.addGlasses', output: [] },
      { type: 'xstate.error.actor.addGlasses', error: refused },
    ];
  }) as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => {
    const c = s.context as C;
    return { v: s.value, u: c.usage, pd: c.rx.pd, i: c.index, k: c.coatings.length, r: Object.keys(c.rxErrors), e: !!c.error };
  }) as never,
});
const paths = model.getShortestPaths({ input } as never);

async function renderConfigurator() {
  const load = calls<LensCatalogue, undefined>();
  const add = calls<CartLine[], AddGlassesInput>();
  const logic = lensConfiguratorLogic.provide({
    actors: {
      loadLenses: fromPromise(() => load.start(undefined)),
      addGlasses: fromPromise(({ input: i }) => add.start(i)),
    },
  });
  const { Wrapper, location } = shellHarness({ path: '/select-lenses/4?variant=9', i18n: await testI18n() });
  render(
    <Wrapper>
      <CartContext.Provider logic={cartMachine}>
        <CartCount />
        <Configurator logic={logic} input={input} />
      </CartContext.Provider>
    </Wrapper>,
  );
  await flush();
  return { load, add, location };
}

function CartCount() {
  return <p data-testid="cart-count">{useCartCount()}</p>;
}

/** A line the server answers for the glasses (the cart takes it; the header count follows). */
const glassesLine = { id: 1, goods_id: 4, variant_id: 9, name: 'Aria Frame', sku: 'A', img: '', color: 'Black', qty: 1, stock_qty: 5, price_type: 1,
  goods_price: 50, goods_original_price: 50, ladder_price: [], purchase_limit: 0, lens: null } satisfies CartLine;

const button = (name: string) => screen.getByRole('button', { name });

describe('select lenses (lens-configurator machine, model-based)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['loading', 'loadFailed', 'usage', 'prescription', 'index', 'coatings', 'review', 'adding', 'added']) {
      expect(seen.has(JSON.stringify(v)), v).toBe(true);
    }
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const { load, add, location } = await renderConfigurator();
      await path.test({
        states: {
          loading: () => expect(screen.getByText('Loading the product…').getAttribute('aria-busy')).toBe('true'),
          loadFailed: () => expect(screen.getByRole('alert').textContent).toContain('The product could not be loaded.'),
          usage: (s) => {
            const c = s.context as C;
            expect(screen.getByRole('group', { name: 'How will you use these glasses?' })).toBeTruthy();
            for (const u of catalogue.usages) expect((screen.getByRole('radio', { name: new RegExp(u.name) }) as HTMLInputElement).checked).toBe(c.usage === u.code);
          },
          prescription: (s) => {
            const c = s.context as C;
            expect((screen.getByLabelText('PD') as HTMLInputElement).value).toBe(c.rx.pd);
            const shown = screen.queryAllByRole('alert').map((a) => a.textContent);
            expect(shown).toEqual(Object.values(c.rxErrors));
          },
          index: (s) => {
            const c = s.context as C;
            const radios = screen.getAllByRole('radio') as HTMLInputElement[];
            expect(radios.map((r) => r.value)).toEqual(offeredIndices(c));
            expect(radios.find((r) => r.checked)?.value).toBe(c.index);
          },
          coatings: (s) => {
            const c = s.context as C;
            expect((screen.getByRole('checkbox', { name: /Anti-reflective/ }) as HTMLInputElement).checked).toBe(c.coatings.includes('anti_reflective'));
          },
          review: (s) => {
            const c = s.context as C;
            const { rows } = reviewRows(c);
            expect(screen.getByRole('table').querySelectorAll('tbody tr')).toHaveLength(rows.length);
            expect(screen.queryByRole('alert')?.textContent ?? null).toBe(c.error ? messages.lensPriceChanged : null);
            expect(button('Add to cart').getAttribute('aria-busy')).toBeNull();
          },
          adding: (s) => {
            const c = s.context as C;
            expect(button('Add to cart').getAttribute('aria-busy')).toBe('true');
            expect(add.last.input.lens?.usage ?? 'frame_only').toBe(c.usage);
          },
          added: () => {
            expect(location.history?.at(-1)).toBe('/cart');
            expect(screen.getByTestId('cart-count').textContent).toBe('1');
          },
        },
        events: {
          'xstate.done.actor.loadLenses': async ({ event }: { event: { output: LensCatalogue } }) => {
            await act(async () => load.last.d.resolve(event.output));
            await flush();
          },
          'xstate.error.actor.loadLenses': async ({ event }: { event: { error: unknown } }) => {
            await act(async () => load.last.d.reject(event.error));
            await flush();
          },
          'lens.retry': async () => { fireEvent.click(button('Try again')); await flush(); },
          'lens.usage': ({ event }: { event: { usage: string } }) => {
            fireEvent.click(screen.getByRole('radio', { name: new RegExp(catalogue.usages.find((u) => u.code === event.usage)!.name) }));
          },
          'lens.rx.field': ({ event }: { event: { value: string } }) => {
            fireEvent.change(screen.getByLabelText('PD'), { target: { value: event.value } });
          },
          'lens.index': ({ event }: { event: { index: string } }) => {
            fireEvent.click(screen.getByRole('radio', { name: new RegExp(event.index.replace('.', '\\.')) }));
          },
          'lens.coating': () => fireEvent.click(screen.getByRole('checkbox', { name: /Anti-reflective/ })),
          'lens.next': () => fireEvent.click(button('Next')),
          'lens.back': () => fireEvent.click(button('Back')),
          'lens.add': () => fireEvent.click(button('Add to cart')),
          'xstate.done.actor.addGlasses': async () => {
            await act(async () => add.last.d.resolve([glassesLine]));
            await flush();
          },
          'xstate.error.actor.addGlasses': async ({ event }: { event: { error: unknown } }) => {
            await act(async () => add.last.d.reject(event.error));
            await flush();
          },
        } as never,
      });
    });
  }
});

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { createMachine, type AnyMachineSnapshot } from 'xstate';
import type { AdminProductDetail } from '../../../../contract/admin-products';
import { consoleMessages } from '../../../../contract/console-messages';
import { said } from '../../../../contract/messages';
import { checkDraft, emptyDraft, productEditorMachine, type ProductEditorContext } from '../../../../machines/admin/product-editor.machine';
import { coveringPaths } from '../../../../tests/model/support/covering-paths';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../../tests/model/support/model-machine';
import { consoleI18n } from '../../../../tests/support/console-harness';
import { flush } from '../../../../tests/support/shell-harness';
import { controlledCall } from '../../../testing/harness';
import { ApiError } from '../../../api/errors';
import { I18nProvider } from '../../../i18n/react';
import type { I18n } from '../../../i18n/runtime';
import { productEditorLogic } from './product-editor.actors';
import { ProductEditor } from './product-editor';

vi.mock('./use-categories', () => ({ useCategories: () => [{ id: 2, name: 'Frames › Round' }] }));

const product: AdminProductDetail = {
  id: 7,
  version: 3,
  name: 'Aria Round',
  description: 'Light **acetate**',
  category_id: 2,
  sku: 'ARIA-1',
  status: 'draft',
  shape: 'Round',
  rim: 'Full',
  material: 'Acetate',
  gender: 'Unisex',
  lens_width: 50,
  bridge: 20,
  temple: 145,
  sph_min: null,
  sph_max: null,
  purchase_limit: 0,
  low_stock_threshold: 5,
  price_type: 'plain',
  price: 24.99,
  original_price: null,
  ladder: [],
  wholesale_moq: 0,
  wholesale: [],
  colours: [{ id: 11, name: 'Black', hex: '#111111', sku: 'ARIA-1-BK', stock: 8, waiting: 0 }],
  photos: [],
  shop_url: '/goods-detail/7',
  created_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-01T10:00:00.000Z',
};
const skuTaken = new ApiError('invalid', 422, consoleMessages.productSkuTaken, { sku: said('productSkuTaken') });
const changed = new ApiError('conflict', 409, consoleMessages.productChanged, {}, { reason: 'productChanged', version: 4 }, said('productChanged'));
const newer = { ...product, version: 4, name: 'Aria Round II' };
const offline = new ApiError('network', 0, 'You appear to be offline');

const ctx = (s: AnyMachineSnapshot) => s.context as ProductEditorContext;
// The colour and tier edits are left out of the model (the graph would try them without a
// payload); the form's fields stand for them, and checkDraft's test above for their rules.
const LIST_EVENTS = ['edit.colour', 'colour.add', 'colour.remove', 'edit.tier', 'tier.add', 'tier.remove'];
type ConfigNode = { on?: Record<string, unknown>; states?: Record<string, ConfigNode>; [key: string]: unknown };
function withoutListEvents(node: ConfigNode): ConfigNode {
  const { on, states, ...rest } = node;
  const out: ConfigNode = { ...rest };
  if (on) out.on = Object.fromEntries(Object.entries(on).filter(([type]) => !LIST_EVENTS.includes(type)));
  if (states) out.states = Object.fromEntries(Object.entries(states).map(([k, v]) => [k, withoutListEvents(v)]));
  return out;
}
const modelled = toModelMachine(productEditorMachine);
const model = createTestModel(createMachine(withoutListEvents(modelled.config as ConfigNode) as never, modelled.implementations as never), {
  events: ((s: AnyMachineSnapshot) => [
    { type: 'edit.field', name: 'name', value: ctx(s).draft.name ? '' : 'Aria Round' },
    { type: 'save' },
    // Publish is offered while the product is not published; Reload once someone else saved it.
    ...(ctx(s).draft.status !== 'published' ? [{ type: 'publish' }] : []),
    { type: 'preview' },
    ...(ctx(s).error === changed ? [{ type: 'reload' }] : []),
    { type: 'xstate.done.actor.save', output: { ...product, version: 4, name: ctx(s).draft.name, status: ctx(s).draft.status } },
    { type: 'xstate.error.actor.save', error: skuTaken },
    { type: 'xstate.error.actor.save', error: changed },
    { type: 'xstate.done.actor.preview', output: { html: '<p>Light <strong>acetate</strong></p>' } },
    { type: 'xstate.error.actor.preview', error: offline },
    { type: 'xstate.done.actor.load', output: newer },
    { type: 'xstate.error.actor.load', error: offline },
  ]) as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => {
    const c = ctx(s);
    return {
      v: s.value,
      name: c.draft.name,
      status: c.draft.status,
      e: Object.keys(c.errors),
      sub: c.submitted,
      err: c.error === changed ? 'changed' : c.error === offline ? 'offline' : !!c.error,
      p: c.preview !== null,
    };
  }) as never,
});
type Path = ReturnType<typeof model.getShortestPaths>[number];
const paths = coveringPaths<Path>(model as never, { input: { product } });

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

describe('a new product’s form', () => {
  it('names every field the member must fill in, with the contract’s words', () => {
    expect(checkDraft(emptyDraft())).toEqual({
      name: consoleMessages.productNameRequired,
      category_id: consoleMessages.productCategoryRequired,
      sku: consoleMessages.productSkuRequired,
      price: consoleMessages.productPriceInvalid,
      'colours[0].name': consoleMessages.productColourNameRequired,
      'colours[0].sku': consoleMessages.productColourSkuInvalid,
    });
  });
});

describe('the product editor (model: machines/admin/product-editor.machine.ts)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['editing', 'saving', 'saved', 'previewing', 'reloading']) expect(seen.has(JSON.stringify(v)), v).toBe(true);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const save = controlledCall<AdminProductDetail>();
      const preview = controlledCall<{ html: string }>();
      const load = controlledCall<AdminProductDetail>();
      const logic = productEditorLogic(() => {}).provide({ actors: { save: save.logic, preview: preview.logic, load: load.logic } });
      render(
        <I18nProvider i18n={i18n}>
          <ProductEditor logic={logic} product={product} />
        </I18nProvider>,
      );
      await flush();
      // Found by their names without the accessibility tree getByRole computes on every call: the
      // form is large and each path checks it at every step (the journeys select by role).
      const form = () => document.querySelector<HTMLFormElement>('form[aria-label="Product"]')!;
      const name = () => within(form()).getByLabelText('Name') as HTMLInputElement;
      const button = (label: string) => [...form().querySelectorAll('button')].find((b) => b.textContent?.trim() === label) ?? null;
      const messageOf = (input: HTMLElement) => {
        const id = input.getAttribute('aria-describedby');
        return id ? document.getElementById(id)!.textContent : null;
      };
      await path.test({
        states: {
          editing: (s: AnyMachineSnapshot) => {
            const c = ctx(s);
            expect(name().value).toBe(c.draft.name);
            expect(messageOf(name())).toBe(c.errors.name ? consoleMessages.productNameRequired : null);
            expect(messageOf(within(form()).getByLabelText('SKU', { selector: 'input[name="sku"]' }))).toBe(
              c.errors.sku ? consoleMessages.productSkuTaken : null,
            );
            expect(button('Save')!.getAttribute('aria-busy')).toBeNull();
            expect(!!button('Reload')).toBe(c.error === changed);
            expect(!!within(form()).queryByText('You appear to be offline')).toBe(c.error === offline);
            expect(!!button('Publish')).toBe(c.draft.status !== 'published');
            expect(!!screen.queryByRole('region', { name: 'Description as shoppers see it' })).toBe(c.preview !== null);
          },
          saving: (s: AnyMachineSnapshot) => {
            expect(button('Save')!.getAttribute('aria-busy')).toBe('true');
            expect(save.calls.at(-1)).toMatchObject({ id: 7, input: { name: ctx(s).draft.name, status: ctx(s).draft.status } });
          },
          saved: () => {
            expect(within(form()).getByRole('status').textContent).toBe('The product has been saved.');
          },
          previewing: () => {
            expect(button('Preview')!.getAttribute('aria-busy')).toBe('true');
            expect(preview.calls.at(-1)).toEqual({ markdown: 'Light **acetate**' });
          },
          reloading: () => {
            expect(load.calls.at(-1)).toEqual({ id: 7 });
          },
        } as never,
        events: {
          'edit.field': async ({ event }: { event: { value: string } }) => {
            fireEvent.change(name(), { target: { value: event.value } });
            await flush(1);
          },
          save: async () => {
            fireEvent.click(button('Save')!);
            await flush(1);
          },
          // Publish and Reload are not on the form when their guards refuse them (published; no
          // conflict): the graph still tries them, and nothing happens, in the machine as on screen.
          publish: async () => {
            const publish = button('Publish');
            if (publish) fireEvent.click(publish);
            await flush(1);
          },
          preview: async () => {
            fireEvent.click(button('Preview')!);
            await flush(1);
          },
          reload: async () => {
            const reload = button('Reload');
            if (reload) fireEvent.click(reload);
            await flush(1);
          },
          'xstate.done.actor.save': async ({ event }: { event: { output: AdminProductDetail } }) => {
            await save.resolve(event.output);
            await flush();
          },
          'xstate.error.actor.save': async ({ event }: { event: { error: unknown } }) => {
            await save.reject(event.error);
            await flush();
          },
          'xstate.done.actor.preview': async ({ event }: { event: { output: { html: string } } }) => {
            await preview.resolve(event.output);
            await flush();
          },
          'xstate.error.actor.preview': async ({ event }: { event: { error: unknown } }) => {
            await preview.reject(event.error);
            await flush();
          },
          'xstate.error.actor.load': async ({ event }: { event: { error: unknown } }) => {
            await load.reject(event.error);
            await flush();
          },
          'xstate.done.actor.load': async ({ event }: { event: { output: AdminProductDetail } }) => {
            await load.resolve(event.output);
            await flush();
          },
        } as never,
      });
    });
  }
});

import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { messages, textOf } from '../../../contract/messages';
import type { CartLine } from '../../../contract/entities';
import type { LensCatalogue, Prescription, PrescriptionPhoto, SavedPrescription, SphRanges } from '../../../contract/prescription';
import {
  lensConfiguratorMachine,
  offeredIndices,
  reviewRows,
  type AddGlassesInput,
  type LensConfiguratorContext,
} from '../../../machines/lens-configurator.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import { lensConfiguratorLogic } from '../../features/lenses/lens-configurator.actors';
import { Configurator } from './select-lenses-page';
import { cartMachine } from '../../../machines/cart.machine';
import { CartContext } from '../../features/cart/cart-context';
import { useCartCount } from '../../features/cart/selectors';

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
/** The frame's SPH ranges: its 1.50 lens made to ±2.00 only, so a -3.00 prescription (1.50 by strength) gets 1.67; -8.00 to +6.00 at all. */
const ranges: SphRanges = {
  goods_id: 4,
  rim: 'rimless',
  ranges: [
    { index: '1.50', min: -2, max: 2 },
    { index: '1.67', min: -8, max: 6 },
  ],
};
const refused = new ApiError('invalid', 422, messages.lensPriceChanged);
const full = new ApiError('conflict', 409, messages.rxSavedFull);
const SAVED: SavedPrescription = {
  id: 5,
  name: 'Distance 2026',
  created_at: '2026-01-02T00:00:00.000Z',
  prescription: {
    right: { sph: -1.25, cyl: 0, axis: null, add: 2, prism: null, base: null },
    left: { sph: -1, cyl: 0, axis: null, add: 2, prism: null, base: null },
    pd: 63,
    pd_right: null,
    pd_left: null,
  },
};
const KEPT: SavedPrescription = { ...SAVED, id: 9, name: 'Sport' };
const down = new ApiError('network', 0, messages.requestFailed);
const PHOTO_FILE = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'rx.png', { type: 'image/png' });
const PHOTO: PrescriptionPhoto = { id: 12, mime: 'image/png', size: 4 };
const notImage = new ApiError('invalid', 422, messages.rxPhotoType, { file: messages.rxPhotoType });
const input = { goodsId: 4, variantId: 9, frameName: 'Aria Frame', framePrice: 50 };

type C = LensConfiguratorContext;
function savedEvents(c: C) {
  const fresh = c.saved?.length === 1 && c.savedId === null && c.rx.pd === '' && !c.saveNameError;
  // A photo of the prescription instead, from the untouched step: chosen, uploaded (or refused), or back to the values.
  if (c.usePhoto) {
    return c.photo || c.photoError
      ? []
      : [
          { type: 'lens.rx.photo', file: PHOTO_FILE },
          { type: 'lens.rx.photoMode', on: false },
        ];
  }
  return [
    ...(c.usage === 'distance' && c.rx.pd === '' && c.saved === null ? [{ type: 'xstate.done.actor.loadSaved', output: [SAVED] }] : []),
    ...(fresh ? [{ type: 'lens.rx.pick', id: 5 }] : []),
    ...(c.saved?.length === 1 && c.savedId === 5 && c.saveName === '' ? [{ type: 'lens.rx.name', value: 'Sport' }] : []),
    ...(fresh || (c.saved?.length === 1 && c.saveName === 'Sport') ? [{ type: 'lens.rx.save' }] : []),
    ...(fresh && !c.photo && !c.photoError && c.saveName === '' ? [{ type: 'lens.rx.photoMode', on: true }] : []),
  ];
}
/** What a shopper can do in any step (the events of other steps change nothing). */
function shopperEvents(s: AnyMachineSnapshot) {
  const c = s.context as C;
  return [
    // The catalogue and the frame's ranges, read side by side (a read that answered is not refused after: see `takeable`).
    { type: 'xstate.done.actor.loadLenses', output: catalogue },
    { type: 'xstate.done.actor.loadSphRange', output: ranges },
    ...(c.catalogue ? [] : [{ type: 'xstate.error.actor.loadLenses', error: down }]),
    ...(c.sphRanges ? [] : [{ type: 'xstate.error.actor.loadSphRange', error: down }]),
    // Every event type always has a payload (the graph would add a bare one otherwise); few values keep the paths few.
    ...(c.usage === null ? ['distance', 'frame_only'] : [c.usage]).map((usage) => ({ type: 'lens.usage', usage })),
    // A value other than the one in the field: typing what is there already changes nothing on the page.
    ...(c.rx.pd === '' ? ['99', '63'] : [c.rx.pd === '63' ? '99' : '63']).map((value) => ({ type: 'lens.rx.field', field: 'pd', value })),

    { type: 'lens.index', index: '1.67' },
    { type: 'lens.coating', code: 'anti_reflective' },
    { type: 'xstate.done.actor.addGlasses', output: [] },
    { type: 'xstate.error.actor.addGlasses', error: refused },
  ];
}

/**
 * Steps a shopper cannot take: the graph adds a bare event (no payload) for each event type of a
 * state the events above do not list, e.g. a second answer of the saved prescriptions' read, a pick
 * without an id, a name without a value; and a visitor (no saved list) has nothing to pick, name or
 * save. Paths through them are left out (the keys below tell the states such steps leave apart).
 */
const PAYLOAD = new Set([
  'xstate.done.actor.loadSaved',
  'xstate.done.actor.loadSphRange',
  'xstate.error.actor.loadLenses',
  'xstate.error.actor.loadSphRange',
  'lens.rx.pick',
  'lens.rx.name',
  'lens.rx.field',
  'lens.usage',
  'lens.index',
  'lens.coating',
  'lens.rx.photoMode',
  'lens.rx.photo',
]);
const CUSTOMER_ONLY = new Set(['lens.rx.pick', 'lens.rx.name', 'lens.rx.save', 'lens.rx.photoMode', 'lens.rx.photo']);
type StepsOf = { steps: { event: { type: string }; state: { context: unknown } }[] };
/** A read's answer when it has answered already (the machine would take it again; the page's call is over). */
const answered = (type: string, before: C | undefined) =>
  (type === 'xstate.done.actor.loadLenses' && !!before?.catalogue) || (type === 'xstate.done.actor.loadSphRange' && !!before?.sphRanges);
const takeable = (path: StepsOf) =>
  !path.steps.some(
    ({ event }, n) =>
      (PAYLOAD.has(event.type) && Object.keys(event).length === 1) ||
      (CUSTOMER_ONLY.has(event.type) && !(path.steps[n - 1]?.state.context as C | undefined)?.saved) ||
      answered(event.type, path.steps[n - 1]?.state.context as C | undefined),
  );
/** What the prescription step shows beyond the PD and the messages (a bare step would change it unseen). */
/** What the loading step has read, and the right eye's SPH (a saved one picked, or typed in the frame's branch). */
const readKey = (c: C) => ({ cl: !!c.catalogue, sr: !!c.sphRanges, sph: c.rx.right.sph });
const savedKey = (c: C) => ({
  s: c.saved === null ? null : c.saved?.length,
  id: c.savedId,
  n: c.saveName,
  ne: !!c.saveNameError,
  se: !!c.saveError,
  ph: c.usePhoto,
  pi: c.photo?.id ?? null,
  pe: (c.photoError as Error | null)?.message ?? null,
});

/** A visitor: the saved prescriptions' read answers null. */
const model = createTestModel(toModelMachine(lensConfiguratorMachine), {
  events: ((s: AnyMachineSnapshot) => [...shopperEvents(s), { type: 'xstate.done.actor.loadSaved', output: null }]) as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => {
    const c = s.context as C;
    return {
      v: s.value,
      u: c.usage,
      pd: c.rx.pd,
      i: c.index,
      k: c.coatings.length,
      r: Object.keys(c.rxErrors),
      e: !!c.error,
      ...readKey(c),
      ...savedKey(c),
    };
  }) as never,
});
const paths = (model.getShortestPaths({ input } as never) as unknown as StepsOf[]).filter(takeable) as unknown as ReturnType<
  typeof model.getShortestPaths
>;

/**
 * The saved prescriptions' branch (a customer's, in the prescription step), on a model of its own so
 * the visitor's paths above are not multiplied by it: read, picked, saved without a name (refused),
 * named and kept, or refused (20 already).
 */
const savedModel = createTestModel(toModelMachine(lensConfiguratorMachine), {
  events: ((s: AnyMachineSnapshot) => [
    ...shopperEvents(s),
    ...(s.matches({ prescription: 'editing' }) ? savedEvents(s.context as C) : []),
    { type: 'xstate.done.actor.savePrescription', output: KEPT },
    { type: 'xstate.error.actor.savePrescription', error: full },
    { type: 'xstate.done.actor.uploadPhoto', output: PHOTO },
    { type: 'xstate.error.actor.uploadPhoto', error: notImage },
  ]) as never,
  // One path to each state of the branch (not every edge: the visitor's model takes those).
  serializeState: ((s: AnyMachineSnapshot) => {
    const c = s.context as C;
    return JSON.stringify({
      v: s.value,
      u: c.usage,
      pd: c.rx.pd,
      i: c.index,
      k: c.coatings.length,
      e: !!c.error,
      r: Object.keys(c.rxErrors),
      ...readKey(c),
      ...savedKey(c),
    });
  }) as never,
});
const BRANCH = ['loading', 'loadFailed', 'usage', 'prescription'];
const savedPaths = (
  savedModel.getShortestPaths({
    input,
    // Past the prescription step the visitor's model tests the same pages: the branch's paths end at the next step.
    stopWhen: (s: AnyMachineSnapshot) => !BRANCH.some((v) => s.matches(v as never)),
  } as never) as unknown as StepsOf[]
)
  // A failed read leaves a visitor's fields: the visitor's model takes it.
  .filter((p) => takeable(p) && !p.steps.some(({ event }) => event.type === 'xstate.error.actor.loadSaved')) as unknown as ReturnType<
  typeof savedModel.getShortestPaths
>;

/**
 * The frame's SPH range (a visitor's prescription step, on a model of its own): the right eye's
 * SPH typed from the untouched form, one the frame cannot be made in (refused on the field,
 * naming the frame's range), then one it can, for which the frame rules 1.50 out at the next step.
 */
const frameModel = createTestModel(toModelMachine(lensConfiguratorMachine), {
  events: ((s: AnyMachineSnapshot) => {
    const c = s.context as C;
    const sph = c.rx.right.sph === '0.00' ? ['-9.00'] : c.rx.right.sph === '-9.00' ? ['-3.00'] : [];
    return [
      ...shopperEvents(s).filter((e) => e.type !== 'lens.rx.field' || c.rx.right.sph !== '0.00'),
      ...sph.map((value) => ({ type: 'lens.rx.field', field: 'right.sph', value })),
      { type: 'xstate.done.actor.loadSaved', output: null },
    ];
  }) as never,
  serializeState: ((s: AnyMachineSnapshot) => {
    const c = s.context as C;
    return JSON.stringify({ v: s.value, u: c.usage, pd: c.rx.pd, i: c.index, r: Object.keys(c.rxErrors), ...readKey(c), ...savedKey(c) });
  }) as never,
});
const framePaths = (
  frameModel.getShortestPaths({
    input,
    // The branch ends at the index step; the paths without a typed SPH are the visitor's model's.
    stopWhen: (s: AnyMachineSnapshot) => !['loading', 'loadFailed', 'usage', 'prescription'].some((v) => s.matches(v as never)),
  } as never) as unknown as (StepsOf & { state: AnyMachineSnapshot })[]
).filter((p) => takeable(p) && (p.state.context as C).rx.right.sph !== '0.00') as unknown as ReturnType<typeof frameModel.getShortestPaths>;

async function renderConfigurator() {
  const load = calls<LensCatalogue, undefined>();
  const range = calls<SphRanges, { goodsId: number }>();
  const add = calls<CartLine[], AddGlassesInput>();
  const saved = calls<SavedPrescription[] | null, undefined>();
  const save = calls<SavedPrescription, { name: string; prescription: Prescription }>();
  const upload = calls<PrescriptionPhoto, { file: File }>();
  const logic = lensConfiguratorLogic.provide({
    actors: {
      loadLenses: fromPromise(() => load.start(undefined)),
      loadSphRange: fromPromise(({ input: i }) => range.start(i)),
      addGlasses: fromPromise(({ input: i }) => add.start(i)),
      loadSaved: fromPromise(() => saved.start(undefined)),
      savePrescription: fromPromise(({ input: i }) => save.start(i)),
      uploadPhoto: fromPromise(({ input: i }) => upload.start(i)),
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
  return { load, range, add, saved, save, upload, location };
}

function CartCount() {
  return <p data-testid="cart-count">{useCartCount()}</p>;
}

/** A line the server answers for the glasses (the cart takes it; the header count follows). */
const glassesLine = {
  id: 1,
  goods_id: 4,
  variant_id: 9,
  name: 'Aria Frame',
  sku: 'A',
  img: '',
  color: 'Black',
  qty: 1,
  stock_qty: 5,
  price_type: 1,
  goods_price: 50,
  goods_original_price: 50,
  ladder_price: [],
  purchase_limit: 0,
  lens: null,
} satisfies CartLine;

const button = (name: string) => screen.getByRole('button', { name });
/** The page's address at a step: the step in the search (none for the first), the colour kept. */
const urlAt = (step: string) => `/select-lenses/4?variant=9${step === 'usage' ? '' : `&step=${step}`}`;

describe('select lenses (lens-configurator machine, model-based)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['loading', 'loadFailed', 'usage', { prescription: 'editing' }, 'index', 'coatings', 'review', 'adding', 'added']) {
      expect(seen.has(JSON.stringify(v)), JSON.stringify(v)).toBe(true);
    }
  });

  it("the frame's branch refuses an SPH outside its range and reaches the index step with one inside it", () => {
    const seen = (framePaths as unknown as { state: AnyMachineSnapshot; steps: { state: AnyMachineSnapshot }[] }[]).flatMap((p) => [
      ...p.steps.map((s) => s.state),
      p.state,
    ]);
    expect(
      seen.some(
        (s) =>
          s.matches('prescription') && textOf((s.context as C).rxErrors['right.sph'] ?? '') === 'For this frame, SPH must be from -8.00 to +6.00',
      ),
    ).toBe(true);
    expect(seen.some((s) => s.matches('index') && offeredIndices(s.context as C).join() === '1.67')).toBe(true);
  });

  it("the customer's branch reaches saving and uploading and back", () => {
    const seen = statesVisited(savedPaths as never);
    expect(seen.has(JSON.stringify({ prescription: 'saving' }))).toBe(true);
    expect(seen.has(JSON.stringify({ prescription: 'uploading' }))).toBe(true);
  });

  for (const path of [...paths, ...savedPaths, ...framePaths]) {
    it(pathName(path as never), async () => {
      const { load, range, add, saved, save, upload, location } = await renderConfigurator();
      const here = () => location.history?.at(-1);
      await path.test({
        states: {
          loading: () => {
            expect(screen.getByText('Loading the product…').getAttribute('aria-busy')).toBe('true');
            expect(here()).toBe(urlAt('usage'));
          },
          loadFailed: () => expect(screen.getByRole('alert').textContent).toContain('The product could not be loaded.'),
          usage: (s) => {
            const c = s.context as C;
            expect(here()).toBe(urlAt('usage'));
            expect(screen.getByRole('group', { name: 'How will you use these glasses?' })).toBeTruthy();
            for (const u of catalogue.usages)
              expect((screen.getByRole('radio', { name: new RegExp(u.name) }) as HTMLInputElement).checked).toBe(c.usage === u.code);
          },
          prescription: (s) => {
            const c = s.context as C;
            expect(here()).toBe(urlAt('prescription'));
            const photoChoice = screen.queryByRole('radio', { name: 'Upload a photo of my prescription' }) as HTMLInputElement | null;
            expect(photoChoice !== null).toBe(c.saved !== null);
            if (c.usePhoto) {
              // The photo instead of the values: no fields, the file to choose, its upload's answer.
              expect(photoChoice!.checked).toBe(true);
              expect(screen.queryByLabelText('PD')).toBeNull();
              expect(screen.getByLabelText('Photo (JPEG, PNG or WebP, up to 10 MB)')).toBeTruthy();
              expect(screen.queryAllByRole('alert').map((a) => a.textContent)).toEqual(c.photoError ? [(c.photoError as Error).message] : []);
              const uploaded = screen
                .queryAllByRole('status')
                .some((e) => e.textContent === 'Photo uploaded: we will read your prescription from it.');
              expect(uploaded).toBe(!!c.photo && s.matches({ prescription: 'editing' }));
              return;
            }
            expect((screen.getByLabelText('PD') as HTMLInputElement).value).toBe(c.rx.pd);
            expect((within(screen.getByRole('group', { name: 'Right eye (OD)' })).getByLabelText('SPH') as HTMLInputElement).value).toBe(
              c.rx.right.sph,
            );
            const shown = screen.queryAllByRole('alert').map((a) => a.textContent);
            expect(shown.sort()).toEqual(
              [
                ...Object.values(c.rxErrors).map(textOf),
                ...(c.saveNameError ? [c.saveNameError] : []),
                ...(c.saveError ? [messages.rxSavedFull] : []),
              ].sort(),
            );
            // A visitor has nothing to pick and nothing to keep; a customer picks from the list and names the entered one.
            expect(screen.queryByLabelText('Use a saved prescription') !== null).toBe(!!c.saved?.length);
            expect(screen.queryByLabelText('Name it (e.g. Distance 2026)') !== null).toBe(c.saved !== null);
            const inUse = c.saved?.find((p) => p.id === c.savedId);
            const using = screen
              .queryAllByRole('status')
              .map((e) => e.textContent)
              .filter((t) => t?.startsWith('Using your saved'));
            expect(using).toEqual(inUse ? [`Using your saved prescription “${inUse.name}”.`] : []);
          },
          'prescription.uploading': () => {
            expect(screen.getAllByRole('status').map((e) => e.textContent)).toContain('Uploading your photo…');
            expect(upload.last.input.file).toBe(PHOTO_FILE);
          },
          'prescription.saving': (s) => {
            const c = s.context as C;
            expect(button('Save prescription').getAttribute('aria-busy')).toBe('true');
            expect(save.last.input).toEqual({ name: c.saveName, prescription: expect.objectContaining({ pd: Number(c.rx.pd) }) });
          },
          index: (s) => {
            const c = s.context as C;
            expect(here()).toBe(urlAt('index'));
            const radios = screen.getAllByRole('radio') as HTMLInputElement[];
            expect(radios.map((r) => r.value)).toEqual(offeredIndices(c));
            expect(radios.find((r) => r.checked)?.value).toBe(c.index);
          },
          coatings: (s) => {
            const c = s.context as C;
            expect(here()).toBe(urlAt('coatings'));
            expect((screen.getByRole('checkbox', { name: /Anti-reflective/ }) as HTMLInputElement).checked).toBe(
              c.coatings.includes('anti_reflective'),
            );
          },
          review: (s) => {
            const c = s.context as C;
            expect(here()).toBe(urlAt('review'));
            const { rows } = reviewRows(c);
            expect(screen.getByRole('table').querySelectorAll('tbody tr')).toHaveLength(rows.length);
            expect(screen.queryByRole('alert')?.textContent ?? null).toBe(c.error ? messages.lensPriceChanged : null);
            expect(button('Add to cart').getAttribute('aria-busy')).toBeNull();
          },
          adding: (s) => {
            const c = s.context as C;
            expect(here()).toBe(urlAt('review'));
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
          'xstate.done.actor.loadSphRange': async ({ event }: { event: { output: SphRanges } }) => {
            expect(range.last.input).toEqual({ goodsId: 4 });
            await act(async () => range.last.d.resolve(event.output));
            await flush();
          },
          'xstate.error.actor.loadSphRange': async ({ event }: { event: { error: unknown } }) => {
            await act(async () => range.last.d.reject(event.error));
            await flush();
          },
          'xstate.done.actor.loadSaved': async ({ event }: { event: { output: SavedPrescription[] } }) => {
            await act(async () => saved.last.d.resolve(event.output));
            await flush();
          },
          'xstate.error.actor.loadSaved': async () => {
            await act(async () => saved.last.d.reject(down));
            await flush();
          },
          'lens.rx.pick': async () => {
            fireEvent.change(screen.getByLabelText('Use a saved prescription'), { target: { value: '5' } });
            await flush();
          },
          'lens.rx.name': ({ event }: { event: { value: string } }) => {
            fireEvent.change(screen.getByLabelText('Name it (e.g. Distance 2026)'), { target: { value: event.value } });
          },
          'lens.rx.save': async () => {
            fireEvent.click(button('Save prescription'));
            await flush();
          },
          'lens.rx.photoMode': ({ event }: { event: { on: boolean } }) => {
            fireEvent.click(screen.getByRole('radio', { name: event.on ? 'Upload a photo of my prescription' : 'Type it in or pick a saved one' }));
          },
          'lens.rx.photo': async ({ event }: { event: { file: File } }) => {
            fireEvent.change(screen.getByLabelText('Photo (JPEG, PNG or WebP, up to 10 MB)'), { target: { files: [event.file] } });
            await flush();
          },
          'xstate.done.actor.uploadPhoto': async ({ event }: { event: { output: PrescriptionPhoto } }) => {
            await act(async () => upload.last.d.resolve(event.output));
            await flush();
          },
          'xstate.error.actor.uploadPhoto': async ({ event }: { event: { error: unknown } }) => {
            await act(async () => upload.last.d.reject(event.error));
            await flush();
          },
          'xstate.done.actor.savePrescription': async ({ event }: { event: { output: SavedPrescription } }) => {
            await act(async () => save.last.d.resolve(event.output));
            await flush();
          },
          'xstate.error.actor.savePrescription': async ({ event }: { event: { error: unknown } }) => {
            await act(async () => save.last.d.reject(event.error));
            await flush();
          },
          'lens.retry': async () => {
            fireEvent.click(button('Try again'));
            await flush();
          },
          'lens.usage': ({ event }: { event: { usage: string } }) => {
            fireEvent.click(screen.getByRole('radio', { name: new RegExp(catalogue.usages.find((u) => u.code === event.usage)!.name) }));
          },
          'lens.rx.field': ({ event }: { event: { field: string; value: string } }) => {
            const field =
              event.field === 'pd'
                ? screen.getByLabelText('PD')
                : within(screen.getByRole('group', { name: 'Right eye (OD)' })).getByLabelText('SPH');
            fireEvent.change(field, { target: { value: event.value } });
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

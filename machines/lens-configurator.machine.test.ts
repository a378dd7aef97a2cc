import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../contract/messages';
import { frameSphRangesOf, type FrameSphRanges, type LensCatalogue, type PrescriptionPhoto, type SavedPrescription } from '../contract/prescription';
import { lensConfiguratorMachine, offeredIndices, reviewRows, type AddGlassesInput } from './lens-configurator.machine';

export const testCatalogue: LensCatalogue = {
  usages: [
    { code: 'distance', name: 'Distance', description: '', price: 29 },
    { code: 'progressive', name: 'Progressive', description: '', price: 119 },
    { code: 'non_prescription', name: 'Non-prescription', description: '', price: 15 },
    { code: 'frame_only', name: 'Frame only', description: '', price: 0 },
  ],
  indices: [
    { code: '1.50', name: '1.50 Standard', description: '', price: 0, material: 'CR-39', max_power: 4 },
    { code: '1.67', name: '1.67 Ultra-thin', description: '', price: 69, material: 'MR-7', max_power: 8 },
    { code: '1.74', name: '1.74 Super-thin', description: '', price: 119, material: 'MR-174', max_power: 20 },
  ],
  coatings: [
    { code: 'anti_reflective', name: 'Anti-reflective', description: '', price: 19, kind: 'coating' },
    { code: 'sun_grey', name: 'Sun tint grey', description: '', price: 29, kind: 'tint' },
    { code: 'polarized_brown', name: 'Polarised brown', description: '', price: 49, kind: 'tint' },
  ],
};

const distance2026: SavedPrescription = {
  id: 5,
  name: 'Distance 2026',
  created_at: '2026-01-02T00:00:00.000Z',
  prescription: {
    right: { sph: -1.25, cyl: -0.5, axis: 90, add: 2, prism: null, base: null },
    left: { sph: -1, cyl: 0, axis: null, add: 2, prism: null, base: null },
    pd: null,
    pd_right: 31.5,
    pd_left: 32,
  },
};

/** The SPH ranges api/goods/sphRange answers for a frame. */
const rangesOf = (ranges: FrameSphRanges) =>
  vi.fn(async (input: { goodsId: number }) => ({ goods_id: input.goodsId, rim: 'test', ranges: [...ranges] }));

function start(
  add = vi.fn(async (_input: AddGlassesInput) => []),
  saved: SavedPrescription[] | null = null,
  save = vi.fn(async (input: { name: string; prescription: SavedPrescription['prescription'] }): Promise<SavedPrescription> => ({
    ...input,
    id: 9,
    created_at: '',
  })),
  upload = vi.fn(async (_input: { file: File }): Promise<PrescriptionPhoto> => ({ id: 12, mime: 'image/png', size: 4 })),
  sphRange = rangesOf(frameSphRangesOf('full-rim')),
) {
  const tellCart = vi.fn();
  const showCart = vi.fn();
  const actor = createActor(
    lensConfiguratorMachine.provide({
      actors: {
        loadLenses: fromPromise(async () => testCatalogue),
        loadSphRange: fromPromise(({ input }) => sphRange(input)),
        addGlasses: fromPromise(({ input }) => add(input)),
        loadSaved: fromPromise(async () => saved),
        savePrescription: fromPromise(({ input }) => save(input)),
        uploadPhoto: fromPromise(({ input }) => upload(input)),
      },
      actions: { tellCart, showCart },
    }),
    { input: { goodsId: 3, variantId: 7, frameName: 'Aria', framePrice: 60 } },
  ).start();
  return { actor, add, save, upload, sphRange, tellCart, showCart };
}

describe('lens-configurator machine', () => {
  it('progressive: usage, prescription, index made for it, coatings, review a row each, then the cart', async () => {
    const { actor, add, tellCart, showCart } = start();
    await waitFor(actor, (s) => s.matches('usage'));
    actor.send({ type: 'lens.usage', usage: 'progressive' });
    actor.send({ type: 'lens.next' });
    expect(actor.getSnapshot().matches('prescription')).toBe(true);
    actor.send({ type: 'lens.rx.field', field: 'right.sph', value: '-5.25' });
    actor.send({ type: 'lens.next' });
    expect(actor.getSnapshot().matches('prescription')).toBe(true);
    expect(actor.getSnapshot().context.rxErrors).toEqual({
      'right.add': messages.rxAddRequired,
      'left.add': messages.rxAddRequired,
      pd: messages.rxPdRequired,
    });
    for (const [field, value] of [
      ['right.add', '2.00'],
      ['left.add', '2.00'],
      ['pd', '63'],
    ] as const)
      actor.send({ type: 'lens.rx.field', field, value });
    expect(actor.getSnapshot().context.rxErrors).toEqual({});
    actor.send({ type: 'lens.next' });
    // Beyond ±4.00 no 1.50: the first index offered is 1.67.
    expect(actor.getSnapshot().context.index).toBe('1.67');
    actor.send({ type: 'lens.index', index: '1.50' });
    expect(actor.getSnapshot().context.index).toBe('1.67');
    actor.send({ type: 'lens.next' });
    actor.send({ type: 'lens.coating', code: 'sun_grey' });
    actor.send({ type: 'lens.coating', code: 'polarized_brown' });
    actor.send({ type: 'lens.coating', code: 'anti_reflective' });
    expect(actor.getSnapshot().context.coatings).toEqual(['anti_reflective', 'polarized_brown']);
    actor.send({ type: 'lens.next' });
    expect(reviewRows(actor.getSnapshot().context)).toEqual({
      rows: [
        { kind: 'frame', code: 'frame', name: 'Aria', price: 60 },
        { kind: 'usage', code: 'progressive', name: 'Progressive', price: 119 },
        { kind: 'index', code: '1.67', name: '1.67 Ultra-thin', price: 69 },
        { kind: 'coating', code: 'anti_reflective', name: 'Anti-reflective', price: 19 },
        { kind: 'tint', code: 'polarized_brown', name: 'Polarised brown', price: 49 },
      ],
      total: 316,
    });
    actor.send({ type: 'lens.add' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(add.mock.calls[0]![0]).toEqual({
      goods_id: 3,
      variant_id: 7,
      qty: 1,
      lens: {
        usage: 'progressive',
        index: '1.67',
        coatings: ['anti_reflective', 'polarized_brown'],
        price: 256,
        prescription: {
          right: { sph: -5.25, cyl: 0, axis: null, add: 2, prism: null, base: null },
          left: { sph: 0, cyl: 0, axis: null, add: 2, prism: null, base: null },
          pd: 63,
          pd_right: null,
          pd_left: null,
        },
      },
    });
    expect(tellCart).toHaveBeenCalledOnce();
    expect(showCart).toHaveBeenCalledOnce();
  });

  it('back and forward keep what was entered; a stronger prescription drops an index no longer made', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('usage'));
    actor.send({ type: 'lens.usage', usage: 'distance' });
    actor.send({ type: 'lens.next' });
    actor.send({ type: 'lens.rx.field', field: 'pd', value: '62' });
    actor.send({ type: 'lens.next' });
    expect(actor.getSnapshot().context.index).toBe('1.50');
    actor.send({ type: 'lens.back' });
    expect(actor.getSnapshot().context.rx.pd).toBe('62');
    actor.send({ type: 'lens.rx.field', field: 'left.sph', value: '-9.00' });
    actor.send({ type: 'lens.next' });
    expect(actor.getSnapshot().context.index).toBe('1.74');
    actor.send({ type: 'lens.next' });
    actor.send({ type: 'lens.coating', code: 'anti_reflective' });
    actor.send({ type: 'lens.next' });
    actor.send({ type: 'lens.back' });
    actor.send({ type: 'lens.back' });
    actor.send({ type: 'lens.back' });
    actor.send({ type: 'lens.back' });
    expect(actor.getSnapshot().value).toBe('usage');
    expect(actor.getSnapshot().context).toMatchObject({ usage: 'distance', index: '1.74', coatings: ['anti_reflective'] });
  });

  it('frame only skips to the review with the frame alone and adds a bare frame; a refusal stays on the review', async () => {
    const refusal = new Error('nope');
    const add = vi.fn(async (_input: AddGlassesInput) => {
      throw refusal;
    });
    const { actor } = start(add);
    await waitFor(actor, (s) => s.matches('usage'));
    actor.send({ type: 'lens.next' });
    expect(actor.getSnapshot().value).toBe('usage');
    actor.send({ type: 'lens.usage', usage: 'frame_only' });
    actor.send({ type: 'lens.next' });
    expect(actor.getSnapshot().value).toBe('review');
    expect(reviewRows(actor.getSnapshot().context).total).toBe(60);
    actor.send({ type: 'lens.add' });
    await waitFor(actor, (s) => s.matches('review') && s.context.error !== null);
    expect(add.mock.calls[0]![0].lens).toBeNull();
    expect(actor.getSnapshot().context.error).toBe(refusal);
  });

  it('a customer picks a saved prescription (its values fill the fields, ADD dropped for distance) and goes on with it', async () => {
    const { actor, add } = start(undefined, [distance2026]);
    await waitFor(actor, (s) => s.matches('usage'));
    actor.send({ type: 'lens.usage', usage: 'distance' });
    actor.send({ type: 'lens.next' });
    await waitFor(actor, (s) => s.context.saved !== null);
    actor.send({ type: 'lens.rx.pick', id: 404 });
    expect(actor.getSnapshot().context.savedId).toBeNull();
    actor.send({ type: 'lens.rx.pick', id: 5 });
    expect(actor.getSnapshot().context).toMatchObject({
      savedId: 5,
      rx: {
        right: { sph: '-1.25', cyl: '-0.50', axis: '90', add: '' },
        left: { sph: '-1.00', cyl: '0.00', axis: '', add: '' },
        pd: '',
        pd_right: '31.5',
        pd_left: '32',
      },
    });
    actor.send({ type: 'lens.rx.field', field: 'pd_left', value: '31.5' });
    expect(actor.getSnapshot().context.savedId).toBeNull();
    actor.send({ type: 'lens.next' });
    actor.send({ type: 'lens.next' });
    actor.send({ type: 'lens.next' });
    actor.send({ type: 'lens.add' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(add.mock.calls[0]![0].lens!.prescription).toEqual({
      right: { sph: -1.25, cyl: -0.5, axis: 90, add: null, prism: null, base: null },
      left: { sph: -1, cyl: 0, axis: null, add: null, prism: null, base: null },
      pd: null,
      pd_right: 31.5,
      pd_left: 31.5,
    });
  });

  it('a customer keeps the entered prescription under a name; an empty name or an invalid prescription is not sent; a refusal is kept', async () => {
    const full = new Error('full');
    const save = vi.fn(async (input: { name: string; prescription: SavedPrescription['prescription'] }): Promise<SavedPrescription> => ({
      ...input,
      id: 9,
      created_at: '',
    }));
    const { actor } = start(undefined, [distance2026], save);
    await waitFor(actor, (s) => s.matches('usage'));
    actor.send({ type: 'lens.usage', usage: 'distance' });
    actor.send({ type: 'lens.next' });
    await waitFor(actor, (s) => s.context.saved !== null);
    actor.send({ type: 'lens.rx.save' });
    expect(actor.getSnapshot().context).toMatchObject({ rxErrors: { pd: messages.rxPdRequired }, saveNameError: messages.rxNameRequired });
    actor.send({ type: 'lens.rx.field', field: 'pd', value: '64' });
    actor.send({ type: 'lens.rx.name', value: ' Sport ' });
    actor.send({ type: 'lens.rx.save' });
    expect(actor.getSnapshot().matches({ prescription: 'saving' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ prescription: 'editing' }));
    expect(save.mock.calls[0]![0]).toEqual({ name: 'Sport', prescription: expect.objectContaining({ pd: 64 }) });
    expect(actor.getSnapshot().context).toMatchObject({ savedId: 9, saveName: '', saveError: null });
    expect(actor.getSnapshot().context.saved!.map((p) => p.name)).toEqual(['Sport', 'Distance 2026']);

    save.mockRejectedValueOnce(full);
    actor.send({ type: 'lens.rx.name', value: 'Again' });
    actor.send({ type: 'lens.rx.save' });
    await waitFor(actor, (s) => s.context.saveError !== null);
    expect(actor.getSnapshot().context.saveError).toBe(full);
    actor.send({ type: 'lens.next' });
    expect(actor.getSnapshot().matches('index')).toBe(true);
  });

  it('a customer sends a photo of the prescription instead: none yet is refused, a refused upload is kept, the glasses carry the photo and no values', async () => {
    const refusal = new Error(messages.rxPhotoType);
    const upload = vi.fn(async (_input: { file: File }): Promise<PrescriptionPhoto> => ({ id: 12, mime: 'image/png', size: 4 }));
    upload.mockRejectedValueOnce(refusal);
    const { actor, add } = start(undefined, [distance2026], undefined, upload);
    await waitFor(actor, (s) => s.matches('usage'));
    actor.send({ type: 'lens.usage', usage: 'progressive' });
    actor.send({ type: 'lens.next' });
    await waitFor(actor, (s) => s.context.saved !== null);
    actor.send({ type: 'lens.rx.photoMode', on: true });
    actor.send({ type: 'lens.next' });
    expect(actor.getSnapshot().matches('prescription')).toBe(true);
    expect((actor.getSnapshot().context.photoError as Error).message).toBe(messages.rxPhotoRequired);
    const file = new File(['x'], 'rx.png', { type: 'image/png' });
    actor.send({ type: 'lens.rx.photo', file });
    expect(actor.getSnapshot().matches({ prescription: 'uploading' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ prescription: 'editing' }));
    expect(actor.getSnapshot().context.photoError).toBe(refusal);
    actor.send({ type: 'lens.rx.photo', file });
    await waitFor(actor, (s) => s.context.photo !== null);
    expect(upload).toHaveBeenLastCalledWith({ file });
    actor.send({ type: 'lens.next' });
    // No values: every index is offered.
    expect(actor.getSnapshot().matches('index')).toBe(true);
    actor.send({ type: 'lens.index', index: '1.67' });
    actor.send({ type: 'lens.next' });
    actor.send({ type: 'lens.next' });
    actor.send({ type: 'lens.add' });
    await waitFor(actor, (s) => s.matches('added'));
    expect(add.mock.calls[0]![0].lens).toMatchObject({ usage: 'progressive', index: '1.67', prescription: null, photo_id: 12 });
  });

  it('a visitor (no saved list) cannot send a photo', async () => {
    const { actor, upload } = start();
    await waitFor(actor, (s) => s.matches('usage'));
    actor.send({ type: 'lens.usage', usage: 'distance' });
    actor.send({ type: 'lens.next' });
    await waitFor(actor, (s) => s.matches('prescription'));
    actor.send({ type: 'lens.rx.photoMode', on: true });
    actor.send({ type: 'lens.rx.photo', file: new File(['x'], 'rx.png') });
    expect(actor.getSnapshot().context.usePhoto).toBe(false);
    expect(actor.getSnapshot().matches({ prescription: 'editing' })).toBe(true);
    expect(upload).not.toHaveBeenCalled();
  });

  it('a visitor (no saved list) cannot save', async () => {
    const { actor, save } = start();
    await waitFor(actor, (s) => s.matches('usage'));
    actor.send({ type: 'lens.usage', usage: 'distance' });
    actor.send({ type: 'lens.next' });
    actor.send({ type: 'lens.rx.field', field: 'pd', value: '64' });
    actor.send({ type: 'lens.rx.name', value: 'Mine' });
    actor.send({ type: 'lens.rx.save' });
    expect(actor.getSnapshot().matches({ prescription: 'editing' })).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('a catalogue that cannot be read may be tried again', async () => {
    let fail = true;
    const actor = createActor(
      lensConfiguratorMachine.provide({
        actors: {
          loadLenses: fromPromise(async () => {
            if (fail) throw new Error('down');
            return testCatalogue;
          }),
          loadSphRange: fromPromise(async () => ({ goods_id: 3, rim: 'full-rim', ranges: [...frameSphRangesOf('full-rim')] })),
        },
      }),
      { input: { goodsId: 3, variantId: 7, frameName: 'Aria', framePrice: 60 } },
    ).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    fail = false;
    actor.send({ type: 'lens.retry' });
    await waitFor(actor, (s) => s.matches('usage'));
  });

  it("reads the frame's SPH ranges with the catalogue: the first step waits for both; a refused read may be tried again", async () => {
    const down = new Error('down');
    const sphRange = rangesOf(frameSphRangesOf('rimless'));
    sphRange.mockRejectedValueOnce(down);
    const { actor } = start(undefined, null, undefined, undefined, sphRange);
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe(down);
    actor.send({ type: 'lens.retry' });
    await waitFor(actor, (s) => s.matches('usage'));
    expect(sphRange).toHaveBeenLastCalledWith({ goodsId: 3 });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, sphRanges: frameSphRangesOf('rimless'), catalogue: testCatalogue });
  });

  it("a rimless frame: an SPH it cannot be made in is refused on its field, naming the frame's range; both ends pass", async () => {
    const { actor } = start(undefined, null, undefined, undefined, rangesOf(frameSphRangesOf('rimless')));
    await waitFor(actor, (s) => s.matches('usage'));
    actor.send({ type: 'lens.usage', usage: 'distance' });
    actor.send({ type: 'lens.next' });
    for (const [field, value] of [
      ['right.sph', '-9.00'],
      ['left.sph', '+6.25'],
      ['pd', '63'],
    ] as const)
      actor.send({ type: 'lens.rx.field', field, value });
    actor.send({ type: 'lens.next' });
    expect(actor.getSnapshot().matches('prescription')).toBe(true);
    // The range travels as a reference with its values (the view translates it by key).
    const message = { key: 'rxSphOutOfFrame', values: { min: '-8.00', max: '+6.00' } };
    expect(actor.getSnapshot().context.rxErrors).toEqual({ 'right.sph': message, 'left.sph': message });
    // The schema's own message comes first: an SPH off the table's steps is told so.
    actor.send({ type: 'lens.rx.field', field: 'right.sph', value: '-8.10' });
    actor.send({ type: 'lens.next' });
    expect(actor.getSnapshot().context.rxErrors).toEqual({ 'right.sph': messages.rxSph, 'left.sph': message });
    actor.send({ type: 'lens.rx.field', field: 'right.sph', value: '-8.00' });
    actor.send({ type: 'lens.rx.field', field: 'left.sph', value: '+6.00' });
    actor.send({ type: 'lens.next' });
    expect(actor.getSnapshot().matches('index')).toBe(true);
    expect(actor.getSnapshot().context.rxErrors).toEqual({});
    expect(offeredIndices(actor.getSnapshot().context)).toEqual(['1.67', '1.74']);
  });

  it("the indices offered respect the strength and the frame: one the frame's range for it cannot take is not offered nor taken", async () => {
    // A frame whose 1.50 lens is made to ±2.00 only: a -3.00 prescription (1.50 by strength) gets 1.67 or 1.74.
    const narrow: FrameSphRanges = [
      { index: '1.50', min: -2, max: 2 },
      { index: '1.67', min: -8, max: 6 },
      { index: '1.74', min: -8, max: 6 },
    ];
    const { actor, add } = start(undefined, null, undefined, undefined, rangesOf(narrow));
    await waitFor(actor, (s) => s.matches('usage'));
    actor.send({ type: 'lens.usage', usage: 'distance' });
    actor.send({ type: 'lens.next' });
    for (const [field, value] of [
      ['right.sph', '-3.00'],
      ['pd', '63'],
    ] as const)
      actor.send({ type: 'lens.rx.field', field, value });
    actor.send({ type: 'lens.next' });
    expect(offeredIndices(actor.getSnapshot().context)).toEqual(['1.67', '1.74']);
    expect(actor.getSnapshot().context.index).toBe('1.67');
    actor.send({ type: 'lens.index', index: '1.50' });
    expect(actor.getSnapshot().context.index).toBe('1.67');
    // Back, a weaker prescription: 1.50 is offered again (the chosen one stays).
    actor.send({ type: 'lens.back' });
    actor.send({ type: 'lens.rx.field', field: 'right.sph', value: '-1.50' });
    actor.send({ type: 'lens.next' });
    expect(offeredIndices(actor.getSnapshot().context)).toEqual(['1.50', '1.67', '1.74']);
    actor.send({ type: 'lens.index', index: '1.50' });
    actor.send({ type: 'lens.next' });
    actor.send({ type: 'lens.next' });
    actor.send({ type: 'lens.add' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(add.mock.calls[0]![0].lens).toMatchObject({ index: '1.50', prescription: { right: { sph: -1.5 } } });
  });
});

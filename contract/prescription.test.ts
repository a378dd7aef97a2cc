import { describe, expect, it } from 'vitest';
import { messages, textOf } from './messages';
import {
  RX_RANGES,
  awaitsPrescription,
  formatDioptre,
  frameSphRange,
  frameSphRangesOf,
  indicesFor,
  lensChoiceProblem,
  lensConfigSchema,
  lensKeyOf,
  lensPriceRows,
  lensSummary,
  onStep,
  prescriptionSchema,
  sphOutOfFrameMessage,
  sphOutsideFrame,
  sphRangeOf,
  sumRows,
  type LensCatalogue,
  type LensUsage,
  type LineLens,
} from './prescription';
import { validate } from './schemas/validate';

const eye = (over: Record<string, unknown> = {}) => ({ sph: '-1.00', cyl: '', axis: '', add: '', prism: '', base: '', ...over });
const rx = (over: { right?: Record<string, unknown>; left?: Record<string, unknown>; pd?: unknown; pd_right?: unknown; pd_left?: unknown } = {}) => ({
  right: eye(over.right),
  left: eye(over.left),
  pd: over.pd ?? '63',
  pd_right: over.pd_right ?? '',
  pd_left: over.pd_left ?? '',
});
const errorsOf = (usage: LensUsage, input: unknown) => {
  const r = validate(prescriptionSchema(usage), input);
  return r.ok ? {} : r.errors;
};

describe('the range table and its messages', () => {
  it('every message names its range as the table has it', () => {
    expect(messages.rxSph).toContain(`${formatDioptre(RX_RANGES.sph.min)} to ${formatDioptre(RX_RANGES.sph.max)} in steps of ${RX_RANGES.sph.step}`);
    expect(messages.rxCyl).toContain(`${formatDioptre(RX_RANGES.cyl.min)} to ${formatDioptre(RX_RANGES.cyl.max)} in steps of ${RX_RANGES.cyl.step}`);
    expect(messages.rxAxis).toContain(`${RX_RANGES.axis.min} to ${RX_RANGES.axis.max}`);
    expect(messages.rxAdd).toContain(`${formatDioptre(RX_RANGES.add.min)} to ${formatDioptre(RX_RANGES.add.max)} in steps of ${RX_RANGES.add.step}`);
    expect(messages.rxPd).toContain(`${RX_RANGES.pd.min} to ${RX_RANGES.pd.max} in steps of ${RX_RANGES.pd.step}`);
    expect(messages.rxPdEye).toContain(`${RX_RANGES.pdEye.min} to ${RX_RANGES.pdEye.max} in steps of ${RX_RANGES.pdEye.step}`);
    expect(messages.rxPrism).toContain(`${RX_RANGES.prism.min.toFixed(2)} to ${RX_RANGES.prism.max.toFixed(2)} in steps of ${RX_RANGES.prism.step}`);
  });

  it('onStep forgives float noise and nothing else', () => {
    expect(onStep(-19.75, RX_RANGES.sph)).toBe(true);
    expect(onStep(0.1 + 0.2 + 0.2, RX_RANGES.sph)).toBe(true);
    expect(onStep(0.3, RX_RANGES.sph)).toBe(false);
    expect(onStep(62.5, RX_RANGES.pd)).toBe(true);
    expect(onStep(62.3, RX_RANGES.pd)).toBe(false);
  });

  it('formats dioptres with their sign', () => {
    expect([formatDioptre(1.25), formatDioptre(-0.5), formatDioptre(0)]).toEqual(['+1.25', '-0.50', '0.00']);
  });
});

describe('prescriptionSchema: boundaries and steps', () => {
  const field = (name: string, value: string, usage: LensUsage = 'progressive', extra: Record<string, unknown> = {}) =>
    errorsOf(usage, rx({ right: { add: '2.00', [name]: value, ...extra }, left: { add: '2.00' } }))[`right.${name}`];

  it.each([
    ['sph', '-20.00', '-20.25', '-1.10', messages.rxSph],
    ['sph', '12.00', '12.25', '+3.30', messages.rxSph],
    ['cyl', '-6.00', '-6.25', '-1.10', messages.rxCyl],
    ['cyl', '+6.00', '6.25', '0.60', messages.rxCyl],
    ['add', '0.75', '0.50', '1.10', messages.rxAdd],
    ['add', '3.50', '3.75', '2.60', messages.rxAdd],
  ])('%s: %s is in, %s and %s are out', (name, inside, outside, offStep, message) => {
    const extra = name === 'cyl' ? { axis: '90' } : {};
    expect(field(name, inside, 'progressive', extra)).toBeUndefined();
    expect(field(name, outside, 'progressive', extra)).toBe(message);
    expect(field(name, offStep, 'progressive', extra)).toBe(message);
  });

  it('AXIS: 1 to 180 whole, required exactly when CYL is not 0', () => {
    expect(field('axis', '1', 'progressive', { cyl: '-0.50' })).toBeUndefined();
    expect(field('axis', '180', 'progressive', { cyl: '-0.50' })).toBeUndefined();
    expect(field('axis', '0', 'progressive', { cyl: '-0.50' })).toBe(messages.rxAxis);
    expect(field('axis', '181', 'progressive', { cyl: '-0.50' })).toBe(messages.rxAxis);
    expect(field('axis', '90.5', 'progressive', { cyl: '-0.50' })).toBe(messages.rxAxis);
    expect(field('axis', '', 'progressive', { cyl: '-0.50' })).toBe(messages.rxAxisRequired);
    expect(field('axis', '90', 'progressive', { cyl: '0' })).toBe(messages.rxAxisWithoutCyl);
    expect(field('axis', '90', 'progressive', { cyl: '' })).toBe(messages.rxAxisWithoutCyl);
  });

  it('ADD: required for progressive, optional for reading, refused for distance', () => {
    expect(errorsOf('progressive', rx())['right.add']).toBe(messages.rxAddRequired);
    expect(errorsOf('reading', rx())).toEqual({});
    expect(errorsOf('reading', rx({ right: { add: '1.00' }, left: { add: '4.00' } }))['left.add']).toBe(messages.rxAdd);
    expect(errorsOf('distance', rx({ right: { add: '1.00' } }))['right.add']).toBe(messages.rxAddNotForUsage);
  });

  it('PD: one value 50 to 80, or both eyes 25 to 40, in 0.5 steps', () => {
    expect(errorsOf('distance', rx({ pd: '50' }))).toEqual({});
    expect(errorsOf('distance', rx({ pd: '80' }))).toEqual({});
    expect(errorsOf('distance', rx({ pd: '49.5' })).pd).toBe(messages.rxPd);
    expect(errorsOf('distance', rx({ pd: '80.5' })).pd).toBe(messages.rxPd);
    expect(errorsOf('distance', rx({ pd: '63.2' })).pd).toBe(messages.rxPd);
    expect(errorsOf('distance', { ...rx(), pd: '' }).pd).toBe(messages.rxPdRequired);
    expect(errorsOf('distance', { ...rx(), pd: '', pd_right: '25', pd_left: '40' })).toEqual({});
    expect(errorsOf('distance', { ...rx(), pd: '', pd_right: '24.5', pd_left: '40.5' })).toEqual({
      pd_right: messages.rxPdEye,
      pd_left: messages.rxPdEye,
    });
    expect(errorsOf('distance', { ...rx(), pd: '', pd_right: '31' }).pd_left).toBe(messages.rxPdEye);
    expect(errorsOf('distance', { ...rx(), pd: '', pd_left: '31' }).pd_right).toBe(messages.rxPdEye);
  });

  it('prism: 0.25 to 5.00 in 0.25 steps, with a base', () => {
    expect(errorsOf('distance', rx({ right: { prism: '0.25', base: 'in' } }))).toEqual({});
    expect(errorsOf('distance', rx({ right: { prism: '5', base: 'up' } }))).toEqual({});
    expect(errorsOf('distance', rx({ right: { prism: '5.25', base: 'up' } }))['right.prism']).toBe(messages.rxPrism);
    expect(errorsOf('distance', rx({ right: { prism: '0.3', base: 'up' } }))['right.prism']).toBe(messages.rxPrism);
    expect(errorsOf('distance', rx({ right: { prism: '1' } }))['right.base']).toBe(messages.rxPrismBase);
    expect(errorsOf('distance', rx({ right: { prism: '1', base: 'sideways' } }))['right.base']).toBe(messages.rxPrismBase);
  });

  it('casts what the form typed into numbers with nulls for what was left out', () => {
    const r = validate(prescriptionSchema('distance'), rx({ right: { sph: '+1.25', cyl: '-0.50', axis: '180' } }));
    expect(r.ok && r.value).toEqual({
      right: { sph: 1.25, cyl: -0.5, axis: 180, add: null, prism: null, base: null },
      left: { sph: -1, cyl: 0, axis: null, add: null, prism: null, base: null },
      pd: 63,
      pd_right: null,
      pd_left: null,
    });
  });
});

describe('which lens for which strength', () => {
  const strength = (sph: number, cyl = 0) => ({ right: { sph, cyl }, left: { sph: 0, cyl: 0 } }) as never;
  it('up to ±4.00 every index; beyond it no 1.50; beyond ±8.00 only 1.74', () => {
    expect(indicesFor(strength(4))).toEqual(['1.50', '1.60', '1.67', '1.74']);
    expect(indicesFor(strength(-4.25))).toEqual(['1.60', '1.67', '1.74']);
    expect(indicesFor(strength(-3.5, -0.75))).toEqual(['1.60', '1.67', '1.74']);
    expect(indicesFor(strength(8))).toEqual(['1.60', '1.67', '1.74']);
    expect(indicesFor(strength(-8.25))).toEqual(['1.74']);
    expect(indicesFor(null)).toEqual(['1.50', '1.60', '1.67', '1.74']);
  });

  it('the SPH range of a frame with a lens is where both can be made', () => {
    expect(sphRangeOf('full-rim', '1.74')).toEqual({ min: -20, max: 12 });
    expect(sphRangeOf('full-rim', '1.50')).toEqual({ min: -4, max: 4 });
    expect(sphRangeOf('rimless', '1.74')).toEqual({ min: -8, max: 6 });
    expect(sphRangeOf('semi-rimless', '1.67')).toEqual({ min: -8, max: 8 });
    expect(sphRangeOf('unknown', '1.60')).toEqual({ min: -8, max: 8 });
  });
});

describe('what a frame can be made in', () => {
  const eyes = (right: number, left = 0) => ({ right: { sph: right, cyl: 0 }, left: { sph: left, cyl: 0 } }) as never;
  const rimless = frameSphRangesOf('rimless');

  it("a frame's ranges are one per index, by its rim; it can be made in the span of them", () => {
    expect(rimless).toEqual([
      { index: '1.50', min: -4, max: 4 },
      { index: '1.60', min: -8, max: 6 },
      { index: '1.67', min: -8, max: 6 },
      { index: '1.74', min: -8, max: 6 },
    ]);
    expect(frameSphRange(rimless)).toEqual({ min: -8, max: 6 });
    expect(frameSphRange(frameSphRangesOf('semi-rimless'))).toEqual({ min: -10, max: 8 });
    expect(frameSphRange(frameSphRangesOf('full-rim'))).toEqual({ min: RX_RANGES.sph.min, max: RX_RANGES.sph.max });
    expect(frameSphRange([])).toBeNull();
  });

  it("an SPH outside the frame's span is refused on its eye, by a message naming the span; both ends are allowed", () => {
    const range = frameSphRange(rimless);
    const message = { key: 'rxSphOutOfFrame', values: { min: '-8.00', max: '+6.00' } };
    expect(sphOutOfFrameMessage(range!)).toEqual(message);
    expect(sphOutsideFrame({ right: -8, left: 6 }, range)).toEqual({});
    expect(sphOutsideFrame({ right: -8.25, left: 6.25 }, range)).toEqual({ 'right.sph': message, 'left.sph': message });
    expect(sphOutsideFrame({ right: -9, left: 0 }, range)).toEqual({ 'right.sph': message });
    // An SPH that is no number has the schema's message; no frame read: nothing to say.
    expect(sphOutsideFrame({ right: NaN, left: 0 }, range)).toEqual({});
    expect(sphOutsideFrame({ right: -19, left: 0 }, null)).toEqual({});
  });

  it('the message is one template of contract/messages, its English filled with the range', () => {
    expect(textOf(sphOutOfFrameMessage({ min: -10, max: 8 }))).toBe('For this frame, SPH must be from -10.00 to +8.00');
    expect(messages.rxSphOutOfFrame).toBe('For this frame, SPH must be from {{min}} to {{max}}');
  });

  it('indices offered respect the strength and the frame: each index only where its range takes both SPHs', () => {
    expect(indicesFor(eyes(-3), rimless)).toEqual(['1.50', '1.60', '1.67', '1.74']);
    expect(indicesFor(eyes(-4.25), rimless)).toEqual(['1.60', '1.67', '1.74']);
    expect(indicesFor(eyes(0, 6), rimless)).toEqual(['1.60', '1.67', '1.74']);
    // Strength allows 1.60 to 1.74 up to +8.00; a rimless frame goes to +6.00 only.
    expect(indicesFor(eyes(7), rimless)).toEqual([]);
    expect(indicesFor(eyes(7), frameSphRangesOf('full-rim'))).toEqual(['1.60', '1.67', '1.74']);
    // An index the ranges do not list is not made for the frame; no prescription: every index by strength.
    expect(
      indicesFor(
        eyes(-1),
        rimless.filter((r) => r.index !== '1.60'),
      ),
    ).toEqual(['1.50', '1.67', '1.74']);
    expect(indicesFor(null, rimless)).toEqual(['1.50', '1.60', '1.67', '1.74']);
  });
});

const catalogue: LensCatalogue = {
  usages: [
    { code: 'progressive', name: 'Progressive', description: '', price: 89 },
    { code: 'distance', name: 'Distance', description: '', price: 0 },
  ],
  indices: [
    { code: '1.50', name: '1.50 Standard', description: '', price: 0, material: 'CR-39', max_power: 4 },
    { code: '1.67', name: '1.67 Thin', description: '', price: 49.9, material: 'MR-7', max_power: 8 },
  ],
  coatings: [
    { code: 'ar', name: 'Anti-reflective', description: '', price: 19.95, kind: 'coating' },
    { code: 'grey', name: 'Grey tint', description: '', price: 15, kind: 'tint' },
    { code: 'brown', name: 'Brown tint', description: '', price: 15, kind: 'tint' },
  ],
};

describe('the lens price and the lens configuration', () => {
  it('is a row per usage, index and coating, summed in cents', () => {
    const rows = lensPriceRows(catalogue, { usage: 'progressive', index: '1.67', coatings: ['grey', 'ar'] });
    expect(rows.map((r) => [r.kind, r.code, r.price])).toEqual([
      ['usage', 'progressive', 89],
      ['index', '1.67', 49.9],
      ['coating', 'ar', 19.95],
      ['tint', 'grey', 15],
    ]);
    expect(sumRows(rows)).toBe(173.85);
  });

  it('refuses what the catalogue does not have, and two tints', () => {
    expect(lensChoiceProblem(catalogue, { usage: 'progressive', index: '1.67', coatings: ['ar'] })).toBeNull();
    expect(lensChoiceProblem(catalogue, { usage: 'reading', index: '1.67', coatings: [] })?.message).toBe(messages.lensUsageUnknown);
    expect(lensChoiceProblem(catalogue, { usage: 'progressive', index: '1.74', coatings: [] })?.message).toBe(messages.lensIndexNotAllowed);
    expect(lensChoiceProblem(catalogue, { usage: 'progressive', index: '1.50', coatings: ['gold'] })?.message).toBe(messages.lensCoatingUnknown);
    expect(lensChoiceProblem(catalogue, { usage: 'progressive', index: '1.50', coatings: ['grey', 'brown'] })?.message).toBe(messages.lensOneTint);
  });

  it('lensConfigSchema: a prescription when the usage needs one, an index made for it', () => {
    const ok = validate(lensConfigSchema, {
      usage: 'progressive',
      index: '1.60',
      coatings: ['ar', 'ar'],
      prescription: rx({ right: { sph: '-5', add: '2' }, left: { add: '2' } }),
    });
    expect(ok.ok && ok.value.coatings).toEqual(['ar']);
    expect(
      validate(lensConfigSchema, { usage: 'progressive', index: '1.50', prescription: rx({ right: { sph: '-5', add: '2' }, left: { add: '2' } }) }),
    ).toEqual({ ok: false, errors: { index: messages.lensIndexNotAllowed } });
    expect(validate(lensConfigSchema, { usage: 'distance', index: '1.50' })).toEqual({ ok: false, errors: { prescription: messages.rxRequired } });
    expect(validate(lensConfigSchema, { usage: 'distance', index: '1.74', prescription: rx({ right: { sph: '+12.25' } }) })).toEqual({
      ok: false,
      errors: { 'prescription.right.sph': messages.rxSph },
    });
    const plain = validate(lensConfigSchema, { usage: 'non_prescription', index: '1.50', prescription: rx() });
    expect(plain.ok && plain.value.prescription).toBeNull();
    expect(validate(lensConfigSchema, { usage: 'frame_only', index: '1.50' })).toEqual({ ok: false, errors: { usage: messages.lensUsageUnknown } });
  });

  it('the same glasses have the same key, other lenses another', () => {
    const a = { usage: 'distance' as const, index: '1.60' as const, coatings: ['b', 'a'], prescription: null };
    expect(lensKeyOf(a)).toBe(lensKeyOf({ ...a, coatings: ['a', 'b'] }));
    expect(lensKeyOf(a)).not.toBe(lensKeyOf({ ...a, index: '1.67' }));
    expect(lensKeyOf(null)).toBe('');
  });

  it('a photo of the prescription stands for the values until the shop reads them: typed ones are dropped, the line waits, its key is its own', () => {
    const photo = validate(lensConfigSchema, { usage: 'progressive', index: '1.50', photo_id: 12, prescription: rx({ right: { sph: '-9' } }) });
    expect(photo.ok && [photo.value.photo_id, photo.value.prescription]).toEqual([12, null]);
    expect(validate(lensConfigSchema, { usage: 'distance', index: '1.50', photo_id: -3 })).toEqual({
      ok: false,
      errors: { photo_id: messages.rxPhotoUnknown },
    });
    const waiting = { usage: 'progressive' as const, index: '1.60' as const, coatings: [], prescription: null, photo_id: 12 };
    expect(awaitsPrescription(waiting)).toBe(true);
    expect(awaitsPrescription({ ...waiting, photo_id: null })).toBe(false);
    expect(lensKeyOf(waiting)).not.toBe(lensKeyOf({ ...waiting, photo_id: 13 }));
    const line: LineLens = { ...waiting, rows: [{ kind: 'usage', code: 'progressive', name: 'Progressive', price: 119 }], lens_price: 119 };
    expect(lensSummary(line)).toEqual(['Progressive +119.00', 'prescription photo #12, waiting to be read']);
    const read = {
      ...line,
      prescription: {
        right: { sph: -2, cyl: 0, axis: null, add: 2, prism: null, base: null },
        left: { sph: -1.5, cyl: 0, axis: null, add: 2, prism: null, base: null },
        pd: 64,
        pd_right: null,
        pd_left: null,
      },
    };
    expect(awaitsPrescription(read)).toBe(false);
    expect(lensSummary(read)).toEqual([
      'Progressive +119.00',
      'R SPH -2.00 ADD +2.00',
      'L SPH -1.50 ADD +2.00',
      'PD 64',
      'prescription photo #12, read',
    ]);
  });
});

import { array, mixed, number, object, string, type InferType, type NumberSchema } from 'yup';
import { messages, said, type MessageRef } from './messages';
import { fromCents, toCents } from './rounding';

/**
 * Lenses for a frame: what a prescription may hold, which lens can be made for it and what the
 * lenses cost, written once. The lens configurator's form and the server's cart both validate with
 * `lensConfigSchema`; the server composes the price with `lensPriceRows` from its own catalogue.
 */

/** How the glasses will be used; frame only is a bare frame (no lens line). */
export const LENS_USAGES = ['distance', 'reading', 'progressive', 'non_prescription', 'frame_only'] as const;
export type LensUsage = (typeof LENS_USAGES)[number];

/** What each usage asks for: a prescription, an ADD, and lenses at all. */
export const USAGE_RULES: Record<LensUsage, { prescription: boolean; add: 'required' | 'optional' | 'none'; lenses: boolean }> = {
  distance: { prescription: true, add: 'none', lenses: true },
  reading: { prescription: true, add: 'optional', lenses: true },
  progressive: { prescription: true, add: 'required', lenses: true },
  non_prescription: { prescription: false, add: 'none', lenses: true },
  frame_only: { prescription: false, add: 'none', lenses: false },
};

export interface RxRange {
  min: number;
  max: number;
  step: number;
}

/**
 * THE table of prescription ranges and steps. SPH, CYL and ADD in dioptres; AXIS in whole degrees
 * (only with a CYL other than 0); PD in millimetres, one value or one per eye; prism in dioptres.
 */
export const RX_RANGES = {
  sph: { min: -20, max: 12, step: 0.25 },
  cyl: { min: -6, max: 6, step: 0.25 },
  axis: { min: 1, max: 180, step: 1 },
  add: { min: 0.75, max: 3.5, step: 0.25 },
  pd: { min: 50, max: 80, step: 0.5 },
  pdEye: { min: 25, max: 40, step: 0.5 },
  prism: { min: 0.25, max: 5, step: 0.25 },
} as const satisfies Record<string, RxRange>;

export const PRISM_BASES = ['up', 'down', 'in', 'out'] as const;
export type PrismBase = (typeof PRISM_BASES)[number];

/** Lens indices, thinnest last, each with the strongest power (dioptres either way) it is made in. */
export const LENS_INDICES = ['1.50', '1.60', '1.67', '1.74'] as const;
export type LensIndex = (typeof LENS_INDICES)[number];
export const INDEX_MAX_POWER: Record<LensIndex, number> = { '1.50': 4, '1.60': 8, '1.67': 8, '1.74': 20 };

/** Most SPH each kind of frame rim holds (a rimless lens is drilled, a strong one too thick at the edge). */
export const RIM_SPH_LIMITS: Record<string, { min: number; max: number }> = {
  'full-rim': { min: RX_RANGES.sph.min, max: RX_RANGES.sph.max },
  'semi-rimless': { min: -10, max: 8 },
  rimless: { min: -8, max: 6 },
};

/** True when `value` is a whole number of `step`s from `min` (float noise forgiven). */
export function onStep(value: number, range: RxRange): boolean {
  const steps = (value - range.min) / range.step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

export interface EyeRx {
  sph: number;
  cyl: number;
  axis: number | null;
  add: number | null;
  prism: number | null;
  base: PrismBase | null;
}

export interface Prescription {
  right: EyeRx;
  left: EyeRx;
  /** One PD, or null when given per eye. */
  pd: number | null;
  pd_right: number | null;
  pd_left: number | null;
}

/** The strongest power of a prescription: the larger of |SPH| and |SPH + CYL| over both eyes. */
export function strongestPower(rx: Pick<Prescription, 'right' | 'left'> | null | undefined): number {
  if (!rx) return 0;
  return Math.max(...[rx.right, rx.left].flatMap((e) => [Math.abs(e.sph), Math.abs(e.sph + (e.cyl ?? 0))]));
}

/** An SPH range in dioptres, both ends allowed. */
export interface SphRange {
  min: number;
  max: number;
}

/** A frame's SPH range with each lens index (GET api/goods/sphRange `ranges`). */
export type FrameSphRanges = readonly ({ index: LensIndex } & SphRange)[];

const within = (sph: number, range: SphRange) => sph >= range.min && sph <= range.max;

/**
 * The indices that can be made for a prescription: by its strength (beyond ±4.00 no 1.50; beyond
 * ±8.00 only 1.74) and, given the frame's ranges, those whose range takes both eyes' SPH (an index
 * the ranges do not list is not made for the frame). No prescription: every index by strength.
 */
export function indicesFor(rx: Pick<Prescription, 'right' | 'left'> | null | undefined, frame?: FrameSphRanges | null): LensIndex[] {
  const power = strongestPower(rx);
  return LENS_INDICES.filter((i) => {
    if (power > INDEX_MAX_POWER[i]) return false;
    if (!rx || !frame) return true;
    const range = frame.find((r) => r.index === i);
    return !!range && within(rx.right.sph, range) && within(rx.left.sph, range);
  });
}

/** The SPH range a frame (by its rim) can be made in with a lens index. */
export function sphRangeOf(rim: string, index: LensIndex): SphRange {
  const frame = RIM_SPH_LIMITS[rim] ?? RIM_SPH_LIMITS['full-rim']!;
  const lens = INDEX_MAX_POWER[index];
  return { min: Math.max(frame.min, -lens, RX_RANGES.sph.min), max: Math.min(frame.max, lens, RX_RANGES.sph.max) };
}

/** A frame's SPH range with every lens index, by its rim (what GET api/goods/sphRange answers). */
export const frameSphRangesOf = (rim: string): FrameSphRanges => LENS_INDICES.map((index) => ({ index, ...sphRangeOf(rim, index) }));

/** The SPH range a frame can be made in at all (with some index): the span of its ranges; null for none. */
export function frameSphRange(ranges: FrameSphRanges): SphRange | null {
  if (!ranges.length) return null;
  return { min: Math.min(...ranges.map((r) => r.min)), max: Math.max(...ranges.map((r) => r.max)) };
}

/** The field message of an SPH a frame cannot be made in, naming the frame's range ("from -8.00 to +6.00"): a reference with its values. */
export const sphOutOfFrameMessage = (range: SphRange): MessageRef =>
  said('rxSphOutOfFrame', { min: formatDioptre(range.min), max: formatDioptre(range.max) });

/**
 * Each eye whose SPH the frame cannot be made in (`right.sph`, `left.sph`) with the message naming
 * the frame's range; an SPH that is not a number (the schema's own message) is left alone.
 */
export function sphOutsideFrame(sph: { right: number; left: number }, range: SphRange | null): Record<string, MessageRef> {
  const errors: Record<string, MessageRef> = {};
  if (!range) return errors;
  for (const side of ['right', 'left'] as const) {
    const v = sph[side];
    if (Number.isFinite(v) && !within(v, range)) errors[`${side}.sph`] = sphOutOfFrameMessage(range);
  }
  return errors;
}

/** An empty text field is no value. */
const blankIsNone = (v: unknown, orig: unknown) => (orig === '' || orig === null ? undefined : v);

/** A number within a range of the table and on its step, with the one message naming the range. */
export const ranged = (range: RxRange, message: string): NumberSchema<number | undefined> =>
  number()
    .transform(blankIsNone)
    .typeError(message)
    .min(range.min, message)
    .max(range.max, message)
    .test('step', message, (v) => v === undefined || onStep(v, range));

/** One eye's prescription for a usage: AXIS exactly when CYL is not 0, ADD as the usage says. */
const eyeSchema = (usage: LensUsage) =>
  object({
    sph: ranged(RX_RANGES.sph, messages.rxSph).required(messages.rxSph),
    cyl: ranged(RX_RANGES.cyl, messages.rxCyl).default(0),
    axis: ranged(RX_RANGES.axis, messages.rxAxis)
      .nullable()
      .default(null)
      .when('cyl', ([cyl], s) =>
        cyl
          ? s.required(messages.rxAxisRequired).nonNullable(messages.rxAxisRequired)
          : s.test('no-axis', messages.rxAxisWithoutCyl, (v) => v == null),
      ),
    add:
      USAGE_RULES[usage].add === 'none'
        ? number()
            .transform(blankIsNone)
            .nullable()
            .default(null)
            .test('no-add', messages.rxAddNotForUsage, (v) => v == null)
        : USAGE_RULES[usage].add === 'required'
          ? ranged(RX_RANGES.add, messages.rxAdd).required(messages.rxAddRequired).nonNullable(messages.rxAddRequired)
          : ranged(RX_RANGES.add, messages.rxAdd).nullable().default(null),
    prism: ranged(RX_RANGES.prism, messages.rxPrism).nullable().default(null),
    base: string<PrismBase>()
      .transform(blankIsNone)
      .oneOf([...PRISM_BASES], messages.rxPrismBase)
      .nullable()
      .default(null)
      .when('prism', ([prism], s) => (prism ? s.required(messages.rxPrismBase).nonNullable(messages.rxPrismBase) : s.transform(() => null))),
  });

/** A whole prescription for a usage: both eyes, and one PD or one per eye. */
export const prescriptionSchema = (usage: LensUsage) =>
  object({
    right: eyeSchema(usage).required(),
    left: eyeSchema(usage).required(),
    pd: ranged(RX_RANGES.pd, messages.rxPd)
      .nullable()
      .default(null)
      .when(['pd_right', 'pd_left'], ([r, l], s) =>
        r == null && l == null ? s.required(messages.rxPdRequired).nonNullable(messages.rxPdRequired) : s.transform(() => null),
      ),
    pd_right: ranged(RX_RANGES.pdEye, messages.rxPdEye)
      .nullable()
      .default(null)
      .when('pd_left', ([l], s) => (l != null ? s.required(messages.rxPdEye).nonNullable(messages.rxPdEye) : s)),
    pd_left: ranged(RX_RANGES.pdEye, messages.rxPdEye)
      .nullable()
      .default(null)
      .test('both-eyes', messages.rxPdEye, function bothEyes(v) {
        return v != null || this.parent.pd_right == null;
      }),
  });

/** The lens part of a cart line as the shopper chose it (frame only is no lens: a bare frame). */
export interface LensChoice {
  usage: Exclude<LensUsage, 'frame_only'>;
  index: LensIndex;
  /** Coating and tint codes, sorted, each once. */
  coatings: string[];
  prescription: Prescription | null;
  /**
   * A photo of the customer's paper prescription (api/users/prescriptionPhoto) instead of the
   * values: `prescription` stays null until the shop reads it (then both are kept).
   */
  photo_id?: number | null;
}

/** Largest prescription photo taken (JPEG, PNG or WebP, checked by content). */
export const PRESCRIPTION_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** POST api/users/prescriptionPhoto: the photo kept, to send with the lenses as `photo_id`. */
export interface PrescriptionPhoto {
  id: number;
  mime: string;
  size: number;
}

/** A line whose lenses wait for the shop to read the prescription photo (the order may not ship). */
export const awaitsPrescription = (lens: Pick<LensChoice, 'prescription' | 'photo_id'> | null | undefined): boolean =>
  !!lens?.photo_id && !lens.prescription;

/**
 * The lens part of POST api/users/addCart: usage, index (one made for the prescription), coating
 * and tint codes, the prescription the usage needs, and the lens price the shopper saw (`price`,
 * the sum of the lens rows; the server refuses any other).
 */
export const lensConfigSchema = object({
  usage: string<LensChoice['usage']>()
    .oneOf(
      LENS_USAGES.filter((u) => u !== 'frame_only'),
      messages.lensUsageUnknown,
    )
    .required(messages.lensUsageUnknown),
  photo_id: number()
    .typeError(messages.rxPhotoUnknown)
    .integer(messages.rxPhotoUnknown)
    .positive(messages.rxPhotoUnknown)
    .max(2_147_483_647, messages.rxPhotoUnknown)
    .nullable()
    .optional(),
  // With a photo of the prescription, the values come later (the shop reads them).
  prescription: mixed<Prescription>()
    .nullable()
    .when(['usage', 'photo_id'], ([usage, photo], s) =>
      photo == null && usage && USAGE_RULES[usage as LensUsage]?.prescription
        ? (prescriptionSchema(usage as LensUsage)
            .default(undefined)
            .required(messages.rxRequired) as unknown as typeof s)
        : s.transform(() => null),
    ),
  index: string<LensIndex>()
    .oneOf([...LENS_INDICES], messages.lensIndexNotAllowed)
    .required(messages.lensIndexNotAllowed)
    // Judged only on a prescription that is valid itself (an out-of-range SPH has its own message).
    .when(['usage', 'prescription'], ([usage, rx], s) =>
      s.test(
        'made-for-rx',
        messages.lensIndexNotAllowed,
        (v) =>
          !v ||
          !rx ||
          !USAGE_RULES[usage as LensUsage]?.prescription ||
          !prescriptionSchema(usage as LensUsage).isValidSync(rx) ||
          indicesFor(prescriptionSchema(usage as LensUsage).cast(rx) as Prescription).includes(v as LensIndex),
      ),
    ),
  coatings: array(string().required().max(32))
    .max(10, messages.lensCoatingUnknown)
    .default([])
    .transform((v: string[] | undefined) => (v ? [...new Set(v)].sort() : v)),
  price: number().typeError(messages.lensPriceChanged).min(0, messages.lensPriceChanged).optional(),
});
export type LensConfigInput = InferType<typeof lensConfigSchema>;

/** One entry of the lens catalogue (api/customer/lens_list). */
export interface LensOption {
  code: string;
  name: string;
  description: string;
  price: number;
}
export interface LensIndexOption extends LensOption {
  code: LensIndex;
  material: string;
  /** Strongest power made (dioptres either way). */
  max_power: number;
}
export const LENS_COATING_KINDS = ['coating', 'tint'] as const;
export type LensCoatingKind = (typeof LENS_COATING_KINDS)[number];
export interface LensCoatingOption extends LensOption {
  kind: LensCoatingKind;
}
export interface LensUsageOption extends LensOption {
  code: LensUsage;
}

/** POST api/customer/lens_list: what lenses the shop makes and what each costs. */
export interface LensCatalogue {
  usages: LensUsageOption[];
  indices: LensIndexOption[];
  coatings: LensCoatingOption[];
}

export const LENS_ROW_KINDS = ['frame', 'usage', 'index', 'coating', 'tint'] as const;
/** One row of a glasses price: the frame, the lens type, the index, each coating or tint. */
export interface LensPriceRow {
  kind: (typeof LENS_ROW_KINDS)[number];
  code: string;
  name: string;
  price: number;
}

/** What is wrong with a choice against the catalogue: field path and message, or null. */
export function lensChoiceProblem(
  catalogue: LensCatalogue,
  choice: Pick<LensChoice, 'usage' | 'index' | 'coatings'>,
): { field: string; message: string } | null {
  if (!catalogue.usages.some((u) => u.code === choice.usage)) return { field: 'usage', message: messages.lensUsageUnknown };
  if (!catalogue.indices.some((i) => i.code === choice.index)) return { field: 'index', message: messages.lensIndexNotAllowed };
  const picked = choice.coatings.map((c) => catalogue.coatings.find((o) => o.code === c));
  if (picked.some((c) => !c)) return { field: 'coatings', message: messages.lensCoatingUnknown };
  if (picked.filter((c) => c!.kind === 'tint').length > 1) return { field: 'coatings', message: messages.lensOneTint };
  return null;
}

/** The lens rows of a choice (usage, index, then coatings and tints in catalogue order), priced from the catalogue. */
export function lensPriceRows(catalogue: LensCatalogue, choice: Pick<LensChoice, 'usage' | 'index' | 'coatings'>): LensPriceRow[] {
  const usage = catalogue.usages.find((u) => u.code === choice.usage);
  const index = catalogue.indices.find((i) => i.code === choice.index);
  const rows: LensPriceRow[] = [];
  if (usage) rows.push({ kind: 'usage', code: usage.code, name: usage.name, price: usage.price });
  if (index) rows.push({ kind: 'index', code: index.code, name: index.name, price: index.price });
  for (const c of catalogue.coatings) {
    if (choice.coatings.includes(c.code)) rows.push({ kind: c.kind, code: c.code, name: c.name, price: c.price });
  }
  return rows;
}

/** The sum of some rows in money (cents added, so 0.1 + 0.2 is 0.3). */
export function sumRows(rows: Pick<LensPriceRow, 'price'>[]): number {
  return fromCents(rows.reduce((cents, r) => cents + toCents(r.price), 0));
}

/** A prescription with every field present (nulls for what was not given), as stored and compared. */
export function canonicalLens(choice: LensChoice): LensChoice {
  const eye = (e: EyeRx): EyeRx => ({
    sph: e.sph,
    cyl: e.cyl ?? 0,
    axis: e.axis ?? null,
    add: e.add ?? null,
    prism: e.prism ?? null,
    base: e.base ?? null,
  });
  const rx = choice.prescription;
  return {
    usage: choice.usage,
    index: choice.index,
    coatings: [...new Set(choice.coatings)].sort(),
    prescription: rx
      ? { right: eye(rx.right), left: eye(rx.left), pd: rx.pd ?? null, pd_right: rx.pd_right ?? null, pd_left: rx.pd_left ?? null }
      : null,
    ...(choice.photo_id ? { photo_id: choice.photo_id } : {}),
  };
}

/** The same glasses are the same key: a frame colour with other lenses is another cart line. */
export const lensKeyOf = (choice: LensChoice | null): string => (choice ? JSON.stringify(canonicalLens(choice)) : '');

/** A signed dioptre as prescriptions write it: +1.25, -0.50, 0.00. */
export function formatDioptre(v: number): string {
  const s = Math.abs(v).toFixed(2);
  return v > 0 ? `+${s}` : v < 0 ? `-${s}` : s;
}

/** The lenses of a cart or order line: the choice and its price rows (the frame's first), and what the lenses add. */
export interface LineLens extends LensChoice {
  rows: LensPriceRow[];
  /** The lens rows summed (the frame's row aside). */
  lens_price: number;
}

/** GET api/goods/sphRange: per lens index, the SPH range the frame can be made in. */
export interface SphRanges {
  goods_id: number;
  rim: string;
  ranges: ({ index: LensIndex } & SphRange)[];
}

/** One eye in prescription notation: SPH -5.25 CYL -0.75 AXIS 90 ADD +2.00 (prism and base when given). */
export function eyeNotation(e: EyeRx): string {
  return [
    `SPH ${formatDioptre(e.sph)}`,
    e.cyl ? `CYL ${formatDioptre(e.cyl)} AXIS ${e.axis}` : '',
    e.add != null ? `ADD ${formatDioptre(e.add)}` : '',
    e.prism != null ? `PRISM ${e.prism.toFixed(2)} ${e.base ?? ''}`.trim() : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The PD as written: 63, or 31.5/31.5 (right/left). */
export const pdNotation = (rx: Prescription): string => (rx.pd != null ? String(rx.pd) : `${rx.pd_right}/${rx.pd_left}`);

/** The lens part of a line in plain words (npm run orders -- show, the order mails): rows, then the prescription. */
export function lensSummary(lens: LineLens): string[] {
  const rows = lens.rows
    .filter((r) => r.kind !== 'frame')
    .map((r) => `${r.name} +${r.price.toFixed(2)}`)
    .join(', ');
  const rx = lens.prescription;
  const photo = lens.photo_id ? [`prescription photo #${lens.photo_id}${rx ? ', read' : ', waiting to be read'}`] : [];
  return [
    rows,
    ...(rx ? [`R ${eyeNotation(rx.right)}`, `L ${eyeNotation(rx.left)}`, `PD ${pdNotation(rx)}`] : photo.length ? [] : ['no prescription']),
    ...photo,
  ];
}

/** The lenses as the app sends them with a frame (POST api/users/addCart `lens`): the choice and the lens price shown. */
export interface LensRequest extends LensChoice {
  price: number;
}

/** A prescription a customer saved (api/users/prescriptions). */
export interface SavedPrescription {
  id: number;
  name: string;
  prescription: Prescription;
  created_at: string;
}

/** Most prescriptions one customer keeps. */
export const SAVED_PRESCRIPTIONS_MAX = 20;

/** A saved prescription's name: what the customer calls it ("Distance 2026"). */
export const prescriptionNameSchema = string().trim().required(messages.rxNameRequired).max(40, messages.rxNameRequired);

/** POST api/users/prescriptions (JSON): a name and a prescription (ADD optional, as for reading lenses). */
export const savePrescriptionSchema = object({
  name: prescriptionNameSchema,
  prescription: prescriptionSchema('reading').default(undefined).required(messages.rxRequired),
});
export type SavePrescriptionInput = InferType<typeof savePrescriptionSchema>;

/** PUT api/users/prescriptions/{id} (JSON): a new name. */
export const renamePrescriptionSchema = object({ name: prescriptionNameSchema });
export type RenamePrescriptionInput = InferType<typeof renamePrescriptionSchema>;

/** PUT and DELETE api/users/prescriptions/{id} */
export const prescriptionIdParamsSchema = object({
  id: number()
    .typeError(messages.rxNotFound)
    .integer(messages.rxNotFound)
    .positive(messages.rxNotFound)
    .max(2_147_483_647, messages.rxNotFound)
    .required(messages.rxNotFound),
});
export type PrescriptionIdParams = InferType<typeof prescriptionIdParamsSchema>;

/** The orders whose glasses can be ordered again (paid at least, not cancelled). */
export const REPLENISHABLE_STATUSES = ['paid', 'processing', 'shipped', 'delivered'] as const;

/** POST api/customer/replenish: the same glasses (frame colour, lenses and prescription) as a line of a past order, into the cart. */
export const replenishSchema = object({
  order_id: number()
    .typeError(messages.replenishLineUnknown)
    .integer(messages.replenishLineUnknown)
    .positive(messages.replenishLineUnknown)
    .max(2_147_483_647, messages.replenishLineUnknown)
    .required(messages.replenishLineUnknown),
  line_id: number()
    .typeError(messages.replenishLineUnknown)
    .integer(messages.replenishLineUnknown)
    .positive(messages.replenishLineUnknown)
    .max(2_147_483_647, messages.replenishLineUnknown)
    .required(messages.replenishLineUnknown),
});
export type ReplenishInput = InferType<typeof replenishSchema>;

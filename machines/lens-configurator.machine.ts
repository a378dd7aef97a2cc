import { assign, setup } from 'xstate';
import type { FieldMessages } from '../contract/codes';
import type { CartLine } from '../contract/entities';
import {
  USAGE_RULES,
  frameSphRange,
  indicesFor,
  lensPriceRows,
  prescriptionNameSchema,
  prescriptionSchema,
  sphOutsideFrame,
  sumRows,
  type FrameSphRanges,
  type LensCatalogue,
  type LensIndex,
  type LensPriceRow,
  type LensRequest,
  type LensUsage,
  type Prescription,
  type PrescriptionPhoto,
  type SavedPrescription,
  type SphRanges,
} from '../contract/prescription';
import { messages } from '../contract/messages';
import { validate } from '../contract/schemas/validate';
import { providedCall } from './provided';
import { emptyRx, rxFormOf, withRxField, type RxField, type RxForm } from './rx-form';

export type { EyeForm, RxForm, RxField } from './rx-form';

export interface LensConfiguratorInput {
  goodsId: number;
  variantId: number;
  /** The frame's name and unit price (for one piece), the first row of the review. */
  frameName: string;
  framePrice: number;
}

export interface LensConfiguratorContext extends LensConfiguratorInput {
  catalogue: LensCatalogue | null;
  /** The SPH range the frame can be made in with each index (api/goods/sphRange), read with the catalogue. */
  sphRanges: FrameSphRanges | null;
  usage: LensUsage | null;
  rx: RxForm;
  /** The prescription as the schema cast it, once the step was passed. */
  prescription: Prescription | null;
  rxErrors: FieldMessages;
  /** The customer's saved prescriptions to pick from; null for a visitor (nothing to pick, nothing kept). */
  saved: SavedPrescription[] | null;
  /** The name to save the entered prescription under, its message, and the one picked or saved last. */
  saveName: string;
  saveNameError: string | null;
  savedId: number | null;
  /** The last refusal of a save (e.g. 20 kept already), shown in the prescription step. */
  saveError: unknown;
  /** A customer may send a photo of the paper prescription instead (the shop reads it; the order waits for that). */
  usePhoto: boolean;
  /** The photo uploaded (api/users/prescriptionPhoto), and the last refusal of one (or "none uploaded yet"). */
  photo: PrescriptionPhoto | null;
  photoError: unknown;
  index: LensIndex | null;
  coatings: string[];
  error: unknown;
}

export type LensConfiguratorEvent =
  | { type: 'lens.usage'; usage: LensUsage }
  | { type: 'lens.rx.field'; field: RxField; value: string }
  /** A saved prescription picked: it fills the fields. */
  | { type: 'lens.rx.pick'; id: number }
  | { type: 'lens.rx.name'; value: string }
  /** Keep the entered prescription in the account under the name typed. */
  | { type: 'lens.rx.save' }
  /** Typing (or picking) the values, or sending a photo of the prescription instead. */
  | { type: 'lens.rx.photoMode'; on: boolean }
  /** A photo of the prescription chosen: it is uploaded at once. */
  | { type: 'lens.rx.photo'; file: File }
  | { type: 'lens.index'; index: LensIndex }
  | { type: 'lens.coating'; code: string }
  | { type: 'lens.next' }
  | { type: 'lens.back' }
  | { type: 'lens.add' }
  | { type: 'lens.retry' };

/** What addCart is sent: a bare frame for frame only, else the lenses with the lens price shown. */
export interface AddGlassesInput {
  goods_id: number;
  variant_id: number;
  qty: number;
  lens: LensRequest | null;
}

/** The review's rows: the frame, then usage, index, coatings and tints from the catalogue; and the total. */
export function reviewRows(c: Pick<LensConfiguratorContext, 'catalogue' | 'usage' | 'index' | 'coatings' | 'frameName' | 'framePrice'>): {
  rows: LensPriceRow[];
  total: number;
} {
  const frame: LensPriceRow = { kind: 'frame', code: 'frame', name: c.frameName, price: c.framePrice };
  const lens =
    c.catalogue && c.usage && c.usage !== 'frame_only' && c.index
      ? lensPriceRows(c.catalogue, { usage: c.usage, index: c.index, coatings: c.coatings })
      : [];
  const rows = [frame, ...lens];
  return { rows, total: sumRows(rows) };
}

/** The indices offered now: those of the catalogue made for the prescription entered, in the frame. */
export function offeredIndices(c: Pick<LensConfiguratorContext, 'catalogue' | 'prescription' | 'sphRanges'>): LensIndex[] {
  const made = indicesFor(c.prescription, c.sphRanges);
  return (c.catalogue?.indices ?? []).map((i) => i.code).filter((i) => made.includes(i));
}

/** The configurator's steps in order, as the page numbers them (and as the URL's `step` names them). */
export const LENS_STEPS = ['usage', 'prescription', 'index', 'coatings', 'review'] as const;
export type LensStep = (typeof LENS_STEPS)[number];

/** The step a state shows: adding is still the review; loading, a failed read and the end are none. */
export function lensStepOf(state: { value: unknown }): LensStep | null {
  const top = typeof state.value === 'string' ? state.value : Object.keys(state.value as object)[0];
  if (top === 'adding') return 'review';
  return (LENS_STEPS as readonly string[]).includes(top ?? '') ? (top as LensStep) : null;
}

type RxCheck = { ok: true; value: Prescription } | { ok: false; errors: FieldMessages };

/**
 * The prescription step's check: the schema's (ranges, steps, AXIS, ADD, PD), then each SPH the
 * schema takes against what the frame can be made in (the message names the frame's range).
 */
export function checkRx(c: Pick<LensConfiguratorContext, 'usage' | 'rx' | 'sphRanges'>): RxCheck {
  const r = validate(prescriptionSchema(c.usage!), c.rx);
  const errors: FieldMessages = r.ok ? {} : { ...r.errors };
  const sph = (side: 'right' | 'left') => (errors[`${side}.sph`] ? NaN : Number(c.rx[side].sph));
  Object.assign(errors, sphOutsideFrame({ right: sph('right'), left: sph('left') }, c.sphRanges && frameSphRange(c.sphRanges)));
  return r.ok && !Object.keys(errors).length ? { ok: true, value: r.value as Prescription } : { ok: false, errors };
}

function addInput(c: LensConfiguratorContext): AddGlassesInput {
  const bare = { goods_id: c.goodsId, variant_id: c.variantId, qty: 1 };
  if (!c.usage || c.usage === 'frame_only' || !c.index) return { ...bare, lens: null };
  const lensRows = reviewRows(c).rows.slice(1);
  const photo = needsRx(c) && c.usePhoto && c.photo ? { photo_id: c.photo.id } : {};
  return {
    ...bare,
    lens: { usage: c.usage, index: c.index, coatings: c.coatings, prescription: c.prescription, price: sumRows(lensRows), ...photo },
  };
}

const needsRx = (c: Pick<LensConfiguratorContext, 'usage'>) => !!c.usage && USAGE_RULES[c.usage].prescription;
const isFrameOnly = (c: Pick<LensConfiguratorContext, 'usage'>) => c.usage === 'frame_only';

/**
 * Lenses for a frame, step by step: usage -> prescription (when the usage needs one; an SPH the
 * frame cannot be made in is refused on its field, naming the frame's range) -> lens index and
 * material (those made for the prescription in this frame) -> coatings and tints (at most one
 * tint) -> review, the price a row each -> add to the cart. Frame only goes from usage to review.
 * Back and forward keep what was entered. The server prices and checks everything again.
 */
export const lensConfiguratorMachine = setup({
  types: {
    input: {} as LensConfiguratorInput,
    context: {} as LensConfiguratorContext,
    events: {} as LensConfiguratorEvent,
    /** The step shown (the loading line, its failure, or one of LENS_STEPS), and what is on its way within it. */
    tags: {} as 'loading' | 'failed' | LensStep | 'uploading' | 'saving' | 'busy',
  },
  actors: {
    /** POST api/customer/lens_list. */
    loadLenses: providedCall<LensCatalogue>('loadLenses'),
    /** GET api/goods/sphRange for the frame: its SPH range with each index. */
    loadSphRange: providedCall<SphRanges, { goodsId: number }>('loadSphRange'),
    /** POST api/users/addCart with the lenses: answers the whole cart. */
    addGlasses: providedCall<CartLine[], AddGlassesInput>('addGlasses'),
    /** GET api/users/prescriptions for a customer; null for a visitor. */
    loadSaved: providedCall<SavedPrescription[] | null>('loadSaved'),
    /** POST api/users/prescriptions: the saved one. */
    savePrescription: providedCall<SavedPrescription, { name: string; prescription: Prescription }>('savePrescription'),
    /** POST api/users/prescriptionPhoto (multipart): the photo kept. */
    uploadPhoto: providedCall<PrescriptionPhoto, { file: File }>('uploadPhoto'),
  },
  guards: {
    hasUsage: ({ context }) => context.usage !== null,
    needsPrescription: ({ context }) => needsRx(context),
    isFrameOnly: ({ context }) => isFrameOnly(context),
    isLoaded: ({ context }) => context.catalogue !== null && context.sphRanges !== null,
    prescriptionValid: ({ context }) => !context.usage || (context.usePhoto ? context.photo !== null : checkRx(context).ok),
    /** Only a customer (the saved list read) may send a photo. */
    isPhotoMode: ({ context, event }) => event.type === 'lens.rx.photoMode' && context.saved !== null && typeof event.on === 'boolean',
    hasPhotoFile: ({ context, event }) => event.type === 'lens.rx.photo' && context.saved !== null && context.usePhoto && !!event.file,
    /** The values are typed (or picked): not while a photo stands for them (the fields are not shown). */
    typingValues: ({ context }) => !context.usePhoto,
    isSavedOne: ({ context, event }) => !context.usePhoto && event.type === 'lens.rx.pick' && !!context.saved?.some((p) => p.id === event.id),
    canSave: ({ context }) =>
      !context.usePhoto &&
      context.saved !== null &&
      !!context.usage &&
      validate(prescriptionSchema(context.usage), context.rx).ok &&
      prescriptionNameSchema.isValidSync(context.saveName),
    hasIndex: ({ context }) => context.index !== null,
    isOfferedIndex: ({ context, event }) => event.type === 'lens.index' && offeredIndices(context).includes(event.index),
    isKnownCoating: ({ context, event }) => event.type === 'lens.coating' && !!context.catalogue?.coatings.some((c) => c.code === event.code),
  },
  actions: {
    setCatalogue: assign((_, { catalogue }: { catalogue: LensCatalogue }) => ({ catalogue })),
    setSphRanges: assign((_, { ranges }: { ranges: FrameSphRanges }) => ({ sphRanges: ranges })),
    setUsage: assign(({ context, event }) => (event.type === 'lens.usage' ? { usage: event.usage, error: null } : context)),
    setRxField: assign(({ context, event }) => {
      if (event.type !== 'lens.rx.field') return context;
      const { rx, errors } = withRxField(context.rx, context.rxErrors, event.field, event.value);
      return { rx, rxErrors: errors, savedId: null };
    }),
    setSaved: assign((_, { saved }: { saved: SavedPrescription[] | null }) => ({ saved })),
    /** The picked prescription's values in the fields (its ADD dropped when the usage takes none). */
    pickSaved: assign(({ context, event }) => {
      const picked = event.type === 'lens.rx.pick' ? context.saved?.find((p) => p.id === event.id) : undefined;
      if (!picked || !context.usage) return context;
      const rx: RxForm = rxFormOf(picked.prescription);
      if (USAGE_RULES[context.usage].add === 'none') for (const eye of ['right', 'left'] as const) rx[eye].add = '';
      return { rx, rxErrors: {}, savedId: picked.id, saveError: null };
    }),
    setSaveName: assign(({ context, event }) => (event.type === 'lens.rx.name' ? { saveName: event.value, saveNameError: null } : context)),
    showSaveErrors: assign(({ context }) => {
      const r = validate(prescriptionSchema(context.usage!), context.rx);
      const name = validate(prescriptionNameSchema, context.saveName);
      return { rxErrors: r.ok ? {} : r.errors, saveNameError: name.ok ? null : (Object.values(name.errors)[0] ?? null) };
    }),
    keepSaved: assign(({ context }, { saved }: { saved: SavedPrescription }) => ({
      saved: [saved, ...(context.saved ?? [])],
      savedId: saved.id,
      saveName: '',
      saveError: null,
    })),
    rememberSaveError: assign((_, { error }: { error: unknown }) => ({ saveError: error })),
    clearSaveError: assign({ saveError: null, saveNameError: null }),
    showRxErrors: assign(({ context }) => {
      if (context.usePhoto) return { photoError: new Error(messages.rxPhotoRequired) };
      const r = checkRx(context);
      return { rxErrors: r.ok ? {} : r.errors };
    }),
    keepPrescription: assign(({ context }) => {
      if (context.usePhoto) return { prescription: null, rxErrors: {} };
      const r = checkRx(context);
      return { prescription: r.ok ? r.value : null, rxErrors: {} };
    }),
    setPhotoMode: assign(({ context, event }) => (event.type === 'lens.rx.photoMode' ? { usePhoto: event.on, photoError: null } : context)),
    setPhoto: assign((_, { photo }: { photo: PrescriptionPhoto }) => ({ photo, photoError: null })),
    rememberPhotoError: assign((_, { error }: { error: unknown }) => ({ photoError: error })),
    clearPhotoError: assign({ photoError: null }),
    dropPrescription: assign({ prescription: null }),
    /** Entering the index step: a chosen index no longer made for the prescription goes; none chosen takes the first offered. */
    fitIndex: assign(({ context }) => {
      const offered = offeredIndices(context);
      return { index: context.index && offered.includes(context.index) ? context.index : (offered[0] ?? null) };
    }),
    setIndex: assign(({ context, event }) => (event.type === 'lens.index' ? { index: event.index } : context)),
    toggleCoating: assign(({ context, event }) => {
      if (event.type !== 'lens.coating' || !context.catalogue) return context;
      if (context.coatings.includes(event.code)) return { coatings: context.coatings.filter((c) => c !== event.code) };
      const tint = context.catalogue.coatings.find((c) => c.code === event.code)?.kind === 'tint';
      const tints = new Set(context.catalogue.coatings.filter((c) => c.kind === 'tint').map((c) => c.code));
      // One tint at most: a new tint replaces the other.
      return { coatings: [...context.coatings.filter((c) => !tint || !tints.has(c)), event.code].sort() };
    }),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error })),
    clearError: assign({ error: null }),
    /** Provided by the app: the app's cart takes the lines the server answered. */
    tellCart: (_, _params: { lines: CartLine[] }) => {},
    /** Provided by the app: the glasses are in the cart, show it. */
    showCart: () => {},
  },
}).createMachine({
  id: 'lensConfigurator',
  context: ({ input }) => ({
    ...input,
    catalogue: null,
    sphRanges: null,
    usage: null,
    rx: emptyRx(),
    prescription: null,
    rxErrors: {},
    index: null,
    coatings: [],
    error: null,
    saved: null,
    saveName: '',
    saveNameError: null,
    savedId: null,
    saveError: null,
    usePhoto: false,
    photo: null,
    photoError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: "The lens catalogue and the frame's SPH ranges, read side by side; the first step once both are in.",
      tags: ['loading'],
      invoke: [
        {
          id: 'loadLenses',
          src: 'loadLenses',
          onDone: { actions: { type: 'setCatalogue', params: ({ event }) => ({ catalogue: event.output }) } },
          onError: { target: 'loadFailed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
        },
        {
          id: 'loadSphRange',
          src: 'loadSphRange',
          input: ({ context }) => ({ goodsId: context.goodsId }),
          onDone: { actions: { type: 'setSphRanges', params: ({ event }) => ({ ranges: event.output.ranges }) } },
          onError: { target: 'loadFailed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
        },
      ],
      always: { guard: 'isLoaded', target: 'usage', actions: 'clearError' },
    },
    loadFailed: {
      description: "The lens catalogue or the frame's SPH ranges could not be read; the shopper may try again.",
      tags: ['failed'],
      on: { 'lens.retry': { target: 'loading', actions: 'clearError' } },
    },
    usage: {
      tags: ['usage'],
      on: {
        'lens.usage': { actions: 'setUsage' },
        'lens.next': [
          { guard: 'needsPrescription', target: 'prescription' },
          { guard: 'isFrameOnly', target: 'review', actions: 'dropPrescription' },
          { guard: 'hasUsage', target: 'index', actions: 'dropPrescription' },
        ],
      },
    },
    prescription: {
      description:
        "Typed in, or a saved one picked (a customer's, read on entry); a customer may keep the entered one under a name, or upload a photo of the paper prescription instead.",
      tags: ['prescription'],
      invoke: {
        id: 'loadSaved',
        src: 'loadSaved',
        onDone: { actions: { type: 'setSaved', params: ({ event }) => ({ saved: event.output }) } },
        // Not read: the fields work as for a visitor.
        onError: { actions: { type: 'setSaved', params: () => ({ saved: null }) } },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'lens.rx.field': { guard: 'typingValues', actions: 'setRxField' },
            'lens.rx.pick': { guard: 'isSavedOne', actions: 'pickSaved' },
            'lens.rx.name': { guard: 'typingValues', actions: 'setSaveName' },
            'lens.rx.photoMode': { guard: 'isPhotoMode', actions: 'setPhotoMode' },
            'lens.rx.photo': { guard: 'hasPhotoFile', target: 'uploading', actions: 'clearPhotoError' },
            'lens.rx.save': [
              { guard: 'canSave', target: 'saving', actions: 'clearSaveError' },
              { guard: 'typingValues', actions: 'showSaveErrors' },
            ],
            'lens.back': { target: '#lensConfigurator.usage', actions: 'clearSaveError' },
            'lens.next': [
              { guard: 'prescriptionValid', target: '#lensConfigurator.index', actions: ['keepPrescription', 'clearSaveError'] },
              { actions: 'showRxErrors' },
            ],
          },
        },
        uploading: {
          tags: ['uploading'],
          invoke: {
            id: 'uploadPhoto',
            src: 'uploadPhoto',
            input: ({ event }) => ({ file: (event as { file: File }).file }),
            onDone: { target: 'editing', actions: { type: 'setPhoto', params: ({ event }) => ({ photo: event.output }) } },
            onError: { target: 'editing', actions: { type: 'rememberPhotoError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            id: 'savePrescription',
            src: 'savePrescription',
            input: ({ context }) => ({
              name: context.saveName.trim(),
              prescription: prescriptionSchema(context.usage!).cast(context.rx) as Prescription,
            }),
            onDone: { target: 'editing', actions: { type: 'keepSaved', params: ({ event }) => ({ saved: event.output }) } },
            onError: { target: 'editing', actions: { type: 'rememberSaveError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    index: {
      tags: ['index'],
      entry: 'fitIndex',
      on: {
        'lens.index': { guard: 'isOfferedIndex', actions: 'setIndex' },
        'lens.back': [{ guard: 'needsPrescription', target: 'prescription' }, { target: 'usage' }],
        'lens.next': { guard: 'hasIndex', target: 'coatings' },
      },
    },
    coatings: {
      tags: ['coatings'],
      on: {
        'lens.coating': { guard: 'isKnownCoating', actions: 'toggleCoating' },
        'lens.back': { target: 'index' },
        'lens.next': { target: 'review' },
      },
    },
    review: {
      description: 'The price a row each (frame, usage, index, each coating), and Add to cart; a refusal is shown here.',
      tags: ['review'],
      on: {
        'lens.back': [
          { guard: 'isFrameOnly', target: 'usage', actions: 'clearError' },
          { target: 'coatings', actions: 'clearError' },
        ],
        'lens.add': { target: 'adding', actions: 'clearError' },
      },
    },
    adding: {
      tags: ['review', 'busy'],
      invoke: {
        id: 'addGlasses',
        src: 'addGlasses',
        input: ({ context }) => addInput(context),
        onDone: {
          target: 'added',
          actions: [{ type: 'tellCart', params: ({ event }) => ({ lines: event.output }) }, 'showCart'],
        },
        onError: { target: 'review', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    added: { type: 'final', tags: ['review', 'busy'] },
  },
});

import { assign, setup } from 'xstate';
import type { AdminProductDetail, GoodsStatus, PriceTier } from '../../contract/admin-products';
import { failureOf, type FieldMessages } from '../../contract/codes';
import { productInputSchema, type ProductInput } from '../../contract/schemas/admin-products';
import { validate } from '../../contract/schemas/validate';
import { providedCall } from '../provided';

/**
 * The console's product editor (/admin/products/new and /admin/products/:id): every field of a
 * product as typed (texts), its colours and price tiers as lists, checked as the member types by
 * the contract's productInputSchema (the rules the server checks again), saved (or published: saved
 * as Published), previewed (the description's Markdown drawn by the shop's renderer), and, when
 * someone else saved the product meanwhile (409 productChanged), read again on Reload.
 */

export interface ColourDraft {
  /** An existing colour's id ('' for a new one). */
  id: string;
  name: string;
  hex: string;
  sku: string;
  /** A new colour's first stock (an existing colour's stock changes in the stock panel). */
  stock: string;
}
export interface TierDraft {
  min_qty: string;
  price: string;
}
export type TierList = 'ladder' | 'wholesale';

/** The product's fields as the form holds them. */
export interface ProductDraft {
  name: string;
  description: string;
  category_id: string;
  sku: string;
  status: GoodsStatus;
  shape: string;
  rim: string;
  material: string;
  gender: string;
  lens_width: string;
  bridge: string;
  temple: string;
  sph_min: string;
  sph_max: string;
  purchase_limit: string;
  low_stock_threshold: string;
  price_type: string;
  price: string;
  original_price: string;
  wholesale_moq: string;
  ladder: TierDraft[];
  wholesale: TierDraft[];
  colours: ColourDraft[];
}
export type DraftField = Exclude<keyof ProductDraft, 'ladder' | 'wholesale' | 'colours'>;

export const newColour = (): ColourDraft => ({ id: '', name: '', hex: '#000000', sku: '', stock: '0' });
const newTier = (): TierDraft => ({ min_qty: '', price: '' });

/** A new product's form: a draft, plainly priced, with one colour to fill in. */
export function emptyDraft(): ProductDraft {
  return {
    name: '',
    description: '',
    category_id: '',
    sku: '',
    status: 'draft',
    shape: '',
    rim: '',
    material: '',
    gender: '',
    lens_width: '',
    bridge: '',
    temple: '',
    sph_min: '',
    sph_max: '',
    purchase_limit: '0',
    low_stock_threshold: '5',
    price_type: 'plain',
    price: '',
    original_price: '',
    wholesale_moq: '0',
    ladder: [],
    wholesale: [],
    colours: [newColour()],
  };
}

const text = (v: number | null | undefined) => (v == null ? '' : String(v));
const tiersOf = (list: PriceTier[]): TierDraft[] => list.map((t) => ({ min_qty: String(t.min_qty), price: String(t.price) }));

/** A saved product as the form shows it. */
export function draftOf(p: AdminProductDetail): ProductDraft {
  return {
    name: p.name,
    description: p.description,
    category_id: String(p.category_id),
    sku: p.sku,
    status: p.status,
    shape: p.shape,
    rim: p.rim,
    material: p.material,
    gender: p.gender,
    lens_width: text(p.lens_width),
    bridge: text(p.bridge),
    temple: text(p.temple),
    sph_min: text(p.sph_min),
    sph_max: text(p.sph_max),
    purchase_limit: String(p.purchase_limit),
    low_stock_threshold: String(p.low_stock_threshold),
    price_type: p.price_type,
    price: String(p.price),
    original_price: text(p.original_price),
    wholesale_moq: String(p.wholesale_moq),
    ladder: tiersOf(p.ladder),
    wholesale: tiersOf(p.wholesale),
    colours: p.colours.map((c) => ({ id: String(c.id), name: c.name, hex: c.hex, sku: c.sku, stock: String(c.stock) })),
  };
}

/** What the form sends: the draft with a new colour's empty id left out, and tiers only where the price type has them. */
export function inputOf(d: ProductDraft): Record<string, unknown> {
  return {
    ...d,
    ladder: d.price_type === 'ladder' ? d.ladder : [],
    original_price: d.price_type === 'special' ? d.original_price : '',
    colours: d.colours.map(({ id, ...c }) => (id ? { id, ...c } : c)),
  };
}

/** The draft checked by the contract's rules: each failing field's message by its path (`colours[1].sku`), none when valid. */
export function checkDraft(d: ProductDraft): FieldMessages {
  const r = validate(productInputSchema, inputOf(d));
  return r.ok ? {} : r.errors;
}

export interface ProductEditorInput {
  /** The product being edited; none: a new product. */
  product?: AdminProductDetail | null;
}

export interface ProductEditorContext {
  id: number | null;
  version: number | null;
  draft: ProductDraft;
  errors: FieldMessages;
  /** After the first Save, messages follow what is typed. */
  submitted: boolean;
  /** A refusal not about one field (offline, a server error, the product changed meanwhile). */
  error: unknown;
  /** The description as shoppers would see it, once previewed. */
  preview: string | null;
  /** The draft as it was last read or saved: what `hasUnsavedChanges` compares with. */
  savedDraft: ProductDraft;
}

/** The form holds changes not saved yet (the console asks before a member leaves it). */
export const hasUnsavedChanges = (c: Pick<ProductEditorContext, 'draft' | 'savedDraft'>): boolean =>
  JSON.stringify(c.draft) !== JSON.stringify(c.savedDraft);

export interface SaveProductInput {
  id: number | null;
  version: number | null;
  input: ProductInput;
}

export type ProductEditorEvent =
  | { type: 'edit.field'; name: DraftField; value: string }
  | { type: 'edit.colour'; index: number; name: keyof Omit<ColourDraft, 'id'>; value: string }
  | { type: 'colour.add' }
  | { type: 'colour.remove'; index: number }
  | { type: 'edit.tier'; list: TierList; index: number; name: keyof TierDraft; value: string }
  | { type: 'tier.add'; list: TierList }
  | { type: 'tier.remove'; list: TierList; index: number }
  | { type: 'save' }
  | { type: 'publish' }
  | { type: 'preview' }
  | { type: 'reload' };

/** 409 productChanged: someone else saved the product since it was read. */
export const isProductConflict = (error: unknown) => (failureOf(error).reason as string | null) === 'productChanged';

export const productEditorMachine = setup({
  types: {
    input: {} as ProductEditorInput,
    context: {} as ProductEditorContext,
    events: {} as ProductEditorEvent,
    tags: {} as 'busy' | 'saved' | 'previewing' | 'reloading',
  },
  actors: {
    /** POST api/admin/products (a new one) or PUT api/admin/products/{id} with its version: the product saved. */
    save: providedCall<AdminProductDetail, SaveProductInput>('save'),
    /** POST api/admin/markdown-preview: the description as the shop draws it. */
    preview: providedCall<{ html: string }, { markdown: string }>('preview'),
    /** GET api/admin/products/{id}: the product as saved now (after someone else changed it). */
    load: providedCall<AdminProductDetail, { id: number }>('load'),
  },
  guards: {
    isValid: ({ context }) => Object.keys(checkDraft(context.draft)).length === 0,
    canReload: ({ context }) => context.id !== null && isProductConflict(context.error),
    /** Publish is offered until the product is published (then Save keeps it so). */
    canPublish: ({ context }) => context.draft.status !== 'published',
    canPublishValid: ({ context }) =>
      context.draft.status !== 'published' && Object.keys(checkDraft({ ...context.draft, status: 'published' })).length === 0,
  },
  actions: {
    edit: assign(({ context, event }) => {
      const d = context.draft;
      let draft = d;
      switch (event.type) {
        case 'edit.field':
          if (!(event.name in d)) break;
          draft = { ...d, [event.name]: event.value };
          break;
        case 'edit.colour':
          draft = { ...d, colours: d.colours.map((c, i) => (i === event.index ? { ...c, [event.name]: event.value } : c)) };
          break;
        case 'colour.add':
          draft = { ...d, colours: [...d.colours, newColour()] };
          break;
        case 'colour.remove':
          draft = { ...d, colours: d.colours.filter((_, i) => i !== event.index) };
          break;
        case 'edit.tier':
          if (!Array.isArray(d[event.list])) break;
          draft = { ...d, [event.list]: d[event.list].map((t, i) => (i === event.index ? { ...t, [event.name]: event.value } : t)) };
          break;
        case 'tier.add':
          if (!Array.isArray(d[event.list])) break;
          draft = { ...d, [event.list]: [...d[event.list], newTier()] };
          break;
        case 'tier.remove':
          if (!Array.isArray(d[event.list])) break;
          draft = { ...d, [event.list]: d[event.list].filter((_, i) => i !== event.index) };
          break;
      }
      return { draft, errors: context.submitted ? checkDraft(draft) : context.errors };
    }),
    markPublished: assign({ draft: ({ context }) => ({ ...context.draft, status: 'published' as const }) }),
    showErrors: assign({ errors: ({ context }) => checkDraft(context.draft), submitted: true, error: null }),
    clear: assign({ errors: {}, error: null, submitted: true }),
    take: assign((_, p: AdminProductDetail) => {
      const draft = draftOf(p);
      return { id: p.id, version: p.version, draft, savedDraft: draft, errors: {}, error: null, submitted: false };
    }),
    rememberFailure: assign((_, { error }: { error: unknown }) => {
      const { fieldErrors } = failureOf(error);
      return Object.keys(fieldErrors).length > 0 ? { errors: fieldErrors, error: null } : { error };
    }),
    showPreview: assign((_, html: string) => ({ preview: html })),
    /** Provided by the app: a saved product (a new one's page opens). */
    tellSaved: (_, _p: AdminProductDetail) => {},
  },
}).createMachine({
  id: 'productEditor',
  context: ({ input }) => {
    const draft = input.product ? draftOf(input.product) : emptyDraft();
    return {
      id: input.product?.id ?? null,
      version: input.product?.version ?? null,
      draft,
      savedDraft: draft,
      errors: {},
      submitted: false,
      error: null,
      preview: null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'edit.field': { actions: 'edit' },
        'edit.colour': { actions: 'edit' },
        'colour.add': { actions: 'edit' },
        'colour.remove': { actions: 'edit' },
        'edit.tier': { actions: 'edit' },
        'tier.add': { actions: 'edit' },
        'tier.remove': { actions: 'edit' },
        save: [{ guard: 'isValid', target: 'saving', actions: 'clear' }, { actions: 'showErrors' }],
        publish: [
          { guard: 'canPublishValid', target: 'saving', actions: ['clear', 'markPublished'] },
          { guard: 'canPublish', actions: ['markPublished', 'showErrors'] },
        ],
        preview: { target: 'previewing' },
        reload: { guard: 'canReload', target: 'reloading' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({
          id: context.id,
          version: context.version,
          input: productInputSchema.cast(inputOf(context.draft), { stripUnknown: true }),
        }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'take', params: ({ event }) => event.output },
            { type: 'tellSaved', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'editing', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: {
      tags: ['saved'],
      on: {
        'edit.field': { target: 'editing', actions: 'edit' },
        'edit.colour': { target: 'editing', actions: 'edit' },
        'colour.add': { target: 'editing', actions: 'edit' },
        'colour.remove': { target: 'editing', actions: 'edit' },
        'edit.tier': { target: 'editing', actions: 'edit' },
        'tier.add': { target: 'editing', actions: 'edit' },
        'tier.remove': { target: 'editing', actions: 'edit' },
        save: { target: 'saving', actions: 'clear' },
        publish: { guard: 'canPublish', target: 'saving', actions: ['clear', 'markPublished'] },
        preview: { target: 'previewing' },
      },
    },
    previewing: {
      tags: ['previewing'],
      invoke: {
        id: 'preview',
        src: 'preview',
        input: ({ context }) => ({ markdown: context.draft.description }),
        onDone: { target: 'editing', actions: { type: 'showPreview', params: ({ event }) => event.output.html } },
        onError: { target: 'editing', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    reloading: {
      tags: ['reloading', 'busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'editing', actions: { type: 'take', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

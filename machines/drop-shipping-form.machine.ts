import { assign, setup } from 'xstate';
import { failureOf, type FieldMessages } from '../contract/codes';
import type { OrderSummary, ShipAddress } from '../contract/orders';
import type { Country, Region } from '../contract/regions';
import { createShippingSchema, updateCustomerSchema } from '../contract/schemas/wholesale-services';
import { validate } from '../contract/schemas/validate';
import type { DropShipment } from '../contract/wholesale-services';
import { providedCall } from './provided';

/** The end customer's fields a person types into (country and state have their pickers). */
export const END_CUSTOMER_TEXT_FIELDS = ['firstname', 'lastname', 'phone', 'email', 'region', 'city', 'street', 'street2', 'postcode'] as const;
export type EndCustomerTextField = (typeof END_CUSTOMER_TEXT_FIELDS)[number];

/** What the form holds: the order (create), the end customer's address and e-mail, blind packaging (create). */
export type DropShippingValues = Record<EndCustomerTextField, string> & {
  /** The order sent to the end customer ('' until one is chosen). */
  order_id: string;
  country_id: string;
  /** The chosen state's id ('' for none or a free-text state). */
  region_id: string;
  blind_packaging: boolean;
};

export type DropShippingMode = 'create' | 'update';

export interface DropShippingInput {
  /**
   * The drop-shipping order whose end customer changes (api/orders/updateCustomer), with the
   * customer as it is now; absent: a new drop-shipping order (api/dropshipping/createShipping).
   */
  update?: { orderId: number; customer: ShipAddress; email: string };
}

/** What the form needs first: the countries of the pickers, and (create) the buyer's orders that can still go to a customer. */
export interface DropShippingChoices {
  countries: Country[];
  orders: OrderSummary[];
}

export interface DropShippingContext {
  mode: DropShippingMode;
  countries: Country[];
  orders: OrderSummary[];
  values: DropShippingValues;
  /** A message per field (the contract's, or the server's 422), shown under the field. */
  errors: FieldMessages;
  /** The server's 422 messages, each kept until its field changes. */
  serverErrors: FieldMessages;
  submitted: boolean;
  /** A refusal that is not about one field (the order has shipped, offline), or the choices' failure. */
  error: unknown;
  /** What the server saved: the confirmation's order number and link. */
  saved: DropShipment | null;
}

export type DropShippingEvent =
  | { type: 'drop.field'; name: EndCustomerTextField; value: string }
  | { type: 'drop.order'; orderId: string }
  /** Choosing a country resets the state chosen for the old one. */
  | { type: 'drop.country'; countryId: string }
  | { type: 'drop.region'; regionId: string }
  | { type: 'drop.blind'; value: boolean }
  | { type: 'drop.submit' }
  | { type: 'drop.retry' }
  /** After the confirmation: another order to another customer (create) or another change (update). */
  | { type: 'drop.again' };

export interface SaveDropShippingInput {
  mode: DropShippingMode;
  values: DropShippingValues;
}

const EMPTY: DropShippingValues = {
  order_id: '',
  firstname: '',
  lastname: '',
  phone: '',
  email: '',
  country_id: '',
  region_id: '',
  region: '',
  city: '',
  street: '',
  street2: '',
  postcode: '',
  blind_packaging: true,
};

/** The regions of a country among the loaded ones (undefined: a free-text state). */
export function regionsIn(countries: readonly Country[], countryId: string): Region[] | undefined {
  const list = countries.find((c) => c.country_id === countryId)?.province;
  return list && list.length > 0 ? list : undefined;
}

/** The form's first values: empty for a new order, the end customer as it is for a change. */
export function initialValues(input: DropShippingInput, countries: readonly Country[] = []): DropShippingValues {
  const update = input.update;
  if (!update) return { ...EMPTY };
  const c = update.customer;
  const region = regionsIn(countries, c.country_id)?.find((r) => r.code === c.region_code && c.region_code !== '');
  return {
    ...EMPTY,
    order_id: String(update.orderId),
    firstname: c.firstname,
    lastname: c.lastname,
    phone: c.phone,
    email: update.email,
    country_id: c.country_id,
    region_id: region ? String(region.region_id) : '',
    region: region ? region.default_name : c.region,
    city: c.city,
    street: c.street,
    street2: c.street2,
    postcode: c.postcode,
  };
}

/** The contract's messages for these values, one per field ({} when valid): createShipping's or updateCustomer's schema. */
export function checkDropShipping(mode: DropShippingMode, values: DropShippingValues): FieldMessages {
  // No order chosen yet is a missing order (the schema's "choose" message), not an unknown one.
  const { blind_packaging, order_id, ...rest } = values;
  const given = { ...rest, order_id: order_id === '' ? undefined : order_id };
  const result = mode === 'create' ? validate(createShippingSchema, { ...given, blind_packaging }) : validate(updateCustomerSchema, given);
  return result.ok ? {} : result.errors;
}

/** The fields whose messages a change may settle (a country also decides the state and the ZIP format). */
function affectedFields(event: DropShippingEvent): string[] {
  switch (event.type) {
    case 'drop.field':
      return [event.name];
    case 'drop.order':
      return ['order_id'];
    case 'drop.country':
      return ['country_id', 'region_id', 'region', 'postcode'];
    case 'drop.region':
      return ['region_id', 'region'];
    default:
      return [];
  }
}

/**
 * The drop-shipping form of /drop-shipping-service (create) and the order page's "Change end
 * customer" (update): first the countries of `POST Index/country` (and, to create, the buyer's
 * unshipped orders not yet drop-shipped), then the end customer's name, phone, e-mail and address
 * with the country picker and the state picker (a free-text state where the country has no list),
 * blind packaging; checked with the contract's schema, sent, and the confirmation with the order.
 * The server's field messages land under the fields, any other refusal (shipped) on its own.
 */
export const dropShippingFormMachine = setup({
  types: {
    input: {} as DropShippingInput,
    context: {} as DropShippingContext,
    events: {} as DropShippingEvent,
    tags: {} as 'loading' | 'failed' | 'editable' | 'busy' | 'done',
  },
  actors: {
    /** POST Index/country, and (create) the buyer's orders that can still be drop-shipped. */
    loadChoices: providedCall<DropShippingChoices, { mode: DropShippingMode }>('loadChoices'),
    /** POST api/dropshipping/createShipping (create) or api/orders/updateCustomer (update). */
    save: providedCall<DropShipment, SaveDropShippingInput>('save'),
  },
  guards: {
    isValid: ({ context }) => Object.keys(checkDropShipping(context.mode, context.values)).length === 0,
    isOfferedOrder: ({ context, event }) =>
      event.type === 'drop.order' && context.mode === 'create' && context.orders.some((o) => String(o.id) === event.orderId),
    isKnownCountry: ({ context, event }) => event.type === 'drop.country' && context.countries.some((c) => c.country_id === event.countryId),
    isRegionOfCountry: ({ context, event }) =>
      event.type === 'drop.region' &&
      (regionsIn(context.countries, context.values.country_id) ?? []).some((r) => String(r.region_id) === event.regionId),
    isCreate: ({ context }) => context.mode === 'create',
  },
  actions: {
    setChoices: assign((_, { choices }: { choices: DropShippingChoices }) => ({ countries: choices.countries, orders: choices.orders })),
    setField: assign({
      values: ({ context, event }) => (event.type === 'drop.field' ? { ...context.values, [event.name]: event.value } : context.values),
    }),
    setOrder: assign({
      values: ({ context, event }) => (event.type === 'drop.order' ? { ...context.values, order_id: event.orderId } : context.values),
    }),
    setCountry: assign({
      values: ({ context, event }) =>
        event.type === 'drop.country' ? { ...context.values, country_id: event.countryId, region_id: '', region: '' } : context.values,
    }),
    setRegion: assign({
      values: ({ context, event }) => {
        if (event.type !== 'drop.region') return context.values;
        const region = regionsIn(context.countries, context.values.country_id)?.find((r) => String(r.region_id) === event.regionId);
        return region ? { ...context.values, region_id: event.regionId, region: region.default_name } : context.values;
      },
    }),
    setBlind: assign({
      values: ({ context, event }) => (event.type === 'drop.blind' ? { ...context.values, blind_packaging: event.value } : context.values),
    }),
    /** Once submitted, messages follow the values; a server message stays until its field changes. */
    recheck: assign(({ context, event }) => {
      if (!context.submitted) return {};
      const serverErrors = { ...context.serverErrors };
      for (const field of affectedFields(event)) delete serverErrors[field];
      return { serverErrors, errors: { ...checkDropShipping(context.mode, context.values), ...serverErrors } };
    }),
    showErrors: assign({
      submitted: true,
      errors: ({ context }) => ({ ...checkDropShipping(context.mode, context.values), ...context.serverErrors }),
    }),
    clearErrors: assign({ errors: {}, serverErrors: {}, error: null }),
    rememberFailure: assign((_, { error }: { error: unknown }) => {
      const { fieldErrors } = failureOf(error);
      const onFields = Object.keys(fieldErrors).length > 0;
      return { submitted: true, errors: fieldErrors, serverErrors: fieldErrors, error: onFields ? null : (error ?? null) };
    }),
    /** A change starts from the customer as the order keeps it (a state's name): once the countries are known, the picker's choice. */
    matchRegion: assign(({ context }) =>
      context.values.region_id === '' ? { values: { ...context.values, ...regionOfName(context.countries, context.values) } } : {},
    ),
    rememberLoadFailure: assign((_, { error }: { error: unknown }) => ({ error: error ?? null })),
    setSaved: assign((_, { saved }: { saved: DropShipment }) => ({ saved })),
    /** Another round: a new order starts empty, a change starts from the customer just saved. */
    startOver: assign(({ context }) => {
      const saved = context.saved;
      const values =
        context.mode === 'update' && saved
          ? initialValues({ update: { orderId: saved.order_id, customer: saved.customer, email: saved.email } }, context.countries)
          : { ...EMPTY };
      return { values, errors: {}, serverErrors: {}, submitted: false, error: null, saved: null };
    }),
  },
}).createMachine({
  id: 'dropShippingForm',
  context: ({ input }) => ({
    mode: input.update ? 'update' : 'create',
    countries: [],
    orders: [],
    values: initialValues(input),
    errors: {},
    serverErrors: {},
    submitted: false,
    error: null,
    saved: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The countries of the pickers (Index/country) and, to create, the orders that can still go to a customer.',
      tags: ['loading'],
      invoke: {
        id: 'loadChoices',
        src: 'loadChoices',
        input: ({ context }) => ({ mode: context.mode }),
        onDone: {
          target: 'editing',
          actions: [{ type: 'setChoices', params: ({ event }) => ({ choices: event.output }) }, 'matchRegion'],
        },
        onError: { target: 'failed', actions: { type: 'rememberLoadFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The choices could not be loaded: a Try again.',
      tags: ['failed'],
      on: { 'drop.retry': { target: 'loading', actions: 'clearErrors' } },
    },
    editing: {
      description: 'The buyer fills the form; messages appear after the first submit and then follow the typing.',
      tags: ['editable'],
      on: {
        'drop.field': { actions: ['setField', 'recheck'] },
        'drop.order': { guard: 'isOfferedOrder', actions: ['setOrder', 'recheck'] },
        'drop.country': { guard: 'isKnownCountry', actions: ['setCountry', 'recheck'] },
        'drop.region': { guard: 'isRegionOfCountry', actions: ['setRegion', 'recheck'] },
        'drop.blind': { guard: 'isCreate', actions: 'setBlind' },
        'drop.submit': [{ guard: 'isValid', target: 'saving', actions: 'clearErrors' }, { actions: 'showErrors' }],
      },
    },
    saving: {
      description: 'createShipping or updateCustomer; further submits are ignored.',
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ mode: context.mode, values: context.values }),
        onDone: { target: 'done', actions: { type: 'setSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: { target: 'editing', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: {
      description: 'The confirmation: the order number, linking to its page.',
      tags: ['done'],
      on: { 'drop.again': { target: 'loading', actions: 'startOver' } },
    },
  },
});

/** A free-text state name that is one of the country's listed states, as the picker's choice. */
function regionOfName(countries: readonly Country[], values: DropShippingValues): Partial<DropShippingValues> {
  const region = regionsIn(countries, values.country_id)?.find((r) => r.default_name === values.region);
  return region ? { region_id: String(region.region_id) } : {};
}

export type DropShippingFormMachine = typeof dropShippingFormMachine;

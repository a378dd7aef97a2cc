import { assign, setup } from 'xstate';
import type { Address } from '../contract/checkout';
import { failureOf, type FieldMessages } from '../contract/codes';
import { countryOf, regionOf, regionsOf } from '../contract/regions';
import { addressSchema } from '../contract/schemas/checkout';
import { validate } from '../contract/schemas/validate';
import { providedCall } from './provided';

/** What the form holds: an address of the book without its id and country name (region_id null for a free-text state). */
export type AddressValues = Omit<Address, 'id' | 'country'>;

/** The fields a person types into (country and region have their pickers). */
export const TEXT_FIELDS = ['firstname', 'lastname', 'phone', 'region', 'city', 'street', 'street2', 'postcode'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export interface AddressFormInput {
  /** The address being edited; absent for a new one. */
  address?: Address | null;
  /** Prefills of a new address (e.g. the customer's name). */
  defaults?: Partial<AddressValues>;
}

export interface AddressFormContext {
  /** The id of the address being edited, null for a new one. */
  id: number | null;
  values: AddressValues;
  /** A message per field (ours from addressSchema, or the server's 422), shown under the field. */
  errors: FieldMessages;
  /** After the first submit, messages follow what is typed. */
  submitted: boolean;
  /** A refusal that is not about one field (e.g. address book full, offline). */
  error: unknown;
  saved: Address | null;
}

/**
 * What the form shows (src/features/address/address-form.view.ts): `editable` fields, `busy`
 * while saving (the fields read-only, Save's spinner), `done` once saved.
 */
export type AddressFormTag = 'editable' | 'busy' | 'done';

export type AddressFormEvent =
  | { type: 'address.field'; name: TextField; value: string }
  | { type: 'address.default'; value: boolean }
  /** Spec section 4: choosing a country resets the region's id, code and name. */
  | { type: 'address.country'; countryId: string }
  | { type: 'address.region'; regionId: number }
  | { type: 'address.submit' };

export interface SaveAddressInput {
  id: number | null;
  values: AddressValues;
}

const EMPTY: AddressValues = {
  firstname: '',
  lastname: '',
  phone: '',
  country_id: '',
  region_id: null,
  region_code: '',
  region: '',
  city: '',
  street: '',
  street2: '',
  postcode: '',
  is_default: false,
};

export function valuesOf(address: Address | null | undefined, defaults: Partial<AddressValues> = {}): AddressValues {
  if (!address) {
    const given = Object.fromEntries(Object.entries(defaults).filter(([, v]) => v !== undefined));
    return { ...EMPTY, ...given };
  }
  const { id: _id, country: _country, ...values } = address;
  return { ...EMPTY, ...values };
}

/** addressSchema's messages for these values, one per field ({} when valid). */
export function checkAddress(values: AddressValues): FieldMessages {
  const result = validate(addressSchema, values);
  return result.ok ? {} : result.errors;
}

/** True when the country's state is chosen from a list (regionsOf), false for a free-text state. */
export function hasRegions(countryId: string): boolean {
  return Boolean(countryId && regionsOf(countryId));
}

/** The fields whose messages a change may settle (a country also decides the region and the ZIP format). */
function affectedFields(event: AddressFormEvent): string[] {
  switch (event.type) {
    case 'address.field':
      return [event.name];
    case 'address.country':
      return ['country_id', 'region_id', 'region', 'postcode'];
    case 'address.region':
      return ['region_id', 'region'];
    default:
      return [];
  }
}

/**
 * One address form (checkout's "add" and "edit", the address book's pages): fields with the
 * country picker and the state picker, checked with the contract's addressSchema, then saved
 * (addAddress or updateAddress/{id}). The server's 422 field messages land under the fields.
 */
export const addressFormMachine = setup({
  types: {
    input: {} as AddressFormInput,
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
    output: {} as Address,
    tags: {} as AddressFormTag,
  },
  actors: {
    /** POST api/users/addAddress for a new address, api/users/updateAddress/{id} for an edit: answers the saved address. */
    saveAddress: providedCall<Address, SaveAddressInput>('saveAddress'),
  },
  guards: {
    isValid: ({ context }) => Object.keys(checkAddress(context.values)).length === 0,
    isKnownCountry: ({ event }) => event.type === 'address.country' && Boolean(countryOf(event.countryId)),
    isRegionOfCountry: ({ context, event }) => event.type === 'address.region' && Boolean(regionOf(context.values.country_id, event.regionId)),
  },
  actions: {
    setField: assign({
      values: ({ context, event }) => (event.type === 'address.field' ? { ...context.values, [event.name]: event.value } : context.values),
    }),
    setDefault: assign({
      values: ({ context, event }) => (event.type === 'address.default' ? { ...context.values, is_default: event.value } : context.values),
    }),
    setCountry: assign({
      values: ({ context, event }) =>
        event.type === 'address.country'
          ? { ...context.values, country_id: event.countryId.toUpperCase(), region_id: null, region_code: '', region: '' }
          : context.values,
    }),
    setRegion: assign({
      values: ({ context, event }) => {
        if (event.type !== 'address.region') return context.values;
        const region = regionOf(context.values.country_id, event.regionId);
        return region ? { ...context.values, region_id: region.region_id, region_code: region.code, region: region.default_name } : context.values;
      },
    }),
    /**
     * Once submitted, messages follow the values: the changed fields are checked again, and a
     * server message on a field the shopper has not touched stays.
     */
    recheck: assign({
      errors: ({ context, event }) => {
        if (!context.submitted) return {};
        const kept = { ...context.errors };
        for (const field of affectedFields(event)) delete kept[field];
        return { ...kept, ...checkAddress(context.values) };
      },
    }),
    showErrors: assign({ submitted: true, errors: ({ context }) => checkAddress(context.values) }),
    clearErrors: assign({ errors: {}, error: null }),
    /** The server's field messages go under their fields; a refusal with none shows on its own. */
    rememberFailure: assign((_, { error }: { error: unknown }) => {
      const { fieldErrors } = failureOf(error);
      const onFields = Object.keys(fieldErrors).length > 0;
      return { submitted: true, errors: fieldErrors, error: onFields ? null : (error ?? null) };
    }),
    setSaved: assign((_, { address }: { address: Address }) => ({ saved: address })),
    /**
     * Provided by the app where the form is a page of its own: what follows a save (the address
     * book's page goes back to the book). Inside the checkout the parent takes the output instead.
     */
    leaveForm: (_, _params: { address: Address }) => {},
  },
}).createMachine({
  id: 'addressForm',
  context: ({ input }) => ({
    id: input.address?.id ?? null,
    values: valuesOf(input.address, input.defaults),
    errors: {},
    submitted: false,
    error: null,
    saved: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The shopper fills the fields; messages appear after the first "Save" and then follow the typing.',
      tags: ['editable'],
      on: {
        'address.field': { actions: ['setField', 'recheck'] },
        'address.default': { actions: 'setDefault' },
        'address.country': { guard: 'isKnownCountry', actions: ['setCountry', 'recheck'] },
        'address.region': { guard: 'isRegionOfCountry', actions: ['setRegion', 'recheck'] },
        'address.submit': [{ guard: 'isValid', target: 'saving', actions: 'clearErrors' }, { actions: 'showErrors' }],
      },
    },
    saving: {
      description: 'addAddress or updateAddress/{id}; further submits are ignored.',
      tags: ['busy'],
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => ({ id: context.id, values: context.values }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'setSaved', params: ({ event }) => ({ address: event.output }) },
            { type: 'leaveForm', params: ({ event }) => ({ address: event.output }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: { type: 'final', tags: ['done'] },
  },
  output: ({ context }) => context.saved!,
});

export type AddressFormMachine = typeof addressFormMachine;

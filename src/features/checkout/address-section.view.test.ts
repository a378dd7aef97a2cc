import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Address } from '../../../contract/checkout';
import { checkoutMachine, type CheckoutContext } from '../../../machines/checkout.machine';
import { addressSectionView } from './address-section.view';

const address = (id: number): Address => ({
  id,
  firstname: 'Ada',
  lastname: 'Lovelace',
  phone: '+1 408 555 0100',
  country_id: 'US',
  country: 'United States',
  region_id: null,
  region_code: '',
  region: 'CA',
  city: 'San Jose',
  street: `${id} Main St`,
  street2: '',
  postcode: '95112',
  is_default: id === 1,
});
const book = [address(1), address(2)];

// The context a checkout starts with, then what each case needs.
const initial = createActor(checkoutMachine, { input: { cartIds: [1] } }).getSnapshot().context;
const view = (address: string, over: Partial<CheckoutContext> = {}) =>
  addressSectionView(
    checkoutMachine.resolveState({ value: { ready: { address } }, context: { ...initial, addresses: book, addressId: 1, ...over } }),
  );

describe('addressSectionView', () => {
  it('shows the book to choose from, the order’s address chosen', () => {
    expect(view('choosing')).toMatchObject({ form: null, addresses: book, addressId: 1, blocked: false });
  });

  it('opens the form for a new address, with a Cancel only when the book has others', () => {
    expect(view('adding')).toMatchObject({ form: 'adding', canCancel: true });
    expect(view('adding', { addresses: [], addressId: null })).toMatchObject({ form: 'adding', canCancel: false });
  });

  it('opens the form for an address of the book, always with a Cancel', () => {
    expect(view('editing', { editingAddress: book[1] })).toMatchObject({ form: 'editing', canCancel: true });
  });

  it('says an address is needed when Place order was pressed without one', () => {
    expect(view('adding', { addresses: [], addressId: null, blocker: 'address' }).blocked).toBe(true);
  });
});

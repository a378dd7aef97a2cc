import { describe, expect, it } from 'vitest';
import type { Address } from '../../../contract/checkout';
import { addressBookMachine, type AddressBookContext } from '../../../machines/address-book.machine';
import { addressBookView } from './address-book.view';

const address = (id: number, is_default = false): Address => ({
  id,
  firstname: 'Ada',
  lastname: 'Lovelace',
  phone: '+1 555 0100',
  country_id: 'US',
  country: 'United States',
  region_id: null,
  region_code: '',
  region: 'CA',
  city: 'San Francisco',
  street: `${id} Market St`,
  street2: '',
  postcode: '94105',
  is_default,
});
const addresses = [address(1, true), address(2)];
const view = (value: Parameters<typeof addressBookMachine.resolveState>[0]['value'], over: Partial<AddressBookContext> = {}) =>
  addressBookView(addressBookMachine.resolveState({ value, context: { addresses, pendingId: null, error: null, ...over } }));

const off = { loading: false, failed: false, ready: false, reloading: false, settingDefault: false, pending: null, error: null };

describe('addressBookView', () => {
  it('says the book is loading or failed', () => {
    expect(view('loading', { addresses: [] })).toMatchObject({ ...off, loading: true, addresses: [] });
    const offline = new Error('offline');
    expect(view('failed', { addresses: [], error: offline })).toMatchObject({ ...off, failed: true, error: offline });
  });

  it('shows the book, nothing pending', () => {
    expect(view({ ready: 'idle' })).toEqual({ ...off, ready: true, addresses });
  });

  it('names the address being deleted while the confirmation runs, then while the book reloads', () => {
    expect(view({ ready: 'removing' }, { pendingId: 2 })).toMatchObject({ ...off, ready: true, pending: addresses[1] });
    expect(view({ ready: 'reloading' }, { pendingId: 2 })).toMatchObject({ ...off, ready: true, reloading: true, pending: addresses[1] });
  });

  it('says which address is being made the default', () => {
    expect(view({ ready: 'settingDefault' }, { pendingId: 2 })).toMatchObject({ ...off, ready: true, settingDefault: true, pending: addresses[1] });
  });
});

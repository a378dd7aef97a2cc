import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Address } from '../../../contract/checkout';
import { regionsOf } from '../../../contract/regions';
import { addressFormMachine, type SaveAddressInput } from '../../../machines/address-form.machine';
import { addressFormView } from './address-form.view';

const california = regionsOf('US')!.find((r) => r.code === 'CA')!;
const address: Address = {
  id: 4,
  firstname: 'Ada',
  lastname: 'Lovelace',
  phone: '+1 408 555 0100',
  country_id: 'US',
  country: 'United States',
  region_id: california.region_id,
  region_code: 'CA',
  region: 'California',
  city: 'San Jose',
  street: '1 Main St',
  street2: '',
  postcode: '95112',
  is_default: false,
};
const tick = () => new Promise((r) => setTimeout(r, 0));

function start(answer: () => Promise<Address>, input: { address?: Address } = { address }) {
  const saveAddress = fromPromise<Address, SaveAddressInput>(answer);
  return createActor(addressFormMachine.provide({ actors: { saveAddress }, actions: { leaveForm: () => {} } }), { input }).start();
}

describe('addressFormView', () => {
  it('shows the address editable, with the state picker of a country with regions', () => {
    const v = addressFormView(start(() => new Promise(() => {})).getSnapshot());
    expect(v).toMatchObject({ errors: {}, failure: null, busy: false, withRegions: true });
    expect(v.values).toMatchObject({ firstname: 'Ada', country_id: 'US', region_id: california.region_id });
  });

  it('types the state for a country without regions', () => {
    const actor = start(() => new Promise(() => {}));
    actor.send({ type: 'address.country', countryId: 'IE' });
    expect(addressFormView(actor.getSnapshot()).withRegions).toBe(false);
  });

  it('shows the messages of an invalid save and stays editable', () => {
    const actor = start(() => new Promise(() => {}), {});
    actor.send({ type: 'address.submit' });
    const v = addressFormView(actor.getSnapshot());
    expect(v.busy).toBe(false);
    expect(v.errors.firstname).toBeTruthy();
  });

  it('is busy while saving', () => {
    const actor = start(() => new Promise(() => {}));
    actor.send({ type: 'address.submit' });
    expect(addressFormView(actor.getSnapshot()).busy).toBe(true);
  });

  it('shows a refusal that is not about one field, editable again', async () => {
    const full = Object.assign(new Error('Address book is full'), { kind: 'conflict' });
    const actor = start(() => Promise.reject(full));
    actor.send({ type: 'address.submit' });
    await tick();
    expect(addressFormView(actor.getSnapshot())).toMatchObject({ busy: false, failure: full });
  });
});

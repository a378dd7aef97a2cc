import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Address } from '../contract/checkout';
import { messages } from '../contract/messages';
import { regionsOf } from '../contract/regions';
import { addressFormMachine, hasRegions, type SaveAddressInput } from './address-form.machine';

const california = regionsOf('US')!.find((r) => r.code === 'CA')!;
const ontario = regionsOf('CA')!.find((r) => r.code === 'ON')!;

/** A 422 as the app's ApiError reads it (contract/codes.ts failureOf): kind `invalid` with field messages. */
class Invalid extends Error {
  readonly kind = 'invalid';
  constructor(readonly fieldErrors: Record<string, string>) {
    super('invalid');
  }
}

function start(o: { address?: Address; fail?: () => Error | null } = {}) {
  const saved: SaveAddressInput[] = [];
  const left: Address[] = [];
  const actor = createActor(
    addressFormMachine.provide({
      actions: { leaveForm: (_, { address }) => void left.push(address) },
      actors: {
        saveAddress: fromPromise<Address, SaveAddressInput>(async ({ input }) => {
          saved.push(input);
          const error = o.fail?.();
          if (error) throw error;
          return { ...input.values, id: input.id ?? 31, country: 'United States' };
        }),
      },
    }),
    { input: { address: o.address } },
  ).start();
  const fill = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) actor.send({ type: 'address.field', name: name as never, value });
  };
  return { actor, saved, left, fill };
}

const valid = { firstname: 'Ada', lastname: 'Lovelace', phone: '+1 408 555 0100', city: 'San Jose', street: '1 Main St', postcode: '95112' };

describe('address form machine', () => {
  it('shows every required field’s message at the first submit, and saves nothing', () => {
    const { actor, saved } = start();
    actor.send({ type: 'address.submit' });
    expect(actor.getSnapshot().context.errors).toMatchObject({
      firstname: messages.firstnameRequired,
      lastname: messages.lastnameRequired,
      phone: messages.phoneRequired,
      country_id: messages.countryRequired,
      city: messages.cityRequired,
      street: messages.streetRequired,
      postcode: messages.postcodeRequired,
    });
    expect(saved).toEqual([]);
  });

  it('shows no message before the first submit, then messages follow the typing', () => {
    const { actor, fill } = start();
    fill({ firstname: '' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'address.submit' });
    fill({ firstname: 'Ada' });
    expect(actor.getSnapshot().context.errors.firstname).toBeUndefined();
    expect(actor.getSnapshot().context.errors.lastname).toBe(messages.lastnameRequired);
  });

  it('asks for a state of a country with regions and takes its id, code and name', async () => {
    const { actor, fill, saved, left } = start();
    fill(valid);
    actor.send({ type: 'address.country', countryId: 'us' });
    actor.send({ type: 'address.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ region_id: messages.regionRequired });
    actor.send({ type: 'address.region', regionId: ontario.region_id });
    expect(actor.getSnapshot().context.values.region_id).toBeNull();
    actor.send({ type: 'address.region', regionId: california.region_id });
    expect(actor.getSnapshot().context.values).toMatchObject({
      country_id: 'US',
      region_id: california.region_id,
      region_code: 'CA',
      region: 'California',
    });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'address.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saved[0]!.id).toBeNull();
    expect(actor.getSnapshot().output).toMatchObject({ id: 31, region: 'California' });
    // Where the form is a page of its own, the app leaves it with the saved address.
    expect(left).toEqual([actor.getSnapshot().output]);
  });

  it('resets the region’s id, code and name when the country changes (spec section 4)', () => {
    const { actor } = start();
    actor.send({ type: 'address.country', countryId: 'US' });
    actor.send({ type: 'address.region', regionId: california.region_id });
    actor.send({ type: 'address.country', countryId: 'GB' });
    expect(actor.getSnapshot().context.values).toMatchObject({ country_id: 'GB', region_id: null, region_code: '', region: '' });
    actor.send({ type: 'address.country', countryId: 'XX' });
    expect(actor.getSnapshot().context.values.country_id).toBe('GB');
  });

  it('takes a free-text state for a country without regions', async () => {
    const { actor, fill, saved } = start();
    expect(hasRegions('GB')).toBe(false);
    expect(hasRegions('US')).toBe(true);
    actor.send({ type: 'address.country', countryId: 'GB' });
    fill({ ...valid, postcode: 'SW1A 2AA', region: 'Greater London' });
    actor.send({ type: 'address.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saved[0]!.values).toMatchObject({ country_id: 'GB', region_id: null, region: 'Greater London' });
  });

  it('checks a US ZIP code', () => {
    const { actor, fill } = start();
    actor.send({ type: 'address.country', countryId: 'US' });
    actor.send({ type: 'address.region', regionId: california.region_id });
    fill({ ...valid, postcode: 'SW1A 2AA' });
    actor.send({ type: 'address.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ postcode: messages.postcodeInvalid });
  });

  it('edits an address: starts from its values and saves under its id', async () => {
    const address: Address = {
      id: 5,
      ...valid,
      street2: '',
      country_id: 'US',
      country: 'United States',
      region_id: california.region_id,
      region_code: 'CA',
      region: 'California',
      is_default: true,
    };
    const { actor, fill, saved } = start({ address });
    fill({ city: 'Oakland' });
    actor.send({ type: 'address.default', value: false });
    actor.send({ type: 'address.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saved[0]).toMatchObject({ id: 5, values: { city: 'Oakland', is_default: false, region_code: 'CA' } });
  });

  it('shows the server’s field messages under their fields until those fields change', async () => {
    let fail = true;
    const { actor, fill, saved } = start({ fail: () => (fail ? new Invalid({ phone: messages.phoneInvalid, street: 'Street unknown' }) : null) });
    actor.send({ type: 'address.country', countryId: 'GB' });
    fill(valid);
    actor.send({ type: 'address.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.errors).toEqual({ phone: messages.phoneInvalid, street: 'Street unknown' });
    fill({ phone: '+44 20 7946 0958' });
    expect(actor.getSnapshot().context.errors).toEqual({ street: 'Street unknown' });
    fail = false;
    actor.send({ type: 'address.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saved).toHaveLength(2);
  });

  it('keeps a refusal that is not about a field as the form’s message', async () => {
    const { actor, fill, left } = start({ fail: () => new Error(messages.addressBookFull) });
    actor.send({ type: 'address.country', countryId: 'GB' });
    fill(valid);
    actor.send({ type: 'address.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect((actor.getSnapshot().context.error as Error).message).toBe(messages.addressBookFull);
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(left).toEqual([]);
  });
});

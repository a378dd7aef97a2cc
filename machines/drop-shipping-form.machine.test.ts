import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../contract/messages';
import type { OrderSummary, ShipAddress } from '../contract/orders';
import { COUNTRIES, regionsOf } from '../contract/regions';
import type { DropShipment } from '../contract/wholesale-services';
import {
  checkDropShipping,
  dropShippingFormMachine,
  type DropShippingChoices,
  type DropShippingInput,
  type SaveDropShippingInput,
} from './drop-shipping-form.machine';

const california = regionsOf('US')!.find((r) => r.code === 'CA')!;
const ORDER: OrderSummary = {
  id: 41,
  order_no: 'OS2611-AAAA11',
  status: 'paid',
  created_at: '2026-11-20T10:00:00Z',
  total: 120,
  currency: { symbol: '$', money: 'USD', exchange_rate: 1 },
  item_count: 2,
  img: '',
  payment_method: 'card',
};

/** A 422 / 409 as the app's ApiError reads it (contract/codes.ts failureOf). */
class Invalid extends Error {
  readonly kind = 'invalid';
  constructor(readonly fieldErrors: Record<string, string>) {
    super('invalid');
  }
}
class Conflict extends Error {
  readonly kind = 'conflict';
  readonly fieldErrors = {};
}

const customer: ShipAddress = {
  firstname: 'End',
  lastname: 'Buyer',
  phone: '+1 619 555 0100',
  country_id: 'US',
  country: 'United States',
  region_code: 'CA',
  region: 'California',
  city: 'San Diego',
  street: '1 Harbor Dr',
  street2: '',
  postcode: '92101',
};

function start(o: { input?: DropShippingInput; load?: () => Promise<DropShippingChoices>; fail?: () => Error | null } = {}) {
  const saved: SaveDropShippingInput[] = [];
  const loads: string[] = [];
  const actor = createActor(
    dropShippingFormMachine.provide({
      actors: {
        loadChoices: fromPromise(async ({ input }) => {
          loads.push(input.mode);
          return o.load ? o.load() : { countries: [...COUNTRIES], orders: input.mode === 'create' ? [ORDER] : [] };
        }),
        save: fromPromise<DropShipment, SaveDropShippingInput>(async ({ input }) => {
          saved.push(input);
          const error = o.fail?.();
          if (error) throw error;
          const v = input.values;
          return {
            id: 7,
            order_id: Number(v.order_id),
            order_no: ORDER.order_no,
            blind_packaging: v.blind_packaging,
            status: 'paid',
            customer: { ...customer, firstname: v.firstname, city: v.city },
            email: v.email,
          };
        }),
      },
    }),
    { input: o.input ?? {} },
  ).start();
  const fill = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) actor.send({ type: 'drop.field', name: name as never, value });
  };
  return { actor, saved, loads, fill };
}

const valid = { firstname: 'Ada', lastname: 'Lovelace', phone: '+1 408 555 0100', city: 'San Jose', street: '1 Main St', postcode: '95112' };

describe('drop-shipping form machine', () => {
  it('loads the countries and the orders that can go to a customer, then edits', async () => {
    const { actor, loads } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(loads).toEqual(['create']);
    expect(actor.getSnapshot().context.orders).toEqual([ORDER]);
    expect(actor.getSnapshot().context.countries.length).toBeGreaterThan(200);
  });

  it('fails to load with a Try again that loads again', async () => {
    let calls = 0;
    const { actor } = start({
      load: () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ countries: [...COUNTRIES], orders: [ORDER] })),
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect((actor.getSnapshot().context.error as Error).message).toBe('offline');
    actor.send({ type: 'drop.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('asks for the order and the end customer at the first submit, and sends nothing', async () => {
    const { actor, saved } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'drop.submit' });
    expect(actor.getSnapshot().context.errors).toMatchObject({
      order_id: messages.dropShipChooseOrder,
      firstname: messages.firstnameRequired,
      country_id: messages.countryRequired,
      postcode: messages.postcodeRequired,
    });
    expect(saved).toEqual([]);
  });

  it('takes only an offered order, a loaded country and a state of that country; a new country resets the state', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'drop.order', orderId: '999' });
    actor.send({ type: 'drop.country', countryId: 'XX' });
    actor.send({ type: 'drop.region', regionId: String(california.region_id) });
    expect(actor.getSnapshot().context.values).toMatchObject({ order_id: '', country_id: '', region_id: '' });
    actor.send({ type: 'drop.order', orderId: '41' });
    actor.send({ type: 'drop.country', countryId: 'US' });
    actor.send({ type: 'drop.region', regionId: String(california.region_id) });
    expect(actor.getSnapshot().context.values).toMatchObject({
      order_id: '41',
      country_id: 'US',
      region_id: String(california.region_id),
      region: 'California',
    });
    actor.send({ type: 'drop.country', countryId: 'GB' });
    expect(actor.getSnapshot().context.values).toMatchObject({ country_id: 'GB', region_id: '', region: '' });
  });

  it('sends the order, the customer and blind packaging; confirms with the order; starts over for another', async () => {
    const { actor, saved, fill, loads } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'drop.order', orderId: '41' });
    fill(valid);
    actor.send({ type: 'drop.country', countryId: 'US' });
    actor.send({ type: 'drop.region', regionId: String(california.region_id) });
    actor.send({ type: 'drop.blind', value: false });
    actor.send({ type: 'drop.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(saved).toEqual([
      {
        mode: 'create',
        values: expect.objectContaining({ order_id: '41', firstname: 'Ada', region_id: String(california.region_id), blind_packaging: false }),
      },
    ]);
    expect(actor.getSnapshot().context.saved).toMatchObject({ order_id: 41, order_no: ORDER.order_no });
    actor.send({ type: 'drop.again' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(loads).toEqual(['create', 'create']);
    expect(actor.getSnapshot().context.values).toMatchObject({ order_id: '', firstname: '', blind_packaging: true });
  });

  it('puts the server’s field messages under their fields until they change, and a refusal on its own', async () => {
    let answer: Error | null = new Invalid({ postcode: messages.postcodeInvalid });
    const { actor, fill } = start({ fail: () => answer });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'drop.order', orderId: '41' });
    fill(valid);
    actor.send({ type: 'drop.country', countryId: 'US' });
    actor.send({ type: 'drop.region', regionId: String(california.region_id) });
    actor.send({ type: 'drop.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.submitted);
    expect(actor.getSnapshot().context.errors).toEqual({ postcode: messages.postcodeInvalid });
    fill({ city: 'Fresno' });
    expect(actor.getSnapshot().context.errors).toEqual({ postcode: messages.postcodeInvalid });
    fill({ postcode: '93650' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    answer = new Conflict(messages.orderShipped);
    actor.send({ type: 'drop.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error != null);
    expect((actor.getSnapshot().context.error as Error).message).toBe(messages.orderShipped);
  });

  it('changes the end customer of an order: starts from the customer as it is (its state picked), no blind packaging choice', async () => {
    const { actor, saved, loads, fill } = start({ input: { update: { orderId: 41, customer, email: 'end@example.com' } } });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(loads).toEqual(['update']);
    expect(actor.getSnapshot().context.values).toMatchObject({
      order_id: '41',
      firstname: 'End',
      email: 'end@example.com',
      country_id: 'US',
      region_id: String(california.region_id),
      region: 'California',
      city: 'San Diego',
    });
    actor.send({ type: 'drop.order', orderId: '41' });
    actor.send({ type: 'drop.blind', value: false });
    expect(actor.getSnapshot().context.values.blind_packaging).toBe(true);
    fill({ city: 'Fresno', postcode: '93650' });
    actor.send({ type: 'drop.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(saved[0]).toMatchObject({ mode: 'update', values: { order_id: '41', city: 'Fresno' } });
  });

  it('checks with createShipping’s schema to create and updateCustomer’s to change', () => {
    const values = { ...valid, order_id: '', email: '', country_id: 'GB', region_id: '', region: '', street2: '', blind_packaging: true };
    expect(checkDropShipping('create', values)).toEqual({ order_id: messages.dropShipChooseOrder });
    expect(checkDropShipping('update', { ...values, order_id: '41', postcode: 'SW1A 1AA' })).toEqual({});
    expect(checkDropShipping('update', { ...values, order_id: '41', postcode: 'SW1A 1AA', email: 'nope' })).toEqual({ email: messages.emailInvalid });
  });
});

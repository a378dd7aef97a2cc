import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { OrderSummary } from '../../../contract/orders';
import { COUNTRIES } from '../../../contract/regions';
import type { DropShipment } from '../../../contract/wholesale-services';
import {
  dropShippingFormMachine,
  type DropShippingChoices,
  type DropShippingMode,
  type SaveDropShippingInput,
} from '../../../machines/drop-shipping-form.machine';
import { dropShippingFormView } from './drop-shipping-form.view';

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
const CHOICES: DropShippingChoices = { countries: COUNTRIES.filter((c) => c.country_id === 'US' || c.country_id === 'GB'), orders: [ORDER] };
const SAVED = { id: 7, order_id: 41, order_no: ORDER.order_no } as DropShipment;

/** The real machine; each call waits until the test answers it. */
function start() {
  const pending: Record<string, { ok(v: unknown): void; fail(e: unknown): void }> = {};
  const held = <T, I>(name: string) =>
    fromPromise<T, I>(
      () =>
        new Promise<T>((ok, fail) => {
          pending[name] = { ok: ok as (v: unknown) => void, fail };
        }),
    );
  const logic = dropShippingFormMachine.provide({
    actors: {
      loadChoices: held<DropShippingChoices, { mode: DropShippingMode }>('loadChoices'),
      save: held<DropShipment, SaveDropShippingInput>('save'),
    },
  });
  const actor = createActor(logic, { input: {} }).start();
  const settle = (tag: 'editable' | 'failed' | 'done') => waitFor(actor, (s) => s.hasTag(tag));
  return { actor, view: () => dropShippingFormView(actor.getSnapshot()), pending, settle };
}

describe('dropShippingFormView', () => {
  it('loading, then failed with a Try again, then the form', async () => {
    const { actor, view, pending, settle } = start();
    expect(view()).toMatchObject({ loading: true, failed: false, showsForm: false, busy: false, saved: null });
    pending.loadChoices!.fail(new Error('offline'));
    await settle('failed');
    expect(view()).toMatchObject({ loading: false, failed: true, showsForm: false, saved: null });
    actor.send({ type: 'drop.retry' });
    expect(view()).toMatchObject({ loading: true, failed: false });
    pending.loadChoices!.ok(CHOICES);
    await settle('editable');
    expect(view()).toMatchObject({
      loading: false,
      failed: false,
      showsForm: true,
      busy: false,
      saved: null,
      orders: [ORDER],
      countries: CHOICES.countries,
    });
  });

  it('the state picker follows the country: listed states for the US, free text for the UK', async () => {
    const { actor, view, pending, settle } = start();
    pending.loadChoices!.ok(CHOICES);
    await settle('editable');
    expect(view().regions).toBeUndefined();
    actor.send({ type: 'drop.country', countryId: 'US' });
    expect(view().regions?.some((r) => r.code === 'CA')).toBe(true);
    actor.send({ type: 'drop.country', countryId: 'GB' });
    expect(view().regions).toBeUndefined();
  });

  it('a submit with nothing filled shows messages; sending is busy with the form shown; sent, the confirmation', async () => {
    const { actor, view, pending, settle } = start();
    pending.loadChoices!.ok(CHOICES);
    await settle('editable');
    actor.send({ type: 'drop.submit' });
    expect(view().errors.order_id).toBeTruthy();
    expect(view()).toMatchObject({ showsForm: true, busy: false });
    actor.send({ type: 'drop.order', orderId: '41' });
    actor.send({ type: 'drop.country', countryId: 'GB' });
    for (const [name, value] of [
      ['firstname', 'Ada'],
      ['lastname', 'Lovelace'],
      ['phone', '+44 20 5555 0100'],
      ['email', 'ada@example.com'],
      ['region', 'London'],
      ['city', 'London'],
      ['street', '1 Main St'],
      ['postcode', 'SW1A 1AA'],
    ] as const) {
      actor.send({ type: 'drop.field', name, value });
    }
    expect(view().errors).toEqual({});
    actor.send({ type: 'drop.submit' });
    expect(view()).toMatchObject({ showsForm: true, busy: true, saved: null });
    const shipped = new Error('The order has shipped');
    pending.save!.fail(shipped);
    await settle('editable');
    expect(view()).toMatchObject({ showsForm: true, busy: false, error: shipped });
    actor.send({ type: 'drop.submit' });
    pending.save!.ok(SAVED);
    await settle('done');
    expect(view()).toMatchObject({ loading: false, showsForm: false, busy: false, saved: SAVED });
    actor.send({ type: 'drop.again' });
    expect(view()).toMatchObject({ loading: true, saved: null });
  });
});

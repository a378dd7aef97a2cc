import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { messages } from '../../../contract/messages';
import type { OrderSummary } from '../../../contract/orders';
import { COUNTRIES, regionsOf } from '../../../contract/regions';
import type { DropShipment } from '../../../contract/wholesale-services';
import {
  dropShippingFormMachine,
  type DropShippingChoices,
  type DropShippingContext,
  type DropShippingMode,
  type SaveDropShippingInput,
} from '../../../machines/drop-shipping-form.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import { loadStrings } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { DropShippingForm } from './drop-shipping-form';
import { dropShippingFormLogic } from './drop-shipping-form.actors';

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
/** Two countries keep the picker short: the US lists its states, the UK takes a free-text one. */
const CHOICES: DropShippingChoices = { countries: COUNTRIES.filter((c) => c.country_id === 'US' || c.country_id === 'GB'), orders: [ORDER] };
const offline = new Error('offline');
const postcodeRefused = new ApiError('invalid', 422, messages.postcodeInvalid, { postcode: messages.postcodeInvalid });
const shipped = new ApiError('conflict', 409, messages.orderShipped);
const LABELS = {
  firstname: 'First name',
  lastname: 'Last name',
  phone: 'Phone',
  city: 'City',
  street: 'Street address',
  postcode: 'ZIP / Postal code',
} as const;
const TYPED = { firstname: 'Ada', lastname: 'Lovelace', phone: '+1 408 555 0100', city: 'San Jose', street: '1 Main St', postcode: '95112' } as const;

type Snap = Omit<AnyMachineSnapshot, 'context'> & { context: DropShippingContext };
type Ev = { type: string } & Record<string, unknown>;

/**
 * What the buyer does: the choices load (or fail, and Try again), a submit with nothing chosen,
 * the order, the fields one by one, the US and its state (or the UK and a free-text state), blind
 * packaging off, send; the server confirms or refuses (a field, or the order has shipped); another.
 */
function eventsOf(s: Snap): Ev[] {
  const v = s.context.values;
  if (s.matches('loading'))
    return [
      { type: 'xstate.done.actor.loadChoices', output: CHOICES },
      { type: 'xstate.error.actor.loadChoices', error: offline },
    ];
  if (s.matches('failed')) return [{ type: 'drop.retry' }];
  if (s.matches('saving')) {
    const output: DropShipment = {
      id: 7,
      order_id: 41,
      order_no: ORDER.order_no,
      blind_packaging: v.blind_packaging,
      status: 'paid',
      email: v.email,
      customer: {
        firstname: v.firstname,
        lastname: v.lastname,
        phone: v.phone,
        country_id: v.country_id,
        country: '',
        region_code: '',
        region: v.region,
        city: v.city,
        street: v.street,
        street2: '',
        postcode: v.postcode,
      },
    };
    return [
      { type: 'xstate.done.actor.save', output },
      { type: 'xstate.error.actor.save', error: postcodeRefused },
      { type: 'xstate.error.actor.save', error: shipped },
    ];
  }
  if (s.matches('done')) return [{ type: 'drop.again' }];
  if (!v.order_id) return [{ type: 'drop.submit' }, { type: 'drop.order', orderId: '41' }];
  const missing = (Object.keys(TYPED) as (keyof typeof TYPED)[]).find((f) => v[f] === '');
  if (missing) return [{ type: 'drop.field', name: missing, value: TYPED[missing] }];
  if (!v.country_id) return [{ type: 'drop.country', countryId: 'US' }];
  if (v.country_id === 'US' && !v.region_id) return [{ type: 'drop.region', regionId: String(california.region_id) }];
  const events: Ev[] = [{ type: 'drop.submit' }];
  if (v.country_id === 'US') events.push({ type: 'drop.country', countryId: 'GB' });
  if (v.country_id === 'GB' && !v.region) events.push({ type: 'drop.field', name: 'region', value: 'Greater London' });
  if (v.blind_packaging && v.region) events.push({ type: 'drop.blind', value: false });
  return events;
}

const model = new TestModel(toModelMachine(dropShippingFormMachine), {
  events: eventsOf as never,
  serializeState: everyTransition((s: Snap) => ({
    v: s.value,
    values: s.context.values,
    errors: s.context.errors,
    error: (s.context.error as Error | null)?.message ?? null,
  })) as never,
  stateMatcher: (state: AnyMachineSnapshot, key: string) => state.matches(key as never),
} as never);
const paths = model.getShortestPaths({ input: {} } as never);

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await loadStrings('shop', i18n);
  await loadStrings('services', i18n);
});
afterEach(cleanup);

async function renderForm() {
  const load = calls<DropShippingChoices, { mode: DropShippingMode }>();
  const save = calls<DropShipment, SaveDropShippingInput>();
  const logic = dropShippingFormLogic.provide({
    actors: { loadChoices: fromPromise(({ input }) => load.start(input)), save: fromPromise(({ input }) => save.start(input)) },
  });
  const { Wrapper } = shellHarness({ i18n });
  render(
    <Wrapper>
      <DropShippingForm logic={logic} />
    </Wrapper>,
  );
  await flush();
  return { load, save };
}

const settle = async (work: () => unknown) => {
  await act(async () => {
    await work();
  });
  await flush();
};
const card = () => screen.getByRole('region', { name: 'Send an order to your customer' });
const form = () => within(card()).getByRole('form', { name: 'Send an order to your customer' });

/** The message tied to a control (aria-describedby), or null. */
function messageOf(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id)!.textContent : null;
}

describe('drop-shipping form (model: every state and transition of drop-shipping-form.machine)', () => {
  it('reaches every state', () => {
    const seen = [...statesVisited(paths as never)].join(' ');
    for (const name of ['loading', 'failed', 'editing', 'saving', 'done']) expect(seen).toContain(`"${name}"`);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const page = await renderForm();
      await path.test({
        states: {
          loading: () => {
            expect(within(card()).getByRole('status').textContent).toBe('Loading your orders…');
            expect(page.load.last.input).toEqual({ mode: 'create' });
          },
          failed: () => {
            expect(within(card()).getByRole('alert').textContent).toContain('Your orders could not be loaded.');
          },
          editing: (s: Snap) => {
            const { values, errors } = s.context;
            const f = within(form());
            const order = f.getByRole('radio', { name: /OS2611-AAAA11/ }) as HTMLInputElement;
            expect(order.checked).toBe(values.order_id === '41');
            expect(f.getByRole('group', { name: 'Order to send' }).querySelector('[role="alert"]')?.textContent ?? null).toBe(
              errors.order_id ?? null,
            );
            for (const [field, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
              const input = f.getByLabelText(label) as HTMLInputElement;
              expect(input.value).toBe(values[field]);
              expect(messageOf(input)).toBe(errors[field] ?? null);
            }
            const country = f.getByLabelText('Country') as HTMLSelectElement;
            expect(country.value).toBe(values.country_id);
            expect(messageOf(country)).toBe(errors.country_id ?? null);
            if (values.country_id === 'US') {
              const state = f.getByLabelText('State / Province') as HTMLSelectElement;
              expect(state.value).toBe(values.region_id);
              expect(messageOf(state)).toBe(errors.region_id ?? null);
            } else {
              expect((f.getByLabelText('State / Province / Region (optional)') as HTMLInputElement).value).toBe(values.region);
            }
            expect((f.getByRole('checkbox', { name: /^Blind packaging/ }) as HTMLInputElement).checked).toBe(values.blind_packaging);
            const refusal = [...form().querySelectorAll('p[role="alert"]')].find((p) => !p.id);
            expect(refusal?.textContent ?? null).toBe((s.context.error as Error | null)?.message ?? null);
            expect(f.getByRole('button', { name: 'Create drop-shipping order' }).getAttribute('aria-busy')).toBeNull();
          },
          saving: (s: Snap) => {
            const send = within(form()).getByRole('button', { name: 'Create drop-shipping order' });
            expect(send.getAttribute('aria-busy')).toBe('true');
            const before = page.save.list.length;
            fireEvent.click(send);
            expect(page.save.list.length).toBe(before);
            expect(page.save.last.input).toEqual({ mode: 'create', values: s.context.values });
          },
          done: () => {
            const status = within(card()).getByRole('status');
            expect(status.textContent).toContain('Drop-shipping order OS2611-AAAA11 is created: it goes to your customer.');
            expect(within(status).getByRole('link', { name: 'View order OS2611-AAAA11' }).getAttribute('href')).toBe('/account/order-detail/41');
            expect(within(card()).queryByRole('form')).toBeNull();
          },
        } as never,
        events: {
          'xstate.done.actor.loadChoices': ({ event }: { event: { output: DropShippingChoices } }) =>
            settle(() => page.load.last.d.resolve(event.output)),
          'xstate.error.actor.loadChoices': ({ event }: { event: { error: unknown } }) => settle(() => page.load.last.d.reject(event.error)),
          'drop.retry': () => settle(() => fireEvent.click(within(card()).getByRole('button', { name: 'Try again' }))),
          'drop.order': () => settle(() => fireEvent.click(within(form()).getByRole('radio', { name: /OS2611-AAAA11/ }))),
          'drop.field': ({ event }: { event: { name: keyof typeof LABELS | 'region'; value: string } }) =>
            settle(() =>
              fireEvent.change(within(form()).getByLabelText(event.name === 'region' ? 'State / Province / Region (optional)' : LABELS[event.name]), {
                target: { value: event.value },
              }),
            ),
          'drop.country': ({ event }: { event: { countryId: string } }) =>
            settle(() => fireEvent.change(within(form()).getByLabelText('Country'), { target: { value: event.countryId } })),
          'drop.region': ({ event }: { event: { regionId: string } }) =>
            settle(() => fireEvent.change(within(form()).getByLabelText('State / Province'), { target: { value: event.regionId } })),
          'drop.blind': () => settle(() => fireEvent.click(within(form()).getByRole('checkbox', { name: /^Blind packaging/ }))),
          'drop.submit': () => settle(() => fireEvent.click(within(form()).getByRole('button', { name: 'Create drop-shipping order' }))),
          'xstate.done.actor.save': ({ event }: { event: { output: DropShipment } }) => settle(() => page.save.last.d.resolve(event.output)),
          'xstate.error.actor.save': ({ event }: { event: { error: unknown } }) => settle(() => page.save.last.d.reject(event.error)),
          'drop.again': () => settle(() => fireEvent.click(within(card()).getByRole('button', { name: 'Send another order' }))),
        } as never,
      });
    });
  }
});

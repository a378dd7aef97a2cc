import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TestModel } from '@xstate/graph';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { Address } from '../../../contract/checkout';
import { messages } from '../../../contract/messages';
import { regionsOf } from '../../../contract/regions';
import {
  addressFormMachine,
  hasRegions,
  type AddressFormContext,
  type AddressFormMachine,
  type AddressValues,
} from '../../../machines/address-form.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, eventually, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import type { I18n } from '../../i18n/runtime';
import { ApiError } from '../../api/errors';
import { OverlayHost } from '../../app/overlays/overlays-provider';
import { AddressForm } from './address-form';
import { addressFormLogic } from './address-form.actors';

const california = regionsOf('US')!.find((r) => r.code === 'CA')!;
/** The fields the model leaves alone are filled in advance, valid for the US and the UK alike. */
const DEFAULTS: Partial<AddressValues> = { lastname: 'Hopper', phone: '+1 212 555 0100', city: 'New York', street: '1 Broadway', postcode: '10004' };
const COUNTRY_NAMES: Record<string, string> = { US: 'United States', GB: 'United Kingdom' };
const phoneRefused = new ApiError('invalid', 422, messages.phoneInvalid, { phone: messages.phoneInvalid });
const bookFull = new ApiError('conflict', 409, messages.addressBookFull);

type Snap = Omit<AnyMachineSnapshot, 'context'> & { context: AddressFormContext };

/**
 * What a shopper does with the form: clear or type the first name, choose a country (the UK has a
 * free-text state, the US a state from the picker), tick "default", save; the server saves or
 * refuses (a field of its own, or the whole address).
 */
function eventsOf(s: Snap) {
  const v = s.context.values;
  if (s.matches('saving')) {
    return [
      { type: 'xstate.done.actor.saveAddress', output: { ...v, id: 31, country: COUNTRY_NAMES[v.country_id] } },
      { type: 'xstate.error.actor.saveAddress', error: phoneRefused },
      { type: 'xstate.error.actor.saveAddress', error: bookFull },
    ];
  }
  if (!s.matches('editing')) return [];
  // First the name (cleared and typed, saving in between), then a country, then its state.
  if (!v.country_id) {
    return [
      { type: 'address.field', name: 'firstname', value: v.firstname ? '' : 'Grace' },
      { type: 'address.submit' },
      ...(v.firstname ? [{ type: 'address.country', countryId: 'US' }] : []),
    ];
  }
  const events: ({ type: string } & Record<string, unknown>)[] = [{ type: 'address.submit' }];
  if (v.country_id === 'US') {
    // Changing country resets the state chosen for the old one.
    if (v.region_id == null) events.push({ type: 'address.region', regionId: california.region_id });
    else events.push({ type: 'address.country', countryId: 'GB' });
  }
  if (v.country_id === 'GB' && !v.region) events.push({ type: 'address.field', name: 'region', value: 'Greater London' });
  if (v.region && !v.is_default) events.push({ type: 'address.default', value: true });
  return events;
}

const model = new TestModel(toModelMachine(addressFormMachine), {
  events: eventsOf as never,
  serializeState: everyTransition((s: Snap) => ({
    v: s.value,
    values: s.context.values,
    errors: s.context.errors,
    submitted: s.context.submitted,
    error: (s.context.error as Error | null)?.message ?? null,
  })) as never,
  stateMatcher: (state: AnyMachineSnapshot, key: string) => state.matches(key as never),
} as never);
const paths = model.getShortestPaths({ input: { defaults: DEFAULTS } } as never);

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(cleanup);

function FormHost({ logic }: { logic: AddressFormMachine }) {
  const actor = useActorRef(logic, { input: { defaults: DEFAULTS } });
  const saved = useSelector(actor, (s) => s.status === 'done');
  return saved ? <p role="status">Saved</p> : <AddressForm actor={actor} title="New address" />;
}

async function renderForm() {
  const save = calls<Address, { id: number | null; values: AddressValues }>();
  const logic = addressFormLogic.provide({ actors: { saveAddress: fromPromise(({ input }) => save.start(input)) } });
  const { Wrapper } = shellHarness({ i18n });
  render(
    <Wrapper>
      <FormHost logic={logic} />
      <OverlayHost />
    </Wrapper>,
  );
  await flush();
  return { save };
}

const settle = async (work: () => unknown) => {
  await act(async () => {
    await work();
  });
  await flush();
};
const form = () => screen.getByRole('form', { name: 'New address' });

/** The message tied to a control (aria-describedby), or null. */
function messageOf(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id)!.textContent : null;
}

async function pick(trigger: RegExp, dialogName: string, search: string, choice: string) {
  fireEvent.click(within(form()).getByRole('button', { name: trigger }));
  const sheet = await eventually(() => screen.queryByRole('dialog', { name: dialogName }));
  fireEvent.change(within(sheet).getByRole('searchbox'), { target: { value: search } });
  fireEvent.click(await eventually(() => within(sheet).queryByRole('button', { name: choice })));
  await flush();
  expect(screen.queryByRole('dialog', { name: dialogName })).toBeNull();
}

describe('address form (model: every state and transition of address-form.machine)', () => {
  it('reaches every state', () => {
    const seen = [...statesVisited(paths as never)].join(' ');
    for (const name of ['editing', 'saving', 'saved']) expect(seen).toContain(`"${name}"`);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const page = await renderForm();
      await path.test({
        states: {
          editing: (s: Snap) => {
            const { values, errors } = s.context;
            const f = within(form());
            for (const [label, field] of [
              ['First name', 'firstname'],
              ['Last name', 'lastname'],
              ['Phone', 'phone'],
              ['City', 'city'],
              ['Street address', 'street'],
              ['ZIP / Postal code', 'postcode'],
            ] as const) {
              const input = f.getByLabelText(label) as HTMLInputElement;
              expect(input.value).toBe(values[field]);
              expect(messageOf(input)).toBe(errors[field] ?? null);
            }
            const country = f.getByRole('button', { name: /^Country/ });
            expect(country.textContent).toBe(COUNTRY_NAMES[values.country_id] ?? 'Choose a country');
            expect(messageOf(country)).toBe(errors.country_id ?? null);
            if (hasRegions(values.country_id)) {
              const state = f.getByRole('button', { name: /^State \/ Province/ });
              expect(state.textContent).toBe(values.region_id ? values.region : 'Choose a state or province');
              expect(messageOf(state)).toBe(errors.region_id ?? null);
              expect(f.queryByLabelText('State / Province / Region (optional)')).toBeNull();
            } else {
              expect((f.getByLabelText('State / Province / Region (optional)') as HTMLInputElement).value).toBe(values.region);
              expect(f.queryByRole('button', { name: /^State \/ Province/ })).toBeNull();
            }
            expect((f.getByRole('checkbox', { name: 'Use as my default address' }) as HTMLInputElement).checked).toBe(values.is_default);
            const failure = [...form().querySelectorAll('p[role="alert"]')].find((p) => !p.id);
            expect(failure?.textContent ?? null).toBe((s.context.error as Error | null)?.message ?? null);
            expect(f.getByRole('button', { name: 'Save address' }).getAttribute('aria-busy')).toBeNull();
          },
          saving: (s: Snap) => {
            const save = within(form()).getByRole('button', { name: 'Save address' });
            expect(save.getAttribute('aria-busy')).toBe('true');
            expect((within(form()).getByLabelText('City') as HTMLInputElement).disabled).toBe(true);
            const before = page.save.list.length;
            fireEvent.click(save);
            expect(page.save.list.length).toBe(before);
            expect(page.save.last.input).toEqual({ id: null, values: s.context.values });
          },
          saved: () => expect(screen.getAllByRole('status').map((e) => e.textContent)).toContain('Saved'),
        } as never,
        events: {
          'address.field': ({ event }: { event: { name: string; value: string } }) =>
            settle(() =>
              fireEvent.change(within(form()).getByLabelText(event.name === 'firstname' ? 'First name' : 'State / Province / Region (optional)'), {
                target: { value: event.value },
              }),
            ),
          'address.country': ({ event }: { event: { countryId: string } }) =>
            pick(/^Country/, 'Choose a country', COUNTRY_NAMES[event.countryId]!, COUNTRY_NAMES[event.countryId]!),
          'address.region': () => pick(/^State \/ Province/, 'Choose a state or province', 'calif', 'California'),
          'address.default': () => settle(() => fireEvent.click(within(form()).getByRole('checkbox', { name: 'Use as my default address' }))),
          'address.submit': () => settle(() => fireEvent.click(within(form()).getByRole('button', { name: 'Save address' }))),
          'xstate.done.actor.saveAddress': ({ event }: { event: { output: Address } }) => settle(() => page.save.last.d.resolve(event.output)),
          'xstate.error.actor.saveAddress': ({ event }: { event: { error: unknown } }) => settle(() => page.save.last.d.reject(event.error)),
        } as never,
      });
    });
  }

  it('shows the spec’s address messages under their fields at the first save', async () => {
    const page = await renderForm();
    fireEvent.change(within(form()).getByLabelText('ZIP / Postal code'), { target: { value: '' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save address' }));
    await flush();
    expect(messageOf(within(form()).getByLabelText('First name'))).toBe(messages.firstnameRequired);
    expect(messageOf(within(form()).getByRole('button', { name: /^Country/ }))).toBe(messages.countryRequired);
    expect(messageOf(within(form()).getByLabelText('ZIP / Postal code'))).toBe(messages.postcodeRequired);
    expect(page.save.list).toHaveLength(0);
  });
});

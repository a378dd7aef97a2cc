import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import type { Address } from '../../../contract/checkout';
import { messages } from '../../../contract/messages';
import { addressBookMachine, type AddressBookContext } from '../../../machines/address-book.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import type { I18n } from '../../i18n/runtime';
import { ApiError } from '../../api/errors';
import { checkoutApi } from '../../features/checkout/checkout.api';
import MyAddressBookPage from './my-address-book-page';

const entry = (id: number, is_default = false): Address => ({
  id,
  firstname: 'Ada',
  lastname: 'Lovelace',
  phone: '+44 20 7946 0958',
  country_id: 'GB',
  country: 'United Kingdom',
  region_id: null,
  region_code: '',
  region: 'Greater London',
  city: 'London',
  street: `${id} High St`,
  street2: '',
  postcode: 'N1 9GU',
  is_default,
});
const BOOK = [entry(1, true), entry(2), entry(3)];
const offline = new ApiError('network', 600, messages.requestFailed);
const gone = new ApiError('notFound', 404, messages.addressNotFound);

type Snap = Omit<AnyMachineSnapshot, 'context'> & { context: AddressBookContext };

/** What the page offers in each state: a Delete button per address, Make default on the others. */
function eventsOf(s: Snap) {
  const c = s.context;
  const at = (v: unknown) => s.matches(v as never);
  const has = (id: number, notDefault = false) => c.addresses.some((a) => a.id === id && !(notDefault && a.is_default));
  const pending = c.addresses.find((a) => a.id === c.pendingId);
  if (at('loading'))
    return [
      { type: 'xstate.done.actor.loadBook', output: BOOK },
      { type: 'xstate.error.actor.loadBook', error: offline },
    ];
  if (at('failed')) return [{ type: 'book.retry' }];
  if (at({ ready: 'idle' })) {
    return [...(has(2) ? [{ type: 'book.delete', id: 2 }] : []), ...(has(3, true) ? [{ type: 'book.default', id: 3 }] : [])];
  }
  if (at({ ready: 'removing' })) {
    // The invoked confirm-delete machine (confirm-delete.model.test.tsx replays it alone): its end,
    // and the snapshots this book follows (cancelled back to idle, refused). The dialog's
    // book.confirm / book.cancel are passed on to it, so they are replayed within these.
    const snapshot = (value: string, error: unknown) => ({ value, context: { id: c.pendingId, asked: false, error } });
    return [
      { type: 'xstate.done.actor.confirmDelete', output: { id: c.pendingId } },
      { type: 'xstate.snapshot.confirmDelete', snapshot: snapshot('idle', null) },
      { type: 'xstate.snapshot.confirmDelete', snapshot: snapshot('failed', gone) },
    ];
  }
  if (at({ ready: 'reloading' })) {
    return [
      { type: 'xstate.done.actor.reloadBook', output: c.addresses.filter((a) => a.id !== c.pendingId) },
      { type: 'xstate.error.actor.reloadBook', error: offline },
    ];
  }
  return [
    { type: 'xstate.done.actor.makeDefault', output: c.addresses.map((a) => ({ ...a, is_default: a.id === pending?.id })) },
    { type: 'xstate.error.actor.makeDefault', error: offline },
  ];
}

const model = new TestModel(toModelMachine(addressBookMachine), {
  events: eventsOf as never,
  serializeState: everyTransition((s: Snap) => ({
    v: s.value,
    book: s.context.addresses.map((a) => `${a.id}${a.is_default ? '*' : ''}`),
    pending: s.context.pendingId,
    error: (s.context.error as Error | null)?.message ?? null,
  })) as never,
  stateMatcher: (state: AnyMachineSnapshot, key: string) => state.matches(key as never),
} as never);
const paths = model.getShortestPaths();

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(cleanup);

async function renderBook() {
  const book = calls<Address[]>();
  const del = calls<unknown, number>();
  const save = calls<Address, { id: number | null; isDefault: boolean }>();
  // The page's wiring module (address-book.actors.ts) calls checkoutApi; the test answers it.
  vi.spyOn(checkoutApi, 'addressBooks').mockImplementation(() => book.start(undefined));
  vi.spyOn(checkoutApi, 'delAddress').mockImplementation((id) => del.start(id).then(() => null));
  vi.spyOn(checkoutApi, 'updateAddress').mockImplementation((id, values) => save.start({ id, isDefault: Boolean(values.is_default) }));
  const { Wrapper } = shellHarness({ i18n, path: '/account/my-address-book' });
  render(
    <Wrapper>
      <MyAddressBookPage />
    </Wrapper>,
  );
  await flush();
  return { book, del, save };
}

const settle = async (work: () => unknown) => {
  await act(async () => {
    await work();
  });
  await flush();
};
const labelOf = (verb: 'Delete' | 'Make', a: Address) =>
  verb === 'Delete' ? `Delete the address of Ada Lovelace, ${a.street}` : `Make default: the address of Ada Lovelace, ${a.street}`;

describe('my address book (model: every state and transition of address-book.machine)', () => {
  it('reaches every state', () => {
    const seen = [...statesVisited(paths as never)].join(' ');
    for (const name of ['loading', 'failed', 'idle', 'removing', 'reloading', 'settingDefault']) expect(seen).toContain(`"${name}"`);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const page = await renderBook();
      /** Confirms in the dialog: it closes, the address's Delete turns busy; then the server answers. */
      const confirm = async (error: unknown) => {
        const before = page.del.list.length;
        await settle(() => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' })));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(page.del.list).toHaveLength(before + 1);
        const pending = BOOK.find((a) => a.id === page.del.last.input)!;
        expect(screen.getByRole('button', { name: labelOf('Delete', pending) }).getAttribute('aria-busy')).toBe('true');
        await settle(() => (error ? page.del.last.d.reject(error) : page.del.last.d.resolve(null)));
      };
      await path.test({
        states: {
          loading: () => expect(screen.getAllByRole('status').map((e) => e.textContent)).toContain('Loading…'),
          failed: () => {
            expect(screen.getByRole('alert').textContent).toContain('We could not load your address book.');
            expect(screen.queryByRole('list', { name: 'My address book' })).toBeNull();
          },
          ready: (s: Snap) => {
            const c = s.context;
            const cards = within(screen.getByRole('list', { name: 'My address book' })).getAllByRole('listitem');
            expect(cards.map((card) => card.textContent!.includes('Default address'))).toEqual(c.addresses.map((a) => a.is_default));
            expect(cards.map((card) => /(\d) High St/.exec(card.textContent!)?.[1])).toEqual(c.addresses.map((a) => String(a.id)));
            const alert = screen.queryAllByRole('alert').find((a) => !a.closest('[role="dialog"]'));
            expect(alert?.textContent ?? null).toBe((c.error as Error | null)?.message ?? null);
            expect(screen.getByRole('link', { name: 'Add a new address' }).getAttribute('href')).toBe('/account/my-address-book/add');
          },
          'ready.idle': () => expect(screen.queryByRole('dialog')).toBeNull(),
          'ready.removing': (s: Snap) => {
            const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
            expect(dialog.textContent).toContain(`${s.context.pendingId} High St`);
          },
          'ready.reloading': (s: Snap) => {
            const pending = s.context.addresses.find((a) => a.id === s.context.pendingId)!;
            expect(screen.queryByRole('dialog')).toBeNull();
            expect(screen.getByRole('button', { name: labelOf('Delete', pending) }).getAttribute('aria-busy')).toBe('true');
            expect(page.del.last.input).toBe(pending.id);
          },
          'ready.settingDefault': (s: Snap) => {
            const pending = s.context.addresses.find((a) => a.id === s.context.pendingId)!;
            expect(screen.getByRole('button', { name: labelOf('Make', pending) }).getAttribute('aria-busy')).toBe('true');
            expect(page.save.last.input).toEqual({ id: pending.id, isDefault: true });
          },
        } as never,
        events: {
          'xstate.done.actor.loadBook': ({ event }: { event: { output: Address[] } }) => settle(() => page.book.last.d.resolve(event.output)),
          'xstate.error.actor.loadBook': ({ event }: { event: { error: unknown } }) => settle(() => page.book.last.d.reject(event.error)),
          'book.retry': () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' }))),
          'book.delete': ({ event }: { event: { id: number } }) =>
            settle(() =>
              fireEvent.click(
                screen.getByRole('button', {
                  name: labelOf(
                    'Delete',
                    BOOK.find((a) => a.id === event.id)!,
                  ),
                }),
              ),
            ),

          'book.default': ({ event }: { event: { id: number } }) =>
            settle(() =>
              fireEvent.click(
                screen.getByRole('button', {
                  name: labelOf(
                    'Make',
                    BOOK.find((a) => a.id === event.id)!,
                  ),
                }),
              ),
            ),
          'xstate.done.actor.confirmDelete': () => confirm(null),
          'xstate.snapshot.confirmDelete': async ({ event }: { event: { snapshot: { value: string; context: { error: unknown } } } }) => {
            if (event.snapshot.value === 'failed') return confirm(event.snapshot.context.error);
            const before = page.del.list.length;
            await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Keep it' })));
            expect(page.del.list).toHaveLength(before);
          },
          'xstate.done.actor.reloadBook': ({ event }: { event: { output: Address[] } }) => settle(() => page.book.last.d.resolve(event.output)),
          'xstate.error.actor.reloadBook': ({ event }: { event: { error: unknown } }) => settle(() => page.book.last.d.reject(event.error)),
          'xstate.done.actor.makeDefault': async ({ event }: { event: { output: Address[] } }) => {
            await settle(() => page.save.last.d.resolve(event.output.find((a) => a.is_default)!));
            await settle(() => page.book.last.d.resolve(event.output));
          },
          'xstate.error.actor.makeDefault': ({ event }: { event: { error: unknown } }) => settle(() => page.save.last.d.reject(event.error)),
        } as never,
      });
    });
  }
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Address } from '../contract/checkout';
import { messages } from '../contract/messages';
import { addressBookMachine } from './address-book.machine';
import { confirmDeleteMachine } from './confirm-delete.machine';

const a = (id: number, is_default = false): Address => ({
  id,
  firstname: 'Ada',
  lastname: 'Lovelace',
  phone: '+1 408 555 0100',
  country_id: 'GB',
  country: 'United Kingdom',
  region_id: null,
  region_code: '',
  region: '',
  city: 'London',
  street: `${id} High St`,
  street2: '',
  postcode: 'N1 9GU',
  is_default,
});

function start(o: { failDelete?: boolean; failLoad?: () => boolean } = {}) {
  let book = [a(1, true), a(2), a(3)];
  const deleted: number[] = [];
  const defaults: number[] = [];
  const actor = createActor(
    addressBookMachine.provide({
      actors: {
        loadBook: fromPromise(async () => {
          if (o.failLoad?.()) throw new Error(messages.requestFailed);
          return book;
        }),
        confirmDelete: confirmDeleteMachine.provide({
          actors: {
            deleteItem: fromPromise<unknown, { id: number }>(async ({ input }) => {
              if (o.failDelete) throw new Error(messages.addressNotFound);
              deleted.push(input.id);
              const gone = book.find((x) => x.id === input.id)!;
              book = book.filter((x) => x.id !== input.id);
              if (gone.is_default && book[0]) book = [{ ...book[0], is_default: true }, ...book.slice(1)];
              return null;
            }),
          },
        }),
        makeDefault: fromPromise<Address[], { address: Address }>(async ({ input }) => {
          defaults.push(input.address.id);
          book = book.map((x) => ({ ...x, is_default: x.id === input.address.id }));
          return book;
        }),
      },
    }),
  ).start();
  return { actor, deleted, defaults };
}

describe('address book machine', () => {
  it('loads the book', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.addresses.map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('offers a retry when the book cannot be loaded', async () => {
    let fail = true;
    const { actor } = start({ failLoad: () => fail });
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'book.retry' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  });

  it('deletes only after the confirmation; cancelling keeps the address', async () => {
    const { actor, deleted } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'book.delete', id: 2 });
    expect(actor.getSnapshot().matches({ ready: 'removing' })).toBe(true);
    actor.send({ type: 'book.cancel' });
    expect(actor.getSnapshot().context.pendingId).toBeNull();
    actor.send({ type: 'book.delete', id: 1 });
    actor.send({ type: 'book.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(deleted).toEqual([1]);
    expect(actor.getSnapshot().context.addresses.map((x) => [x.id, x.is_default])).toEqual([
      [2, true],
      [3, false],
    ]);
  });

  it('makes another address the default, and ignores the one that already is', async () => {
    const { actor, defaults } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'book.default', id: 1 });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'book.default', id: 3 });
    expect(actor.getSnapshot().matches({ ready: 'settingDefault' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(defaults).toEqual([3]);
    expect(actor.getSnapshot().context.addresses.find((x) => x.is_default)!.id).toBe(3);
  });

  it('keeps the book and shows the refusal when a delete fails', async () => {
    const { actor } = start({ failDelete: true });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'book.delete', id: 2 });
    actor.send({ type: 'book.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect((actor.getSnapshot().context.error as Error).message).toBe(messages.addressNotFound);
    expect(actor.getSnapshot().context.addresses).toHaveLength(3);
    actor.send({ type: 'book.delete', id: 99 });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});

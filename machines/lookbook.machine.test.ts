import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { LOOKBOOK_PAGE_SIZE, type LookbookFrame, type LookbookProducts } from '../contract/lookbook';
import { lookbookMachine, type LookbookStart } from './lookbook.machine';

const frame = (id: number): LookbookFrame => ({
  id,
  name: `Frame ${id}`,
  sku: `SKU${id}`,
  img: '',
  price_type: 1,
  price: 10,
  special_price: null,
  ladder_price: [],
  rating: 5,
  review_count: 0,
  colors: [],
  in_stock: true,
  is_wish: false,
  category_id: id % 2 ? 11 : 12,
});

/** A lookbook of `total` frames (collection 2 holds the even ids); `failMore` next-page calls reject once each; `gone` ids bring no card. */
function lookbook(total: number, opts: { failStart?: number; failMore?: number; gone?: number[] } = {}) {
  const asked: { collectionId?: number | null; ids?: number[] }[] = [];
  let failStart = opts.failStart ?? 0;
  let failMore = opts.failMore ?? 0;
  const gone = new Set(opts.gone ?? []);
  const cards = (ids: number[]) => ids.filter((id) => !gone.has(id)).map(frame);
  const loadLookbook = fromPromise<LookbookStart, { collectionId: number | null; pageSize: number }>(async ({ input }) => {
    asked.push({ collectionId: input.collectionId });
    if (failStart-- > 0) throw new Error('network');
    const ids = Array.from({ length: total }, (_, i) => i + 1).filter((id) => input.collectionId !== 2 || id % 2 === 0);
    const collections = [{ id: 2, name: 'Even', description: '', img: '', count: Math.floor(total / 2) }];
    return { collections, categories: [], ids, items: cards(ids.slice(0, input.pageSize)) };
  });
  const loadProducts = fromPromise<LookbookProducts, { ids: number[] }>(async ({ input }) => {
    asked.push({ ids: input.ids });
    if (failMore-- > 0) throw new Error('network');
    return { items: cards(input.ids) };
  });
  return { asked, logic: lookbookMachine.provide({ actors: { loadLookbook, loadProducts } }) };
}

describe('lookbook', () => {
  it('loads the ids and the first page, then a page of the next ids at a time until every frame is shown', async () => {
    const { logic, asked } = lookbook(60);
    const actor = createActor(logic, { input: {} }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.items).toHaveLength(LOOKBOOK_PAGE_SIZE);
    actor.send({ type: 'lookbook.more' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.items.length === 48);
    actor.send({ type: 'lookbook.more' });
    await waitFor(actor, (s) => s.matches({ ready: 'end' }));
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(asked.slice(1).map((a) => a.ids![0])).toEqual([25, 49]);
    expect(asked.at(-1)!.ids).toHaveLength(12);
    actor.send({ type: 'lookbook.more' });
    expect(asked).toHaveLength(3);
  });

  it('ends at once when the first page holds every frame, and is empty when there are none', async () => {
    const few = createActor(lookbook(5).logic, { input: {} }).start();
    await waitFor(few, (s) => s.matches({ ready: 'end' }));
    const none = createActor(lookbook(0).logic, { input: {} }).start();
    await waitFor(none, (s) => s.matches('empty'));
  });

  it('moves on past ids whose frame is gone meanwhile', async () => {
    const { logic } = lookbook(30, { gone: [26, 27] });
    const actor = createActor(logic, { input: {} }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'lookbook.more' });
    await waitFor(actor, (s) => s.matches({ ready: 'end' }));
    expect(actor.getSnapshot().context.items).toHaveLength(28);
    expect(actor.getSnapshot().context.offset).toBe(30);
  });

  it('keeps what is shown when the next page fails, and retries the same ids', async () => {
    const { logic, asked } = lookbook(40, { failMore: 1 });
    const actor = createActor(logic, { input: {} }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'lookbook.more' });
    await waitFor(actor, (s) => s.matches({ ready: 'moreFailed' }));
    expect(actor.getSnapshot().context.items).toHaveLength(24);
    actor.send({ type: 'lookbook.retry' });
    await waitFor(actor, (s) => s.matches({ ready: 'end' }));
    expect(asked[1]!.ids).toEqual(asked[2]!.ids);
    expect(actor.getSnapshot().context.items).toHaveLength(40);
  });

  it('offers retry when the first load fails', async () => {
    const actor = createActor(lookbook(10, { failStart: 1 }).logic, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'lookbook.retry' });
    await waitFor(actor, (s) => s.matches({ ready: 'end' }));
  });

  it("starts over with only that collection's frames when one is chosen", async () => {
    const { logic, asked } = lookbook(60);
    const actor = createActor(logic, { input: {} }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'lookbook.more' });
    actor.send({ type: 'lookbook.collection', collectionId: 2 });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.collectionId === 2);
    const { items, ids } = actor.getSnapshot().context;
    expect(ids).toHaveLength(30);
    expect(items.every((i) => i.id % 2 === 0)).toBe(true);
    expect(asked.at(-1)).toEqual({ collectionId: 2 });
  });
});

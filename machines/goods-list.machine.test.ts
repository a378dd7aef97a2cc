import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { goodsListMachine, type LoadPageInput } from './goods-list.machine';
import type { GoodsCard, GoodsPage, GoodsQuery } from '../contract/catalog';

const card = (id: number): GoodsCard => ({
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
});

/** A catalogue of `total` items served 10 a page; `failOn` pages reject once (with `error`). */
function catalogue(total: number, failOn: number[] = [], error: unknown = new Error('network')) {
  const asked: LoadPageInput[] = [];
  const failures = new Set(failOn);
  const loadPage = fromPromise<GoodsPage, LoadPageInput>(async ({ input }) => {
    asked.push(input);
    if (failures.delete(input.page)) throw error;
    const start = (input.page - 1) * 10;
    const ids = Array.from({ length: Math.max(0, Math.min(10, total - start)) }, (_, i) => start + i + 1);
    return { items: ids.map(card), page: input.page, page_size: 10, total };
  });
  return { asked, loadPage };
}

const query: GoodsQuery = { category_id: 3, sort: 'newest' };

describe('goods list', () => {
  it('loads pages of 10 until the end', async () => {
    const { loadPage, asked } = catalogue(23);
    const actor = createActor(goodsListMachine.provide({ actors: { loadPage } }), { input: { query } }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'list.loadMore' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.page === 2);
    actor.send({ type: 'list.loadMore' });
    await waitFor(actor, (s) => s.matches({ ready: 'end' }));
    expect(actor.getSnapshot().context.items).toHaveLength(23);
    expect(asked.map((a) => a.page)).toEqual([1, 2, 3]);
    actor.send({ type: 'list.loadMore' });
    expect(asked).toHaveLength(3);
  });

  it('shows the empty state when nothing matches', async () => {
    const { loadPage } = catalogue(0);
    const actor = createActor(goodsListMachine.provide({ actors: { loadPage } }), { input: { query } }).start();
    await waitFor(actor, (s) => s.matches('empty'));
  });

  it('starts over from page 1 when the filters change', async () => {
    const { loadPage, asked } = catalogue(30);
    const actor = createActor(goodsListMachine.provide({ actors: { loadPage } }), { input: { query } }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'list.loadMore' });
    await waitFor(actor, (s) => s.context.page === 2);
    actor.send({ type: 'list.query', query: { ...query, shape: ['round'] } });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.items).toHaveLength(10);
    expect(asked.at(-1)).toEqual({ query: { ...query, shape: ['round'] }, page: 1 });
  });

  it('keeps what is shown when the next page fails, and retries it', async () => {
    const { loadPage, asked } = catalogue(25, [2]);
    const actor = createActor(goodsListMachine.provide({ actors: { loadPage } }), { input: { query } }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'list.loadMore' });
    await waitFor(actor, (s) => s.matches({ ready: 'moreFailed' }));
    expect(actor.getSnapshot().context.items).toHaveLength(10);
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.context.page === 2);
    expect(asked.map((a) => a.page)).toEqual([1, 2, 2]);
  });

  it('offers retry when the first page fails', async () => {
    const { loadPage } = catalogue(5, [1]);
    const actor = createActor(goodsListMachine.provide({ actors: { loadPage } }), { input: { query } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.matches({ ready: 'end' }));
  });

  it('says an unknown list (404) does not exist, with nothing to retry; another query starts over', async () => {
    const notFound = { kind: 'notFound', message: 'Not found' };
    const { loadPage, asked } = catalogue(5, [1], notFound);
    const actor = createActor(goodsListMachine.provide({ actors: { loadPage } }), { input: { query } }).start();
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(actor.getSnapshot().context.error).toBe(notFound);
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().matches('notFound')).toBe(true);
    actor.send({ type: 'list.query', query: { category_id: 4, sort: 'newest' } });
    await waitFor(actor, (s) => s.matches({ ready: 'end' }));
    expect(asked.map((a) => a.query.category_id)).toEqual([3, 4]);
  });
});

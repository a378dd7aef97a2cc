import { fromPromise } from 'xstate';
import { lookbookMachine } from '../../../machines/lookbook.machine';
import { lookbookApi } from './lookbook.api';

/** The lookbook's effects: its blocks and ids side by side, then the first ids' cards; the next cards by id. */
export const lookbookLogic = lookbookMachine.provide({
  actors: {
    loadLookbook: fromPromise(async ({ input, signal }) => {
      const [collections, categories, ids] = await Promise.all([
        lookbookApi.collections(signal),
        lookbookApi.categories(signal),
        lookbookApi.allIds(input.collectionId, signal),
      ]);
      const { items } = await lookbookApi.products(ids.slice(0, input.pageSize), signal);
      return { collections, categories, ids, items };
    }),
    loadProducts: fromPromise(({ input, signal }) => lookbookApi.products(input.ids, signal)),
  },
});

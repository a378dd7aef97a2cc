import { fromPromise } from 'xstate';
import { PAGE_SIZE } from '../../../contract/constants';
import { goodsListMachine } from '../../../machines/goods-list.machine';
import { catalogApi } from './catalog.api';
import { takeEarlyPage } from './goods-list-first-load';

/**
 * The goods list's effects: pages of POST api/goods/list; the first one is the page asked for
 * while the app booted, when the app opened on this list.
 */
export const goodsListLogic = goodsListMachine.provide({
  actors: {
    loadPage: fromPromise(
      ({ input, signal }) => takeEarlyPage(input.query, input.page) ?? catalogApi.goodsList(input.query, input.page, PAGE_SIZE, signal),
    ),
  },
});

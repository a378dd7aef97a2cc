import { http, tokenHolder } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import { messages } from '../../../contract/messages';
import type { PlacedOrder } from '../../../contract/orders';
import type { SubmitShoppingListInput } from '../../../contract/schemas/wholesale';
import type { GoodsWholesaleTerms, PriceListKind, PriceListPage, ShoppingList, ShoppingListSummary } from '../../../contract/wholesale';

/** Wholesale: the price lists, their PDF, the shopping list and quick order (issue #14). */
export const wholesaleApi = {
  /** GET api/goods/priceList: a page of the retail (v) or wholesale (w) list. */
  priceList: (q: { kind: PriceListKind; keywords: string; collection: number; page: number }, signal?: AbortSignal) =>
    http<PriceListPage>('get', paths.priceList, {
      query: { kind: q.kind, keywords: q.keywords, collection: q.collection, page: q.page },
      signal,
    }),
  /** GET api/goods/priceListPdf: the whole list as a PDF file (with the token, so a business buyer gets the wholesale one). */
  async priceListPdf(kind: PriceListKind, currencyId: number | null): Promise<Blob> {
    const token = tokenHolder.get();
    const query = new URLSearchParams({ kind, ...(currencyId ? { currency_id: String(currencyId) } : {}) });
    const res = await fetch(`/${paths.priceListPdf}?${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok) throw new Error(messages.serverError);
    return res.blob();
  },
  /** GET api/goods/wholesaleTerms: a business buyer's tiers and minimums of some products (nothing for anyone else). */
  terms: (goodsIds: number[], signal?: AbortSignal) =>
    http<GoodsWholesaleTerms[]>('get', paths.wholesaleTerms, { query: { goods_ids: goodsIds.join(',') }, signal }),
  shoppingList: (signal?: AbortSignal) => http<ShoppingList>('get', paths.shoppingList, { signal }),
  setLine: (variantId: number, qty: number) => http<ShoppingList>('post', paths.shoppingListLine, { json: { variant_id: variantId, qty } }),
  quickOrder: (text: string) => http<ShoppingList>('post', paths.shoppingListQuickOrder, { json: { text, mode: 'add' } }),
  toCart: () => http<ShoppingList>('post', paths.shoppingListToCart),
  submit: (input: SubmitShoppingListInput) => http<PlacedOrder>('post', paths.shoppingListSubmit, { json: input }),
  shoppingLists: (signal?: AbortSignal) => http<ShoppingListSummary[]>('get', paths.shoppingLists, { signal }),
  shoppingListDetail: (id: number, signal?: AbortSignal) => http<ShoppingList>('get', paths.shoppingListDetail(id), { signal }),
};

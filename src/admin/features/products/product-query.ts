import { ADMIN_PRODUCT_SORTS, GOODS_STATUSES, type AdminProductQuery, type AdminProductSort } from '../../../../contract/admin-products';
import * as list from '../../components/url-query';

/**
 * The products list's filters as they live in the console's address (`/admin/products?status=draft&low_stock=1`),
 * so a link shares the list as it is: read (what is not a valid filter is left out) and written back.
 */
export function productQueryOf(search: string): AdminProductQuery {
  const p = new URLSearchParams(search);
  const category = Number(p.get('category_id'));
  return list.withoutEmpty<AdminProductQuery>({
    q: list.textOf(p.get('q')),
    category_id: Number.isInteger(category) && category > 0 ? category : undefined,
    status: list.oneOf(GOODS_STATUSES, p.get('status')),
    low_stock: p.get('low_stock') === '1' ? 1 : undefined,
    ...list.sortParams(p, ADMIN_PRODUCT_SORTS),
    page: list.pageParam(p),
  });
}

/** The address's query of the filters (empty ones left out), in a stable order. */
export const productSearchOf = (query: AdminProductQuery): string => list.searchOf(query);

/** The list sorted by `column` (the latest changed first by default). */
export const productsSortedBy = (query: AdminProductQuery, column: AdminProductSort) => list.sortedBy(query, column, 'updated');

/** How a column is sorted now (aria-sort), the list's default being the latest changed first. */
export const productSortOf = (query: AdminProductQuery, column: AdminProductSort) => list.sortOf(query, column, 'updated');

/** The query the server is asked (the page size is the console's). */
export const productRequestOf = (query: AdminProductQuery): AdminProductQuery => list.requestOf(query);

import { ADMIN_ORDER_SORTS, type AdminOrderQuery, type AdminOrderSort } from '../../../../contract/admin';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../../../../contract/orders';
import * as list from '../../components/url-query';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: string | null) => (v && DAY.test(v) ? v : undefined);

/**
 * The orders list's filters as they live in the console's address (`/admin/orders?status=paid&q=…`),
 * so a link shares the list as it is: read (what is not a valid filter is left out) and written back.
 */
export function orderQueryOf(search: string): AdminOrderQuery {
  const p = new URLSearchParams(search);
  return list.withoutEmpty<AdminOrderQuery>({
    status: list.oneOf(ORDER_STATUSES, p.get('status')),
    payment_method: list.oneOf(PAYMENT_METHODS, p.get('payment_method')),
    from: day(p.get('from')),
    to: day(p.get('to')),
    q: list.textOf(p.get('q')),
    ...list.sortParams(p, ADMIN_ORDER_SORTS),
    page: list.pageParam(p),
  });
}

/** The address's query of the filters (empty ones left out), in a stable order. */
export const orderSearchOf = (query: AdminOrderQuery): string => list.searchOf(query);

/** The list sorted by `column` (newest first by default). */
export const sortedBy = (query: AdminOrderQuery, column: AdminOrderSort) => list.sortedBy(query, column, 'created_at');

/** How a column is sorted now (aria-sort), the list's default being newest first. */
export const sortOf = (query: AdminOrderQuery, column: AdminOrderSort) => list.sortOf(query, column, 'created_at');

/** The query the server is asked (the page size is the console's). */
export const requestOf = (query: AdminOrderQuery): AdminOrderQuery => list.requestOf(query);

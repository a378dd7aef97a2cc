import { ADMIN_CUSTOMER_SORTS, CUSTOMER_TYPES, type AdminCustomerQuery, type AdminCustomerSort } from '../../../../contract/admin';
import { BUSINESS_STATUSES } from '../../../../contract/wholesale';
import * as list from '../../components/url-query';

/**
 * The customers list's filters as they live in the console's address (`/admin/customers?type=business&q=…`),
 * so a link shares the list as it is: read (what is not a valid filter is left out) and written back.
 */
export function customerQueryOf(search: string): AdminCustomerQuery {
  const p = new URLSearchParams(search);
  return list.withoutEmpty<AdminCustomerQuery>({
    q: list.textOf(p.get('q')),
    type: list.oneOf(CUSTOMER_TYPES, p.get('type')),
    business_status: list.oneOf(BUSINESS_STATUSES, p.get('business_status')),
    ...list.sortParams(p, ADMIN_CUSTOMER_SORTS),
    page: list.pageParam(p),
  });
}

/** The address's query of the filters (empty ones left out), in a stable order. */
export const customerSearchOf = (query: AdminCustomerQuery): string => list.searchOf(query);

/** The list sorted by `column` (the newest accounts first by default). */
export const customersSortedBy = (query: AdminCustomerQuery, column: AdminCustomerSort) => list.sortedBy(query, column, 'created');

/** How a column is sorted now (aria-sort), the list's default being the newest accounts first. */
export const customerSortOf = (query: AdminCustomerQuery, column: AdminCustomerSort) => list.sortOf(query, column, 'created');

/** The query the server is asked (the page size is the console's). */
export const customerRequestOf = (query: AdminCustomerQuery): AdminCustomerQuery => list.requestOf(query);

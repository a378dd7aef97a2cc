import {
  ADMIN_CUSTOMER_SORTS,
  ADMIN_LIMITS,
  CUSTOMER_TYPES,
  type AdminCustomerQuery,
  type AdminCustomerSort,
  type CustomerType,
} from '../../../../contract/admin';
import { BUSINESS_STATUSES, type BusinessStatus } from '../../../../contract/wholesale';

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  v && (list as readonly string[]).includes(v) ? (v as T) : undefined;

/**
 * The customers list's filters as they live in the console's address (`/admin/customers?type=business&q=…`),
 * so a link shares the list as it is: read (what is not a valid filter is left out) and written back.
 */
export function customerQueryOf(search: string): AdminCustomerQuery {
  const p = new URLSearchParams(search);
  const page = Number(p.get('page'));
  const q = p.get('q')?.trim();
  return withoutEmpty<AdminCustomerQuery>({
    q: q ? q : undefined,
    type: oneOf<CustomerType>(CUSTOMER_TYPES, p.get('type')),
    business_status: oneOf<BusinessStatus>(BUSINESS_STATUSES, p.get('business_status')),
    sort: oneOf<AdminCustomerSort>(ADMIN_CUSTOMER_SORTS, p.get('sort')),
    dir: oneOf(['asc', 'desc'] as const, p.get('dir')),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  });
}

/** The address's query of the filters (empty ones left out), in a stable order. */
export function customerSearchOf(query: AdminCustomerQuery): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(withoutEmpty(query))) p.set(k, String(v));
  return p.toString();
}

/** The list sorted by `column`: a second click on the sorted column turns it round; a new column starts newest/largest first. */
export function customersSortedBy(query: AdminCustomerQuery, column: AdminCustomerSort): AdminCustomerQuery {
  const current = query.sort ?? 'created';
  const dir = current === column ? ((query.dir ?? 'desc') === 'desc' ? 'asc' : 'desc') : 'desc';
  return { ...query, sort: column, dir, page: undefined };
}

/** How a column is sorted now (aria-sort), the list's default being the newest accounts first. */
export function customerSortOf(query: AdminCustomerQuery, column: AdminCustomerSort): 'ascending' | 'descending' | 'none' {
  if ((query.sort ?? 'created') !== column) return 'none';
  return (query.dir ?? 'desc') === 'asc' ? 'ascending' : 'descending';
}

/** The query the server is asked (the page size is the console's). */
export function customerRequestOf(query: AdminCustomerQuery): AdminCustomerQuery {
  return { ...query, page: query.page ?? 1, page_size: ADMIN_LIMITS.pageSizeDefault };
}

function withoutEmpty<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;
}

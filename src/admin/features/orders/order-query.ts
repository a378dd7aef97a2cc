import { ADMIN_LIMITS, ADMIN_ORDER_SORTS, type AdminOrderQuery, type AdminOrderSort } from '../../../../contract/admin';
import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from '../../../../contract/orders';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  v && (list as readonly string[]).includes(v) ? (v as T) : undefined;

/**
 * The orders list's filters as they live in the console's address (`/admin/orders?status=paid&q=…`),
 * so a link shares the list as it is: read (what is not a valid filter is left out) and written back.
 */
export function orderQueryOf(search: string): AdminOrderQuery {
  const p = new URLSearchParams(search);
  const page = Number(p.get('page'));
  const q = p.get('q')?.trim();
  const query: AdminOrderQuery = {
    status: oneOf<OrderStatus>(ORDER_STATUSES, p.get('status')),
    payment_method: oneOf<PaymentMethod>(PAYMENT_METHODS, p.get('payment_method')),
    from: DAY.test(p.get('from') ?? '') ? p.get('from')! : undefined,
    to: DAY.test(p.get('to') ?? '') ? p.get('to')! : undefined,
    q: q ? q : undefined,
    sort: oneOf<AdminOrderSort>(ADMIN_ORDER_SORTS, p.get('sort')),
    dir: oneOf(['asc', 'desc'] as const, p.get('dir')),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
  return withoutEmpty(query);
}

/** The address's query of the filters (empty ones left out), in a stable order. */
export function orderSearchOf(query: AdminOrderQuery): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(withoutEmpty(query))) p.set(k, String(v));
  return p.toString();
}

/** The list sorted by `column`: a second click on the sorted column turns its direction round; a new column starts newest/largest first. */
export function sortedBy(query: AdminOrderQuery, column: AdminOrderSort): AdminOrderQuery {
  const current = query.sort ?? 'created_at';
  const dir = current === column ? ((query.dir ?? 'desc') === 'desc' ? 'asc' : 'desc') : 'desc';
  return { ...query, sort: column, dir, page: undefined };
}

/** How a column is sorted now (aria-sort), the list's default being newest first. */
export function sortOf(query: AdminOrderQuery, column: AdminOrderSort): 'ascending' | 'descending' | 'none' {
  if ((query.sort ?? 'created_at') !== column) return 'none';
  return (query.dir ?? 'desc') === 'asc' ? 'ascending' : 'descending';
}

/** The query the server is asked (the page size is the console's). */
export function requestOf(query: AdminOrderQuery): AdminOrderQuery {
  return { ...query, page: query.page ?? 1, page_size: ADMIN_LIMITS.pageSizeDefault };
}

function withoutEmpty<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;
}

import { ADMIN_LIMITS } from '../../../contract/admin';

/**
 * The core of the console's lists in the address (`/admin/orders?status=paid&sort=total&page=2`):
 * what each feature's `*-query.ts` reads from a search string and writes back, written once. A
 * query is a plain object of filters; what is not valid is left out, as is what is empty.
 */

export type SortDir = 'asc' | 'desc';
export type AriaSort = 'ascending' | 'descending' | 'none';
/** The paging and sorting every list query may carry. */
export type ListQuery = { page?: number; page_size?: number; sort?: string; dir?: SortDir };

/** `v` when it is one of `list`. */
export const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  v && (list as readonly string[]).includes(v) ? (v as T) : undefined;

/** The trimmed text, or nothing when it is empty. */
export const textOf = (v: string | null): string | undefined => v?.trim() || undefined;

/** The page asked for, when it is past the first. */
export function pageParam(p: URLSearchParams): number | undefined {
  const page = Number(p.get('page'));
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

/** The sort and its direction, when they are ones the list knows. */
export function sortParams<S extends string>(p: URLSearchParams, sorts: readonly S[]): { sort?: S; dir?: SortDir } {
  return { sort: oneOf(sorts, p.get('sort')), dir: oneOf(['asc', 'desc'] as const, p.get('dir')) };
}

export function withoutEmpty<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;
}

/** The address's query of the filters (empty ones left out), in the query's order. */
export function searchOf(query: object): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(withoutEmpty(query))) p.set(k, String(v));
  return p.toString();
}

/** The query at another page (the first page is the address without one). */
export const atPage = <Q extends ListQuery>(query: Q, page: number): Q => ({ ...query, page: page > 1 ? page : undefined });

/** The query the server is asked: a page always, and the console's page size. */
export const requestOf = <Q extends ListQuery>(query: Q): Q => ({ ...query, page: query.page ?? 1, page_size: ADMIN_LIMITS.pageSizeDefault });

/**
 * The list sorted by `column`: a second click on the sorted column turns its direction round; a
 * new column starts newest/largest first. `initial` is the list's sort when the address says none.
 */
export function sortedBy<Q extends ListQuery>(query: Q, column: NonNullable<Q['sort']>, initial: NonNullable<Q['sort']>): Q {
  const current = query.sort ?? initial;
  const dir: SortDir = current === column ? ((query.dir ?? 'desc') === 'desc' ? 'asc' : 'desc') : 'desc';
  return { ...query, sort: column, dir, page: undefined };
}

/** How a column is sorted now (aria-sort), the list's default being `initial`, newest first. */
export function sortOf<Q extends ListQuery>(query: Q, column: NonNullable<Q['sort']>, initial: NonNullable<Q['sort']>): AriaSort {
  if ((query.sort ?? initial) !== column) return 'none';
  return (query.dir ?? 'desc') === 'asc' ? 'ascending' : 'descending';
}

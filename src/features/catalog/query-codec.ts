import { SORTS, WIDTH_BUCKETS, type GoodsQuery, type Sort } from '../../../contract/catalog';

/** The list filters a URL carries, in the order they are written. */
export const FILTER_KEYS = ['shape', 'color', 'material', 'rim', 'gender', 'width'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const DEFAULT_SORT: Sort = 'newest';

function list(value: string | null): string[] | undefined {
  if (!value) return undefined;
  const items = [
    ...new Set(
      value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  return items.length ? items : undefined;
}

function amount(value: string | null): number | undefined {
  if (value == null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/**
 * Reads a goods list query from a URL query string (`shape=round,aviator&color=Black&sort=price_asc`).
 * Unknown sorts and widths are dropped, so a hand-edited URL still shows a list.
 */
export function parseListQuery(search: string, base: Pick<GoodsQuery, 'category_id' | 'keywords'> = {}): GoodsQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const sortParam = params.get('sort');
  const query: GoodsQuery = { ...base, sort: (SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as Sort) : DEFAULT_SORT };
  for (const key of FILTER_KEYS) {
    let values = list(params.get(key));
    if (key === 'width' && values) values = values.filter((v) => (WIDTH_BUCKETS as readonly string[]).includes(v));
    if (values?.length) query[key] = values;
  }
  let min = amount(params.get('price_min'));
  let max = amount(params.get('price_max'));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) query.price_min = min;
  if (max !== undefined) query.price_max = max;
  return query;
}

/**
 * Writes the filters and sort of a query as a URL query string (without `?`); the default sort and
 * empty filters are left out. `keywords` is written when `withKeywords` (the search page).
 */
export function formatListQuery(query: GoodsQuery, withKeywords = false): string {
  const params = new URLSearchParams();
  if (withKeywords && query.keywords) params.set('keywords', query.keywords);
  for (const key of FILTER_KEYS) {
    const values = query[key];
    if (values?.length) params.set(key, values.join(','));
  }
  if (query.price_min !== undefined) params.set('price_min', String(query.price_min));
  if (query.price_max !== undefined) params.set('price_max', String(query.price_max));
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  // Commas stay readable: they are safe in a query string.
  return params.toString().replace(/%2C/g, ',');
}

/** How many filters are set (each value counts; a price range counts once). */
export function activeFilterCount(query: GoodsQuery): number {
  let n = 0;
  for (const key of FILTER_KEYS) n += query[key]?.length ?? 0;
  if (query.price_min !== undefined || query.price_max !== undefined) n += 1;
  return n;
}

/** The same query with no filters (sort, category and keywords kept). */
export function withoutFilters(query: GoodsQuery): GoodsQuery {
  return { category_id: query.category_id, keywords: query.keywords, sort: query.sort };
}

/** Adds or removes one filter value. */
export function toggleValue(query: GoodsQuery, key: FilterKey, value: string): GoodsQuery {
  const current = query[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const out = { ...query };
  if (next.length) out[key] = next;
  else delete out[key];
  return out;
}

/** Two queries ask for the same list. */
export function sameQuery(a: GoodsQuery, b: GoodsQuery): boolean {
  return formatListQuery(a, true) === formatListQuery(b, true) && a.category_id === b.category_id;
}

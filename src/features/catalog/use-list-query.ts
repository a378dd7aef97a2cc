import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { GoodsQuery } from '../../../contract/catalog';
import { formatListQuery, parseListQuery } from './query-codec';

/**
 * The list's filters and sort as the URL holds them: read on every URL change, written with
 * `replace` so the back button leaves the list instead of undoing filters one by one.
 */
export function useListQuery(base: Pick<GoodsQuery, 'category_id' | 'keywords'>, withKeywords = false) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(
    () => parseListQuery(search, base),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- base's fields, not its identity
    [search, base.category_id, base.keywords],
  );
  const setQuery = useCallback(
    (next: GoodsQuery) => {
      const qs = formatListQuery(next, withKeywords);
      navigate(qs ? `${location}?${qs}` : location, { replace: true });
    },
    [location, navigate, withKeywords],
  );
  return [query, setQuery] as const;
}

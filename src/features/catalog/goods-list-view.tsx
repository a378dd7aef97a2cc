import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { GoodsProperties, GoodsQuery, Sort } from '../../../contract/catalog';
import { SORTS } from '../../../contract/catalog';
import { failureMessage } from '../../../contract/codes';
import type { goodsListMachine } from '../../../machines/goods-list.machine';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { CloseIcon } from '../../components/icons';
import { GoodsCard, GoodsCardSkeleton } from './goods-card';
import { FilterSheet, useFacetLabel } from './filter-sheet';
import { FILTER_KEYS, activeFilterCount, sameQuery, toggleValue, withoutFilters } from './query-codec';
import { goodsListLogic } from './goods-list.actors';
import { goodsListView } from './goods-list.view';

const Toolbar = styled('div', {
  position: 'sticky',
  top: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$2 $4',
  backgroundColor: '$surface',
  borderBlockEnd: '1px solid $line',
  minHeight: '1.2rem',
  '& select': {
    minHeight: '0.88rem',
    border: '1px solid $line',
    borderRadius: '$md',
    backgroundColor: '$surface',
    fontSize: '$sm',
    paddingInline: '$2',
    maxWidth: '4.2rem',
  },
  '& label': { display: 'inline-flex', alignItems: 'center', gap: '$2', fontSize: '$sm', color: '$inkSoft', marginInlineStart: 'auto' },
});
const FilterButton = styled('button', {
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '0.88rem',
  paddingInline: '$3',
  border: '1px solid $line',
  borderRadius: '$pill',
  background: '$surface',
  fontSize: '$sm',
  fontWeight: 600,
  cursor: 'pointer',
  '& span.count': { backgroundColor: '$brand', color: '#fff', borderRadius: '$pill', minWidth: '0.4rem', paddingInline: '$1', fontSize: '$xs' },
});
const Count = styled('p', { margin: 0, padding: '$2 $4 0', fontSize: '$sm', color: '$inkSoft', minHeight: '0.62rem' });
const Chips = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: '$2 $4 0',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  '& button': {
    appearance: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '$1',
    minHeight: '0.72rem',
    paddingInline: '$3',
    borderRadius: '$pill',
    border: '1px solid $brand',
    backgroundColor: '$brandSoft',
    color: '$brand',
    fontSize: '$xs',
    fontWeight: 600,
    cursor: 'pointer',
  },
  '& button.clear': { backgroundColor: 'transparent', borderColor: 'transparent', textDecoration: 'underline' },
});
const Grid = styled('div', { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '$3', padding: '$3 $4' });
const Centre = styled('div', {
  padding: '$7 $5',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  '& h2': { margin: 0, fontSize: '$lg' },
  '& p': { margin: 0, color: '$inkSoft' },
});
const Foot = styled('div', {
  padding: '$3 $4 $7',
  textAlign: 'center',
  color: '$inkSoft',
  fontSize: '$sm',
  minHeight: '1.6rem',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$2',
});

export interface GoodsListViewProps {
  query: GoodsQuery;
  onQueryChange(query: GoodsQuery): void;
  properties: GoodsProperties | null;
  /** Shown instead of the list when it does not exist (the category's 404). */
  notFound?: ReactNode;
  /** Shown under the empty message when there are no filters to clear (e.g. popular searches). */
  emptyExtra?: ReactNode;
  /** The list's heading text, for the grid's accessible name. */
  label: string;
  /** The machine with its effects (./goods-list.actors.ts); tests pass it with an in-memory list. */
  logic?: typeof goodsListMachine;
}

/**
 * A goods list driven by machines/goods-list.machine.ts: filters and sort from the URL, infinite
 * scroll (a sentinel, with a Load more button as the fallback), skeletons the size of cards.
 */
export function GoodsListView({ query, onQueryChange, properties, notFound, emptyExtra, label, logic = goodsListLogic }: GoodsListViewProps) {
  const { t } = useTranslation('catalog');
  const message = useMessage();
  const facetLabel = useFacetLabel();
  const actor = useActorRef(logic, { input: { query } });
  const { send } = actor;
  const live = useSelector(actor, goodsListView, shallowEqual);
  // The list is drawn from a deferred copy of the machine's props: a page of cards that lands is
  // rendered as a transition, in slices, instead of in one synchronous render (the machine's
  // updates are store updates, which React never slices).
  const view = useDeferredValue(live);
  const [sheetOpen, setSheetOpen] = useState(false);

  useEffect(() => {
    if (!sameQuery(live.query, query)) send({ type: 'list.query', query });
  }, [query, send, live.query]);

  const { items, total, error, loading, canLoadMore: idle } = view;
  const filters = activeFilterCount(query);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = sentinel.current;
    if (!idle || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) send({ type: 'list.loadMore' });
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [idle, send]);

  if (view.notFound && notFound) return <>{notFound}</>;
  if (view.failed || view.notFound) {
    return (
      <Centre role="alert">
        <h2>{t('list.failed')}</h2>
        <p>{message(failureMessage(error)) || t('common:errorGeneric')}</p>
        {view.failed && <Button onClick={() => send({ type: 'list.retry' })}>{t('common:retry')}</Button>}
      </Centre>
    );
  }

  const chips = FILTER_KEYS.flatMap((key) => (query[key] ?? []).map((value) => ({ key, value })));
  const facetText = (key: (typeof FILTER_KEYS)[number], value: string) =>
    facetLabel(key, value, properties?.[key].find((f) => f.value === value)?.label);

  return (
    <>
      <Toolbar>
        <FilterButton type="button" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
          {t('filters.open')}
          {filters > 0 && (
            <span className="count" aria-label={t('filters.active', { count: filters })}>
              {filters}
            </span>
          )}
        </FilterButton>
        <label>
          {t('sort.label')}
          <select value={query.sort} onChange={(e) => onQueryChange({ ...query, sort: e.target.value as Sort })}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </Toolbar>
      {(chips.length > 0 || query.price_min !== undefined || query.price_max !== undefined) && (
        <Chips aria-label={t('filters.chips')}>
          {chips.map(({ key, value }) => (
            <li key={`${key}:${value}`}>
              <button
                type="button"
                aria-label={t('filters.remove', { name: facetText(key, value) })}
                onClick={() => onQueryChange(toggleValue(query, key, value))}
              >
                {facetText(key, value)}
                <CloseIcon size="0.26rem" />
              </button>
            </li>
          ))}
          {(query.price_min !== undefined || query.price_max !== undefined) && (
            <li>
              <button
                type="button"
                aria-label={t('filters.remove', { name: t('filters.price') })}
                onClick={() => {
                  const { price_min: _min, price_max: _max, ...rest } = query;
                  onQueryChange(rest);
                }}
              >
                {t('filters.priceChip', { min: query.price_min ?? 0, max: query.price_max ?? '∞' })}
                <CloseIcon size="0.26rem" />
              </button>
            </li>
          )}
          <li>
            <button type="button" className="clear" onClick={() => onQueryChange(withoutFilters(query))}>
              {t('filters.clearAll')}
            </button>
          </li>
        </Chips>
      )}
      <Count role="status" aria-live="polite">
        {loading ? t('list.loading') : t('list.count', { count: total })}
      </Count>

      {view.empty ? (
        <Centre>
          <h2>{t('list.empty')}</h2>
          {filters > 0 ? (
            <>
              <p>{t('list.emptyFiltered')}</p>
              <Button onClick={() => onQueryChange(withoutFilters(query))}>{t('filters.clear')}</Button>
            </>
          ) : (
            emptyExtra
          )}
        </Centre>
      ) : (
        <Grid role="list" aria-label={label} aria-busy={loading || view.loadingMore || undefined}>
          {loading
            ? Array.from({ length: 6 }, (_, i) => <GoodsCardSkeleton key={i} role="listitem" aria-hidden="true" />)
            : items.map((g, i) => (
                <div role="listitem" key={g.id}>
                  <GoodsCard goods={g} eager={i < 2} headingLevel="h2" />
                </div>
              ))}
          {view.loadingMore && [0, 1].map((i) => <GoodsCardSkeleton key={`more-${i}`} role="listitem" aria-hidden="true" />)}
        </Grid>
      )}

      {view.ready && (
        <Foot>
          {idle && (
            <>
              <div ref={sentinel} aria-hidden="true" style={{ height: 1, width: '100%' }} />
              <Button tone="secondary" onClick={() => send({ type: 'list.loadMore' })}>
                {t('list.loadMore', { shown: items.length, total })}
              </Button>
            </>
          )}
          {view.loadingMore && <p role="status">{t('list.loadingMore')}</p>}
          {view.moreFailed && (
            <div role="alert">
              <p>{t('list.moreFailed')}</p>
              <Button tone="secondary" onClick={() => send({ type: 'list.retry' })}>
                {t('common:retry')}
              </Button>
            </div>
          )}
          {view.end && <p>{t('list.end', { count: items.length })}</p>}
        </Foot>
      )}

      {sheetOpen && (
        <FilterSheet
          query={query}
          properties={properties}
          total={loading ? null : total}
          onChange={onQueryChange}
          onClose={() => setSheetOpen(false)}
        />
      )}
    </>
  );
}

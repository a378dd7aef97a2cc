import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'wouter';
import type { GoodsPage, GoodsProperties, GoodsQuery } from '../../../contract/catalog';
import type { NavItem } from '../../../contract/entities';
import { PAGE_SIZE } from '../../../contract/constants';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { isApiError } from '../../api';
import { routes } from '../../app/paths';
import { navigationResource, useResource } from '../../app/shell/resources';
import NotFoundPage from '../not-found/not-found-page';
import { GoodsListView, type LoadPage } from './goods-list-view';
import { useListQuery } from './use-list-query';
import { formatListQuery, parseListQuery } from './query-codec';
import { takeFirstScreen } from '../../api/first-screen';
import { firstScreenKeys } from '../../../contract/first-screen';
import { catalogApi } from '../../api/catalog';

const Title = styled('h1', { margin: 0, padding: '$4 $4 $2', fontSize: '$xl', lineHeight: 1.2, minHeight: '1.1rem' });

/** The name of the navigation item linking to this category, searched through the whole tree. */
export function categoryName(nav: NavItem[], id: number): string | undefined {
  const href = routes.goodsList(id);
  for (const item of nav) {
    if (item.url.split('?')[0] === href) return item.name;
    const inner = categoryName(item.children, id);
    if (inner) return inner;
  }
  return undefined;
}

const keyOf = (q: GoodsQuery) => `${q.category_id}?${formatListQuery(q, true)}`;

/**
 * When the app opens on a goods list, its first page is asked for as soon as this chunk loads,
 * alongside the first render instead of after it (the list's images are the largest paint).
 */
let prefetched: { key: string; page: Promise<GoodsPage> } | null = null;
/** The category's filter values when the server sent them with the page: the first render has them. */
let sentProperties: { id: number; value: GoodsProperties } | null = null;
if (typeof location !== 'undefined') {
  const m = /^\/goods-list\/(\d{1,9})$/.exec(location.pathname);
  if (m) {
    const q = parseListQuery(location.search, { category_id: Number(m[1]) });
    prefetched = { key: keyOf(q), page: catalogApi.goodsList(q, 1, PAGE_SIZE) };
    prefetched.page.catch(() => {});
    const value = takeFirstScreen<GoodsProperties>(firstScreenKeys.goodsProperty(q.category_id!));
    if (value) sentProperties = { id: q.category_id!, value };
  }
}

function takeSentProperties(id: number): { id: number; value: GoodsProperties } | null {
  const sent = sentProperties?.id === id ? sentProperties : null;
  sentProperties = null;
  return sent;
}

const apiLoadPage: LoadPage = (query, page, signal) => {
  const early = prefetched;
  prefetched = null;
  if (page === 1 && early && early.key === keyOf(query)) return early.page;
  return catalogApi.goodsList(query, page, PAGE_SIZE, signal);
};
const apiProperties = (categoryId: number) => catalogApi.properties(categoryId);

export interface GoodsListPageProps {
  /** Tests give an in-memory list. */
  loadPage?: LoadPage;
  loadProperties?: (categoryId: number) => Promise<GoodsProperties>;
}

/** /goods-list/:id: a category's goods with filters and sort in the URL. */
export default function GoodsListPage({ loadPage = apiLoadPage, loadProperties = apiProperties }: GoodsListPageProps) {
  const { t } = useTranslation('catalog');
  const params = useParams<{ id: string }>();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : NaN;
  const base = useMemo(() => ({ category_id: id }), [id]);
  const [query, setQuery] = useListQuery(base);
  const nav = useResource(navigationResource);
  const [loaded, setLoaded] = useState(() => (loadProperties === apiProperties ? takeSentProperties(id) : null));
  const properties = loaded?.id === id ? loaded.value : null;
  const shown = useRef(loaded);
  shown.current = loaded;

  useEffect(() => {
    // What the server sent for this category is already shown; anything else is asked for.
    if (!(id > 0) || shown.current?.id === id) return;
    let live = true;
    loadProperties(id).then(
      (value) => live && setLoaded({ id, value }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [id, loadProperties]);

  const renderFailure = useCallback(
    (error: unknown) => (isApiError(error) && error.kind === 'notFound' ? <NotFoundPage level={2} /> : null),
    [],
  );

  if (!(id > 0)) return <NotFoundPage />;
  const name = (nav.status === 'ready' && categoryName(nav.data, id)) || t('list.title');

  return (
    <section aria-labelledby="goods-list-title">
      <Title id="goods-list-title">{name}</Title>
      <GoodsListView
        key={id}
        label={name}
        query={query}
        onQueryChange={setQuery}
        loadPage={loadPage}
        properties={properties}
        renderFailure={renderFailure}
      />
    </section>
  );
}

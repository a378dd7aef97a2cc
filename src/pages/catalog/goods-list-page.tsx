import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'wouter';
import type { NavItem } from '../../../contract/entities';
import type { goodsListMachine } from '../../../machines/goods-list.machine';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { routes } from '../../app/paths';
import { navigationResource, useResource } from '../../app/shell/resources';
import { catalogApi } from '../../features/catalog/catalog.api';
import NotFoundPage from '../not-found/not-found-page';
import { GoodsListView } from '../../features/catalog/goods-list-view';
import { useListQuery } from '../../features/catalog/use-list-query';
import { prefetchFirstPage, takeSentProperties } from '../../features/catalog/goods-list-first-load';

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

if (typeof location !== 'undefined') prefetchFirstPage(location);

export interface GoodsListPageProps {
  /** The list's machine with its effects (./goods-list.actors.ts by default); tests pass an in-memory list. */
  logic?: typeof goodsListMachine;
}

/** /goods-list/:id: a category's goods with filters and sort in the URL. */
export default function GoodsListPage({ logic }: GoodsListPageProps) {
  const { t } = useTranslation('catalog');
  const params = useParams<{ id: string }>();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : NaN;
  const base = useMemo(() => ({ category_id: id }), [id]);
  const [query, setQuery] = useListQuery(base);
  const nav = useResource(navigationResource);
  const [loaded, setLoaded] = useState(() => {
    const value = takeSentProperties(id);
    return value ? { id, value } : null;
  });
  const properties = loaded?.id === id ? loaded.value : null;
  const shown = useRef(loaded);
  shown.current = loaded;

  useEffect(() => {
    // What the server sent for this category is already shown; anything else is asked for.
    if (!(id > 0) || shown.current?.id === id) return;
    let live = true;
    catalogApi.properties(id).then(
      (value) => live && setLoaded({ id, value }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [id]);

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
        properties={properties}
        notFound={<NotFoundPage level={2} />}
        logic={logic}
      />
    </section>
  );
}

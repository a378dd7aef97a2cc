import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { lookbookMachine } from '../../../machines/lookbook.machine';
import { Button } from '../../components/button';
import { GoodsCard } from '../../features/catalog/goods-card';
import { CentredState, PageColumn } from '../../components/page-parts';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { routes } from '../../app/paths';
import { lookbookLogic } from '../../features/lookbook/lookbook.actors';
import { lookbookView } from '../../features/lookbook/lookbook.view';
import { sectionsOf } from '../../features/lookbook/lookbook-sections';

const Chips = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: '$2',
  overflowX: 'auto',
  '& button': {
    appearance: 'none',
    whiteSpace: 'nowrap',
    minHeight: '$tap',
    paddingInline: '$3',
    borderRadius: '$pill',
    border: '1px solid $line',
    backgroundColor: '$surface',
    color: '$ink',
    fontSize: '$sm',
    cursor: 'pointer',
  },
  '& button[aria-pressed="true"]': { borderColor: '$brand', backgroundColor: '$brandSoft', color: '$brand', fontWeight: 600 },
});
const Section = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '& h2': { margin: 0, fontSize: '$lg' },
  '& h3': { margin: 0, fontSize: '$md', color: '$inkSoft' },
  '& p': { margin: 0, color: '$inkSoft', fontSize: '$sm' },
});
// Cards off screen are neither laid out nor painted (content-visibility), and keep their place's
// size once seen: hundreds of frames scroll like a few.
const Grid = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$3',
  '& > li': { display: 'flex', minWidth: 0, contentVisibility: 'auto', containIntrinsicSize: 'auto 5.2rem' },
  '& > li > article': { flex: 1 },
});
const Foot = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$2',
  color: '$inkSoft',
  fontSize: '$sm',
  minHeight: '1.6rem',
});

/** The collection of a lookbook address (`?collection=2`); none (or not an id): every collection. */
export function collectionOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('collection'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The lookbook's address showing one collection (null: all). */
export const lookbookHref = (collectionId: number | null) =>
  collectionId === null ? routes.lookbook : `${routes.lookbook}?collection=${collectionId}`;

/**
 * /optical-frames-online-catalog-z: the frames lookbook (machines/lookbook.machine.ts). Collections
 * to choose from, then the frames under their collection and category headings, the next page of
 * cards fetched as the shopper nears the end (a sentinel; Load more as the fallback). The chosen
 * collection is in the address (`?collection=`), so back, forward and a shared link show it.
 */
export default function LookbookPage({ logic = lookbookLogic }: { logic?: typeof lookbookMachine }) {
  const { t } = useTranslation('catalogues');
  const inAddress = collectionOf(useSearch());
  const [, navigate] = useLocation();
  const actor = useActorRef(logic, { input: { collectionId: inAddress } });
  const { send } = actor;
  const view = useSelector(actor, lookbookView, shallowEqual);
  const { collections, categories, items, frameCount, collectionId, canChoose: known, canLoadMore: idle, allCount: total } = view;
  // Back or forward to another collection's address: that collection is shown (once choosing is possible).
  useEffect(() => {
    if (known && inAddress !== collectionId) send({ type: 'lookbook.collection', collectionId: inAddress });
  }, [known, inAddress, collectionId, send]);
  const choose = (id: number | null) => {
    if (id === collectionId) return;
    send({ type: 'lookbook.collection', collectionId: id });
    navigate(lookbookHref(id));
  };
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = sentinel.current;
    if (!idle || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) send({ type: 'lookbook.more' });
      },
      { rootMargin: '800px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [idle, send]);

  const sections = sectionsOf(items, categories, collections);
  return (
    <PageColumn aria-labelledby="lookbook-title" aria-busy={view.loading || view.loadingMore}>
      <h1 id="lookbook-title">{t('lookbook.title')}</h1>
      <p>{t('lookbook.intro')}</p>
      {collections.length > 0 && (
        <nav aria-label={t('lookbook.collections')}>
          <Chips>
            <li>
              <button type="button" aria-pressed={collectionId === null} onClick={() => choose(null)}>
                {t('lookbook.chip', { name: t('lookbook.all'), count: total })}
              </button>
            </li>
            {collections.map((c) => (
              <li key={c.id}>
                <button type="button" aria-pressed={collectionId === c.id} onClick={() => choose(c.id)}>
                  {t('lookbook.chip', { name: c.name, count: c.count })}
                </button>
              </li>
            ))}
          </Chips>
        </nav>
      )}
      {view.loading && (
        <CentredState role="status">
          <p>{t('lookbook.loading')}</p>
        </CentredState>
      )}
      {view.failed && (
        <CentredState role="alert">
          <p>{t('lookbook.failed')}</p>
          <Button onClick={() => send({ type: 'lookbook.retry' })}>{t('lookbook.retry')}</Button>
        </CentredState>
      )}
      {view.empty && (
        <CentredState role="status">
          <p>{t('lookbook.empty')}</p>
        </CentredState>
      )}
      {sections.map(({ collection, groups }) => (
        <Section key={collection.id} aria-labelledby={`collection-${collection.id}`}>
          <h2 id={`collection-${collection.id}`}>{collection.name}</h2>
          <p>{collection.description}</p>
          {groups.map(({ category, items: frames }, i) => (
            <Section
              key={`${category.id}-${i}`}
              aria-labelledby={category.id === collection.id ? `collection-${collection.id}` : `category-${category.id}`}
            >
              {category.id !== collection.id && <h3 id={`category-${category.id}`}>{category.name}</h3>}
              <Grid>
                {frames.map((frame, n) => (
                  <li key={frame.id}>
                    <GoodsCard
                      goods={frame}
                      headingLevel={category.id === collection.id ? 'h3' : 'h4'}
                      eager={sections[0]?.collection.id === collection.id && i === 0 && n < 2}
                    />
                  </li>
                ))}
              </Grid>
            </Section>
          ))}
        </Section>
      ))}
      {view.ready && (
        <Foot>
          <p role="status">{t('lookbook.shown', { shown: items.length, total: frameCount })}</p>
          {idle && (
            <>
              <div ref={sentinel} />
              <Button tone="secondary" onClick={() => send({ type: 'lookbook.more' })}>
                {t('lookbook.more', { shown: items.length, total: frameCount })}
              </Button>
            </>
          )}
          {view.loadingMore && <p>{t('lookbook.loadingMore')}</p>}
          {view.moreFailed && (
            <div role="alert">
              <p>{t('lookbook.moreFailed')}</p>
              <Button onClick={() => send({ type: 'lookbook.retry' })}>{t('lookbook.retry')}</Button>
            </div>
          )}
          {view.end && <p>{t('lookbook.end', { count: items.length })}</p>}
        </Foot>
      )}
    </PageColumn>
  );
}

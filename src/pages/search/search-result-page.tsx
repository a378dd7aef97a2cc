import { useCallback, useEffect, useId, useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import type { searchDialogMachine } from '../../../machines/search-dialog.machine';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { routes } from '../../app/paths';
import { hotSearchResource, useResource } from '../../app/shell/resources';
import { ChevronIcon, SearchIcon } from '../../components/icons';
import { useLoad } from '../../components/use-load';
import { GoodsListView } from '../../features/catalog/goods-list-view';
import { useListQuery } from '../../features/catalog/use-list-query';
import { catalogApi } from '../../features/catalog/catalog.api';
import { searchDialogLogic } from '../../app/shell/search/search-dialog.actors';
import { searchDialogView } from '../../app/shell/search/search-dialog.view';

const Bar = styled('header', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  padding: '$2 $3',
  minHeight: '$header',
  borderBlockEnd: '1px solid $line',
  backgroundColor: '$surface',
});
const Back = styled('button', {
  appearance: 'none',
  border: 0,
  background: 'none',
  width: '$tap',
  height: '$tap',
  display: 'grid',
  placeItems: 'center',
  cursor: 'pointer',
  color: '$ink',
  // The chevron points right; back points to the start side.
  '& svg': { transform: 'scaleX(-1)' },
  '[dir="rtl"] & svg': { transform: 'none' },
});
const Form = styled('form', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  '& .field': {
    display: 'flex',
    alignItems: 'center',
    border: '1px solid $line',
    borderRadius: '$pill',
    paddingInlineStart: '$3',
    backgroundColor: '$canvas',
  },
  '& input': { flex: 1, minWidth: 0, minHeight: '0.92rem', border: 0, background: 'none', fontSize: '$md', outline: 'none' },
  '& .field:focus-within': { borderColor: '$brand' },
  '& button': {
    appearance: 'none',
    border: 0,
    background: 'none',
    width: '$tap',
    height: '0.92rem',
    display: 'grid',
    placeItems: 'center',
    color: '$brand',
    cursor: 'pointer',
  },
  '& [role="alert"]': { margin: '$1 $3 0', color: '$danger', fontSize: '$xs' },
});
const Heading = styled('h1', { margin: 0, padding: '$3 $4 0', fontSize: '$lg', overflowWrap: 'anywhere' });
const Popular = styled('section', {
  width: '100%',
  '& h3': { margin: '0 0 $2', fontSize: '$md' },
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '$2' },
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '0.84rem',
    paddingInline: '$4',
    borderRadius: '$pill',
    border: '1px solid $line',
    color: '$ink',
    textDecoration: 'none',
    fontSize: '$sm',
  },
});

/** /search-result?keywords=: the same list as a category, for a search; the shell hides its header here. */
export default function SearchResultPage() {
  const { t } = useTranslation('catalog');
  const search = useSearch();
  const keywords = (new URLSearchParams(search).get('keywords') ?? '').trim();
  const base = useMemo(() => ({ keywords }), [keywords]);
  const [query, setQuery] = useListQuery(base, true);
  // The search's filter values; the list shows without them while they load (or if they fail).
  const loaded = useLoad(`search-properties?${keywords}`, () => (keywords ? catalogApi.searchProperties(keywords) : Promise.resolve(null)));
  const properties = loaded.status === 'ready' ? loaded.data : null;

  return (
    <>
      <SearchBar keywords={keywords} />
      {keywords ? (
        <section aria-labelledby="search-title">
          <Heading id="search-title">{t('search.title', { keywords })}</Heading>
          <GoodsListView
            key={keywords}
            label={t('search.title', { keywords })}
            query={query}
            onQueryChange={setQuery}
            properties={properties}
            emptyExtra={<PopularSearches />}
          />
        </section>
      ) : (
        <section aria-labelledby="search-title" style={{ padding: '0.4rem' }}>
          <Heading id="search-title">{t('search.prompt')}</Heading>
          <PopularSearches />
        </section>
      )}
    </>
  );
}

/**
 * The results page's search bar: the header dialog's search form (machines/search-dialog.machine.ts,
 * effects in search-dialog.actors.ts), showing the search of the URL.
 */
function SearchBar({ keywords, logic = searchDialogLogic }: { keywords: string; logic?: typeof searchDialogMachine }) {
  const { t } = useTranslation('catalog');
  const [, navigate] = useLocation();
  const actor = useActorRef(logic, { input: { query: keywords } });
  const text = useSelector(actor, (s) => s.context.query);
  const error = useSelector(actor, (s) => searchDialogView(s).required);
  const errorId = useId();
  // Back and forward change the search shown: the field follows the URL.
  useEffect(() => {
    if (actor.getSnapshot().context.query !== keywords) actor.send({ type: 'search.input', value: keywords });
  }, [keywords, actor]);
  const back = useCallback(() => {
    if (typeof history !== 'undefined' && history.length > 1) history.back();
    else navigate(routes.home);
  }, [navigate]);
  return (
    <Bar>
      <Back type="button" aria-label={t('common:back')} onClick={back}>
        <ChevronIcon size="0.5rem" />
      </Back>
      <Form
        role="search"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'search.submit' });
        }}
      >
        <div className="field">
          <input
            type="search"
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={text}
            maxLength={100}
            enterKeyHint="search"
            aria-invalid={error || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => actor.send({ type: 'search.input', value: e.target.value })}
          />
          <button type="submit" aria-label={t('search.submit')}>
            <SearchIcon size="0.44rem" />
          </button>
        </div>
        {error && (
          <p role="alert" id={errorId}>
            {t('messages:searchRequired')}
          </p>
        )}
      </Form>
    </Bar>
  );
}

/** The shop's popular searches, offered when a search finds nothing. */
export function PopularSearches() {
  const { t } = useTranslation('catalog');
  const hot = useResource(hotSearchResource);
  if (hot.status !== 'ready' || hot.data.length === 0) return null;
  return (
    <Popular aria-labelledby="popular-searches">
      <h3 id="popular-searches">{t('search.popular')}</h3>
      <ul>
        {hot.data.map((item) => (
          <li key={item.url}>
            <Link href={item.url}>{item.name}</Link>
          </li>
        ))}
      </ul>
    </Popular>
  );
}

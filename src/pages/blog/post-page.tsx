import { Link, useParams } from 'wouter';
import { postIdOfSegment, type PostDetail } from '../../../contract/blog';
import { blogApi } from '../../features/blog/blog.api';
import { isApiError } from '../../api/errors';
import { useDocumentMeta } from '../../app/document-meta';
import { routes } from '../../app/paths';
import { useIsSignedIn } from '../../app/session/selectors';
import { useLoad } from '../../components/use-load';
import { GoodsCard } from '../../features/catalog/goods-card';
import { LoadStates } from '../../components/page-parts';
import { Prose } from '../../components/prose';
import { useFormatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import NotFoundPage from '../not-found/not-found-page';
import { COVER_HEIGHT, COVER_WIDTH } from '../../features/blog/post-card';
import { InEnglishNotice, useContentLang } from '../../components/in-english';
import { PostHeart } from '../../features/blog/post-heart';

const Article = styled('article', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: '0 0 $7',
  '& > img': { display: 'block', width: '100%', height: 'auto', aspectRatio: `${COVER_WIDTH} / ${COVER_HEIGHT}` },
  '& > header, & > div, & > section, & > nav': { paddingInline: '$4' },
  '& h1': { margin: '0 0 $2', fontSize: '$xxl', lineHeight: 1.15 },
});

const Meta = styled('p', { margin: 0, fontSize: '$sm', color: '$inkSoft' });

const Tags = styled('ul', {
  listStyle: 'none',
  margin: '$2 0 0',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '$tap',
    padding: '0 $3',
    borderRadius: '$pill',
    backgroundColor: '$brandSoft',
    color: '$brand',
    fontSize: '$sm',
    fontWeight: 600,
    textDecoration: 'none',
  },
});

const Related = styled('section', {
  '& h2': { margin: '0 0 $3', fontSize: '$lg' },
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '$3' },
  '& li': { display: 'flex' },
  '& li > article': { flex: 1 },
});

const Neighbours = styled('nav', {
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2' },
  '& a': {
    display: 'flex',
    flexDirection: 'column',
    gap: '$1',
    minHeight: '$tap',
    padding: '$3',
    borderRadius: '$md',
    border: '1px solid $line',
    color: '$ink',
    textDecoration: 'none',
  },
  '& small': { color: '$brand', fontWeight: 600, fontSize: '$xs' },
});

/** The list a post belongs to: readers' topics, or the news. */
const listOf = (post: PostDetail) => (post.kind === 'readers_topic' ? routes.readersTopic : routes.companyNews);

function Post({ post }: { post: PostDetail }) {
  const { t } = useTranslation('blog');
  const formatDate = useFormatDate();
  const list = listOf(post);
  // Untranslated (English) text is marked so and said so; each neighbour's title by its own language.
  const { lang, untranslated } = useContentLang(post.content_lang);
  const previousLang = useContentLang(post.previous?.content_lang ?? '').lang;
  const nextLang = useContentLang(post.next?.content_lang ?? '').lang;
  return (
    <Article aria-labelledby="post-title">
      <img src={post.cover} alt={post.cover_alt} lang={lang} width={COVER_WIDTH} height={COVER_HEIGHT} fetchPriority="high" />
      <header>
        <h1 id="post-title" lang={lang} dir="auto">
          {post.title}
        </h1>
        <Meta>
          <time dateTime={post.published_at}>{formatDate(post.published_at, 'calendarDay')}</time>
          {' · '}
          {t('minutes', { count: post.reading_minutes })}
          {' · '}
          <span>{t('post.by', { author: post.author })}</span>
        </Meta>
        {untranslated && <InEnglishNotice />}
        {post.tags.length > 0 && (
          <Tags aria-label={t('tag.label')}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link href={list({ tag })}>#{tag}</Link>
              </li>
            ))}
          </Tags>
        )}
      </header>
      <div>
        <Prose lang={lang} dir="auto" dangerouslySetInnerHTML={{ __html: post.html }} />
        <PostHeart key={`${post.id}:${post.is_like}`} post={post} />
      </div>
      {post.related.length > 0 && (
        <Related aria-labelledby="related-title">
          <h2 id="related-title">{t('post.related')}</h2>
          <ul>
            {post.related.map((g) => (
              <li key={g.id}>
                <GoodsCard goods={g} />
              </li>
            ))}
          </ul>
        </Related>
      )}
      {(post.previous || post.next) && (
        <Neighbours aria-label={t('post.nav')}>
          <ul>
            {post.next && (
              <li>
                <Link href={routes.post(post.next.id)}>
                  <small>{t('post.next')}</small>
                  <span lang={nextLang} dir="auto">
                    {post.next.title}
                  </span>
                </Link>
              </li>
            )}
            {post.previous && (
              <li>
                <Link href={routes.post(post.previous.id)}>
                  <small>{t('post.previous')}</small>
                  <span lang={previousLang} dir="auto">
                    {post.previous.title}
                  </span>
                </Link>
              </li>
            )}
          </ul>
        </Neighbours>
      )}
    </Article>
  );
}

/**
 * /company-news/{id}: a post of any kind (api/blog/getOne): cover, title, date, reading time,
 * tags, its text (the server's sanitized HTML), the like heart, related goods as cards, and the
 * previous and next posts of its kind; read again when the shopper signs in or out (the like is
 * theirs). An unknown post, or an address that cannot be one (nothing is asked), is the friendly
 * not-found page (the server answers its document 404).
 */
export default function PostPage() {
  const id = postIdOfSegment(useParams<{ id: string }>().id);
  return id ? <PostOf id={id} /> : <NotFoundPage />;
}

function PostOf({ id }: { id: number }) {
  const { t, i18n } = useTranslation('blog');
  const signedIn = useIsSignedIn();
  const post = useLoad<PostDetail>(`post:${id}:${signedIn}:${i18n.language}`, (signal) => blogApi.one(id, signal), { keepWhileReloading: true });
  const ready = post.status === 'ready' ? post.data : null;
  useDocumentMeta(ready && { title: ready.title, description: ready.excerpt, canonicalPath: routes.post(ready.id) });
  if (post.status === 'failed' && isApiError(post.error) && (post.error.kind === 'notFound' || post.error.kind === 'invalid')) {
    return <NotFoundPage />;
  }
  if (!ready) {
    return (
      <>
        <h1 className="visually-hidden">{t('post.loading')}</h1>
        <LoadStates loaded={post} loading={t('post.loading')} failed={t('post.failed')} />
      </>
    );
  }
  return <Post post={ready} />;
}

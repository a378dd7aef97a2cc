import { Link } from 'wouter';
import type { PostSummary } from '../../../contract/blog';
import { routes } from '../../app/paths';
import { useContentLang } from '../../components/in-english';
import { useFormatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';

/** Covers are drawn 2:1 (800 x 400); the attributes reserve the box before the picture loads. */
export const COVER_WIDTH = 800;
export const COVER_HEIGHT = 400;

const Card = styled('article', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '$surface',
  borderRadius: '$lg',
  boxShadow: '$card',
  overflow: 'hidden',
  '& img': { display: 'block', width: '100%', height: 'auto', aspectRatio: `${COVER_WIDTH} / ${COVER_HEIGHT}` },
});

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', padding: '$3 $4 $4' });

const Kind = styled('p', { margin: 0, fontSize: '$xs', fontWeight: 700, color: '$brand', textTransform: 'uppercase', letterSpacing: '0.04em' });

const Title = styled('h2', {
  margin: 0,
  fontSize: '$md',
  lineHeight: 1.3,
  '& a': { color: '$ink', textDecoration: 'none' },
  // The whole card opens the post.
  '& a::after': { content: '""', position: 'absolute', inset: 0 },
});

const Excerpt = styled('p', { margin: 0, fontSize: '$sm', color: '$inkSoft', lineHeight: 1.5 });

const Meta = styled('p', { margin: 0, fontSize: '$xs', color: '$inkSoft' });

/** A post in a list: cover, kind, title (the link), teaser, date, reading time and likes. */
export function PostCard({ post, eager = false }: { post: PostSummary; eager?: boolean }) {
  const { t } = useTranslation('blog');
  const formatDate = useFormatDate();
  const { lang } = useContentLang(post.content_lang);
  return (
    <Card>
      <img
        src={post.cover}
        alt={post.cover_alt}
        lang={lang}
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <Body>
        <Kind>{t(`kind.${post.kind}`)}</Kind>
        <Title lang={lang} dir="auto">
          <Link href={routes.post(post.id)}>{post.title}</Link>
        </Title>
        <Excerpt lang={lang} dir="auto">
          {post.excerpt}
        </Excerpt>
        <Meta>
          <time dateTime={post.published_at}>{formatDate(post.published_at, 'calendarDay')}</time>
          {' · '}
          {t('minutes', { count: post.reading_minutes })}
          {' · '}
          {t('likes', { count: post.like_count })}
        </Meta>
      </Body>
    </Card>
  );
}

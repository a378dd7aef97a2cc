import { useState } from 'react';
import { Link } from 'wouter';
import type { PostKind, PostPage } from '../../../contract/blog';
import { firstScreenKeys } from '../../../contract/first-screen';
import { blogApi } from './blog.api';
import { takeFirstScreen } from '../../api/first-screen';
import { useLoad } from '../../components/use-load';
import { CentredState, LoadStates } from '../../components/page-parts';
import { Pager } from '../../components/pager';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { PostCard } from './post-card';

/** A page of the blog: its title, then blocks one under the other. */
export const BlogColumn = styled('section', {
  padding: '$5 $4 $7',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  '& > h1': { margin: 0, fontSize: '$xxl', lineHeight: 1.15 },
  '& > p': { margin: 0, color: '$inkSoft' },
});

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$4' });

const Filter = styled('p', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  margin: 0,
  fontSize: '$sm',
  '& a': { display: 'inline-flex', alignItems: 'center', minHeight: '$tap', color: '$brand', fontWeight: 600 },
});

/** The tag a list's address asks for (`?tag=`), none when absent. */
export function tagOf(search: string): string | undefined {
  return new URLSearchParams(search).get('tag')?.trim().toLowerCase() || undefined;
}

/**
 * One page of posts (api/blog/getList) of a kind and a tag, newest first, as cards, with the
 * pages around it; a tag filter says so and offers the way back to every post.
 */
export function PostList({
  kind,
  tag,
  page,
  href,
  clearTag,
}: {
  kind?: PostKind;
  tag?: string;
  page: number;
  href: (page: number) => string;
  /** Where "every post" goes when a tag is shown. */
  clearTag: string;
}) {
  const { t, i18n } = useTranslation('blog');
  // The page of posts /company-news opens on, when the server sent it with the page (page-head.ts).
  const [initial] = useState(() => (!kind && !tag && page === 1 ? takeFirstScreen<PostPage>(firstScreenKeys.blogList(i18n.language)) : undefined));
  // Read again in another language: the titles come in it where translated.
  const list = useLoad<PostPage>(`posts:${kind ?? ''}:${tag ?? ''}:${page}:${i18n.language}`, (signal) => blogApi.list({ kind, tag, page }, signal), {
    initial,
  });
  return (
    <>
      {tag && (
        <Filter>
          <span>{t('tag.shown', { tag })}</span>
          <Link href={clearTag}>{t('tag.clear')}</Link>
        </Filter>
      )}
      <LoadStates loaded={list} loading={t('loading')} failed={t('failed')} />
      {list.status === 'ready' && list.data.items.length === 0 && (
        <CentredState>
          <p>{t('empty')}</p>
        </CentredState>
      )}
      {list.status === 'ready' && list.data.items.length > 0 && (
        <>
          <List>
            {list.data.items.map((post, i) => (
              <li key={post.id}>
                <PostCard post={post} eager={i === 0} />
              </li>
            ))}
          </List>
          <Pager
            page={page}
            total={list.data.total}
            pageSize={list.data.page_size}
            href={href}
            label={t('pager.label')}
            newer={t('pager.newer')}
            older={t('pager.older')}
            position={(n, pages) => t('pager.position', { page: n, pages })}
          />
        </>
      )}
    </>
  );
}

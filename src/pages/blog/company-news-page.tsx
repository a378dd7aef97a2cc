import { useSearch } from 'wouter';
import { NEWS_KINDS } from '../../../contract/blog';
import { useDocumentMeta } from '../../app/document-meta';
import { routes } from '../../app/paths';
import { useUser } from '../../app/session/selectors';
import { pageOf } from '../../components/pager';
import { TabLinks } from '../../components/tab-links';
import { useTranslation } from '../../i18n/react';
import { ArrivalForm } from '../../features/blog/arrival-form';
import { BlogColumn, PostList, tagOf } from '../../features/blog/post-list';

const TABS = ['all', ...NEWS_KINDS] as const;
type Tab = (typeof TABS)[number];

function tabOf(search: string): Tab {
  const kind = new URLSearchParams(search).get('kind');
  return (NEWS_KINDS as readonly string[]).includes(kind ?? '') ? (kind as Tab) : 'all';
}

/**
 * /company-news: the blog and the company's news, newest first, ten a page (`?kind=&tag=&page=`,
 * tabs by kind), with the coming collection's "e-mail me" form above the list.
 */
export default function CompanyNewsPage() {
  const { t } = useTranslation('blog');
  const search = useSearch();
  const tab = tabOf(search);
  const kind = tab === 'all' ? undefined : tab;
  const tag = tagOf(search);
  const page = pageOf(search);
  const user = useUser();
  useDocumentMeta({ title: t('news.title'), description: t('news.description'), canonicalPath: '/company-news' });
  return (
    <BlogColumn aria-labelledby="news-title">
      <h1 id="news-title">{t('news.title')}</h1>
      <TabLinks
        label={t('news.tabs.label')}
        tabs={TABS}
        current={tab}
        href={(id) => routes.companyNews({ kind: id === 'all' ? undefined : id, tag })}
        text={(id) => t(`news.tabs.${id}`)}
      />
      <ArrivalForm key={user?.id ?? 'visitor'} initial={user ? { email: user.email } : undefined} />
      <PostList kind={kind} tag={tag} page={page} href={(n) => routes.companyNews({ kind, tag, page: n })} clearTag={routes.companyNews({ kind })} />
    </BlogColumn>
  );
}

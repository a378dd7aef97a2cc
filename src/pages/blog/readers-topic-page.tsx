import { useSearch } from 'wouter';
import { useDocumentMeta } from '../../app/document-meta';
import { routes } from '../../app/paths';
import { pageOf } from '../../components/pager';
import { useTranslation } from '../../i18n/react';
import { BlogColumn, PostList, tagOf } from '../../features/blog/post-list';

/** /readers-topic: our readers' stories and questions, newest first, ten a page (`?tag=&page=`); the shell shows the top category bar. */
export default function ReadersTopicPage() {
  const { t } = useTranslation('blog');
  const search = useSearch();
  const tag = tagOf(search);
  const page = pageOf(search);
  useDocumentMeta({ title: t('readers.title'), description: t('readers.description'), canonicalPath: '/readers-topic' });
  return (
    <BlogColumn aria-labelledby="readers-title">
      <h1 id="readers-title">{t('readers.title')}</h1>
      <p>{t('readers.intro')}</p>
      <PostList kind="readers_topic" tag={tag} page={page} href={(n) => routes.readersTopic({ tag, page: n })} clearTag={routes.readersTopic()} />
    </BlogColumn>
  );
}

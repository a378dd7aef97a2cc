import { Link, useSearch } from 'wouter';
import { CONTENT_STATUSES, CONTENT_TYPES, type AdminContentRow, type ContentStatus, type ContentType } from '../../../contract/admin-content';
import { LoadStates } from '../../components/page-parts';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { PageHead } from '../app/shell/page-parts';
import { DataTable, type Column } from '../components/data-table';
import { ListFilters, THREE_FILTERS } from '../components/list-filters';
import { contentApi, type ContentListQuery } from '../features/content/content.api';
import { ContentStatusBadge } from '../features/content/content-status';
import { ActionLink } from '../features/promotions/promotion-parts';

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  (values as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

/** The list's filters in the address: `?type=&status=&q=`. */
function queryOf(search: string): ContentListQuery {
  const p = new URLSearchParams(search);
  return { type: oneOf(CONTENT_TYPES, p.get('type')), status: oneOf(CONTENT_STATUSES, p.get('status')), q: p.get('q')?.trim() || undefined };
}
function searchOf(q: Record<string, string | undefined>): string {
  const p = new URLSearchParams();
  for (const k of ['type', 'status', 'q']) if (q[k]) p.set(k, q[k]!);
  return p.toString();
}

/** /admin/content?…: the information pages and posts with their status (drafts first); New page, New post. */
export default function ContentListPage() {
  const { t } = useTranslation();
  const query = queryOf(useSearch());
  const search = searchOf({ ...query });
  const list = useLoad(`content?${search}`, (signal) => contentApi.list(query, signal), { keepWhileReloading: true });
  const columns: Column<AdminContentRow>[] = [
    { label: t('content.columns.title'), cell: (c) => <Link href={consoleRoutes.contentItem(c.type, c.id)}>{c.title}</Link> },
    { label: t('content.columns.kind'), cell: (c) => t(`content.kinds.${c.kind}`) },
    { label: t('content.columns.address'), cell: (c) => c.address },
    { label: t('content.columns.status'), cell: (c) => <ContentStatusBadge status={c.status} at={c.publish_at} /> },
  ];
  return (
    <>
      <PageHead title={t('content.title')}>
        <ActionLink href={consoleRoutes.contentNew('pages')}>{t('content.newPage')}</ActionLink>
        <ActionLink href={consoleRoutes.contentNew('posts')}>{t('content.newPost')}</ActionLink>
      </PageHead>
      <ListFilters
        label={t('content.filters')}
        layout={THREE_FILTERS}
        resetKey={search}
        hrefOf={(v) => consoleRoutes.content(searchOf(v))}
        clearHref={consoleRoutes.content()}
        fields={[
          {
            name: 'type',
            label: t('content.type'),
            value: query.type,
            options: CONTENT_TYPES.map((c: ContentType) => ({ value: c, label: t(`content.types.${c}`) })),
          },
          {
            name: 'status',
            label: t('content.columns.status'),
            value: query.status,
            options: CONTENT_STATUSES.map((s: ContentStatus) => ({ value: s, label: t(`content.statuses.${s}`) })),
          },
          { name: 'q', label: t('content.search'), type: 'search', value: query.q },
        ]}
      />
      {list.status !== 'ready' ? (
        <LoadStates loaded={list} loading={t('loading')} failed={t('content.failed')} />
      ) : list.data.length === 0 ? (
        <p>{t('content.none')}</p>
      ) : (
        <DataTable caption={t('content.caption')} columns={columns} rows={list.data} rowKey={(c) => `${c.type}-${c.id}`} />
      )}
    </>
  );
}

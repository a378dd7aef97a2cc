import type { ReactNode } from 'react';
import { CentredState, LoadStates } from '../../components/page-parts';
import { Pager } from '../../components/pager';
import { useLoad, type Loaded } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { PageHead } from '../app/shell/page-parts';

/** A page of a list as the server answers it. */
export type ListPageData<T> = { items: T[]; total: number; page: number; page_size: number };

/** A list loaded for the address's `search` (`name?search`), the last page kept on screen while the next loads. */
export function useListLoad<T>(name: string, search: string, load: (signal: AbortSignal) => Promise<ListPageData<T>>) {
  return useLoad(`${name}?${search}`, load, { keepWhileReloading: true });
}

/**
 * A console list page: its title (and the page's own actions), its filters, then the list as
 * loaded: waiting, failed (with Try again), `none` when empty, else the count (when the page says
 * one), the table the page draws of the items, and the pager (`pageHref`: the address of a page).
 */
export function ListPage<T>({
  title,
  actions,
  filters,
  list,
  failed,
  none,
  count,
  pageHref,
  children,
}: {
  title: string;
  actions?: ReactNode;
  filters: ReactNode;
  list: Loaded<ListPageData<T>> & { retry(): void };
  failed: string;
  none: string;
  count?: (total: number) => string;
  pageHref: (page: number) => string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={title}>{actions}</PageHead>
      {filters}
      {list.status !== 'ready' ? (
        <LoadStates loaded={list} loading={t('loading')} failed={failed} />
      ) : list.data.items.length === 0 ? (
        <CentredState>
          <p>{none}</p>
        </CentredState>
      ) : (
        <>
          {count && <p role="status">{count(list.data.total)}</p>}
          {children(list.data.items)}
          <Pager
            page={list.data.page}
            total={list.data.total}
            pageSize={list.data.page_size}
            href={pageHref}
            label={t('pager.label')}
            newer={t('pager.previous')}
            older={t('pager.next')}
            position={(page, pages) => t('pager.position', { page, pages })}
          />
        </>
      )}
    </>
  );
}

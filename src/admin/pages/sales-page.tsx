import { Link } from 'wouter';
import type { AdminSale } from '../../../contract/admin-promotions';
import { LoadStates } from '../../components/page-parts';
import { useLoad } from '../../components/use-load';
import { useFormatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { Badge, PageHead } from '../app/shell/page-parts';
import { DataTable, type Column } from '../components/data-table';
import { ActionLink } from '../features/promotions/promotion-parts';
import { promotionsApi } from '../features/promotions/promotions.api';

/** Where a sale stands now: on, upcoming, over, or switched off. */
function saleState(s: AdminSale, now: number): 'live' | 'upcoming' | 'over' | 'inactive' {
  if (!s.active) return 'inactive';
  if (Date.parse(s.starts_at) > now) return 'upcoming';
  return Date.parse(s.ends_at) > now ? 'live' : 'over';
}

/** /admin/sales: the sale events, latest ending first, with their dates and categories; New sale. */
export default function SalesPage() {
  const { t } = useTranslation();
  const date = useFormatDate();
  const list = useLoad('sales', (signal) => promotionsApi.sales(signal));
  const now = Date.now();
  const columns: Column<AdminSale>[] = [
    { label: t('sales.columns.title'), cell: (s) => <Link href={consoleRoutes.sale(s.id)}>{s.title}</Link> },
    { label: t('sales.columns.starts'), cell: (s) => date(s.starts_at, 'medium+time') },
    { label: t('sales.columns.ends'), cell: (s) => date(s.ends_at, 'medium+time') },
    { label: t('sales.columns.categories'), cell: (s) => s.categories.map((c) => c.name).join(', ') },
    {
      label: t('sales.columns.state'),
      cell: (s) => {
        const state = saleState(s, now);
        return <Badge tone={state === 'live' ? 'success' : state === 'upcoming' ? undefined : 'neutral'}>{t(`sales.${state}`)}</Badge>;
      },
    },
  ];
  return (
    <>
      <PageHead title={t('sales.title')}>
        <ActionLink href={consoleRoutes.saleNew()}>{t('sales.newSale')}</ActionLink>
      </PageHead>
      {list.status !== 'ready' ? (
        <LoadStates loaded={list} loading={t('loading')} failed={t('sales.failed')} />
      ) : list.data.length === 0 ? (
        <p>{t('sales.none')}</p>
      ) : (
        <DataTable caption={t('sales.caption')} columns={columns} rows={list.data} rowKey={(s) => s.id} />
      )}
    </>
  );
}

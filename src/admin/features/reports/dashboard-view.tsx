import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { Dashboard } from '../../../../contract/admin-reports';
import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { consoleRoutes } from '../../app/paths';
import { Panel } from '../../app/shell/page-parts';
import { DataTable } from '../../components/data-table';
import { percent, useReportMoney } from './report-format';

// uPlot and its styles: a chunk of their own, fetched when the dashboard draws its charts.
const RevenueChart = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.RevenueChart })));
const StatusChart = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.StatusChart })));

/**
 * The console's home page for the owner and managers: the key figures of today, the last 7 and 30
 * days, revenue per day and orders by status as charts (each with its table: the chart's text
 * alternative), the best sellers, low-stock colours and the waiting work.
 */
export function DashboardView({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const money = useReportMoney(data.currency);
  const none = t('dashboard.none');
  const figures: {
    key: string;
    heading: string;
    value: (f: Dashboard['periods'][number]['figures']) => string;
    note?: (f: Dashboard['periods'][number]['figures']) => string;
  }[] = [
    { key: 'revenue', heading: t('dashboard.revenue'), value: (f) => money(f.revenue) },
    { key: 'orders', heading: t('dashboard.orders'), value: (f) => String(f.orders) },
    { key: 'aov', heading: t('dashboard.averageOrderValue'), value: (f) => (f.average_order_value == null ? none : money(f.average_order_value)) },
    {
      key: 'conversion',
      heading: t('dashboard.conversionRate'),
      value: (f) => percent(f.conversion_rate) ?? none,
      note: (f) => t('dashboard.conversionHint', { views: f.product_views }),
    },
    {
      key: 'refunds',
      heading: t('dashboard.refunds'),
      value: (f) => money(f.refunds),
      note: (f) => t('dashboard.refundCount', { count: f.refund_count }),
    },
  ];
  const statusLabels = data.orders_by_status.map((s) => t(`status.${s.status}`));
  return (
    <>
      <Intro>{t('dashboard.intro', { currency: data.currency.symbol })}</Intro>
      <section aria-labelledby="dashboard-figures">
        <h2 id="dashboard-figures" className="visually-hidden">
          {t('dashboard.figures')}
        </h2>
        <Cards>
          {figures.map((fig) => (
            <Card key={fig.key} aria-labelledby={`figure-${fig.key}`}>
              <h3 id={`figure-${fig.key}`}>{fig.heading}</h3>
              <dl>
                {data.periods.map((p) => (
                  <div key={p.period} data-period={p.period}>
                    <dt>{t(`dashboard.period.${p.period}`)}</dt>
                    <dd>
                      <span className="value">{fig.value(p.figures)}</span>
                      {fig.note && <span className="note">{fig.note(p.figures)}</span>}
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          ))}
        </Cards>
      </section>

      <Charts>
        <Panel aria-labelledby="revenue-chart">
          <h2 id="revenue-chart">{t('dashboard.revenueChart')}</h2>
          <Suspense fallback={<ChartSpace role="status">{t('dashboard.chartLoading')}</ChartSpace>}>
            <RevenueChart days={data.revenue_by_day.map((d) => d.day)} values={data.revenue_by_day.map((d) => d.revenue)} format={money} />
          </Suspense>
          <details>
            <summary>{t('dashboard.asTable')}</summary>
            <DataTable
              caption={t('dashboard.revenueChart')}
              columns={[
                { label: t('dashboard.day'), cell: (d) => d.day },
                { label: t('dashboard.revenue'), num: true, cell: (d) => money(d.revenue) },
                { label: t('dashboard.orders'), num: true, cell: (d) => d.orders },
              ]}
              rows={data.revenue_by_day}
              rowKey={(d) => d.day}
            />
          </details>
        </Panel>
        <Panel aria-labelledby="status-chart">
          <h2 id="status-chart">{t('dashboard.statusChart')}</h2>
          <Suspense fallback={<ChartSpace role="status">{t('dashboard.chartLoading')}</ChartSpace>}>
            <StatusChart labels={statusLabels} counts={data.orders_by_status.map((s) => s.count)} />
          </Suspense>
          <details>
            <summary>{t('dashboard.asTable')}</summary>
            <DataTable
              caption={t('dashboard.statusChart')}
              columns={[
                { label: t('dashboard.status'), cell: (row) => statusLabels[row.i] },
                { label: t('dashboard.count'), num: true, cell: (row) => row.count },
              ]}
              rows={data.orders_by_status.map((row, i) => ({ ...row, i }))}
              rowKey={(row) => row.status}
            />
          </details>
        </Panel>
      </Charts>

      <Charts>
        <Panel aria-labelledby="top-products">
          <h2 id="top-products">{t('dashboard.topProducts')}</h2>
          {data.top_products.length ? (
            <DataTable
              caption={t('dashboard.topProducts')}
              columns={[
                { label: t('dashboard.product'), cell: (p) => <Link href={consoleRoutes.product(p.goods_id)}>{p.name}</Link> },
                { label: t('dashboard.quantity'), num: true, cell: (p) => p.quantity },
                { label: t('dashboard.revenue'), num: true, cell: (p) => money(p.revenue) },
              ]}
              rows={data.top_products}
              rowKey={(p) => p.goods_id}
            />
          ) : (
            <p>{t('dashboard.noSales')}</p>
          )}
        </Panel>
        <Panel aria-labelledby="low-stock">
          <h2 id="low-stock">{t('dashboard.lowStock')}</h2>
          {data.low_stock.length ? (
            <DataTable
              caption={t('dashboard.lowStock')}
              columns={[
                { label: t('dashboard.product'), cell: (v) => <Link href={consoleRoutes.product(v.goods_id)}>{v.name}</Link> },
                { label: t('dashboard.color'), cell: (v) => v.color },
                { label: t('dashboard.stock'), num: true, cell: (v) => v.stock },
              ]}
              rows={data.low_stock}
              rowKey={(v) => v.variant_id}
            />
          ) : (
            <p>{t('dashboard.noLowStock')}</p>
          )}
        </Panel>
        <Panel aria-labelledby="waiting">
          <h2 id="waiting">{t('dashboard.waiting')}</h2>
          <Waiting>
            <li>
              <Link href={consoleRoutes.orders('status=paid')}>{t('dashboard.toShip')}</Link>
              <span className="count">{data.waiting.to_ship}</span>
            </li>
            <li>
              <Link href={consoleRoutes.inbox('status=new')}>{t('dashboard.inboxNew')}</Link>
              <span className="count">{data.waiting.inbox_new}</span>
            </li>
            <li>
              <Link href={consoleRoutes.customers('business_status=pending')}>{t('dashboard.businessPending')}</Link>
              <span className="count">{data.waiting.business_pending}</span>
            </li>
          </Waiting>
        </Panel>
      </Charts>
    </>
  );
}

const Intro = styled('p', { margin: '0 0 $3', color: '$inkSoft', fontSize: '$sm' });
const Cards = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: '$3',
  marginBottom: '$4',
});
const Card = styled('section', {
  backgroundColor: '$surface',
  border: '1px solid $line',
  borderRadius: '$lg',
  padding: '$3 $4',
  '& h3': { margin: '0 0 $2', fontSize: '$md' },
  '& dl': { margin: 0, display: 'grid', gap: '$2' },
  '& dl > div': { display: 'grid', gap: '2px' },
  '& dt': { color: '$inkSoft', fontSize: '$xs', fontWeight: 600 },
  '& dd': { margin: 0, display: 'grid' },
  '& .value': { fontSize: '$lg', fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
  '& .note': { color: '$inkSoft', fontSize: '$xs' },
});
const Charts = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))',
  gap: '0 $4',
  '& details': { marginTop: '$2', fontSize: '$sm' },
  '& summary': { cursor: 'pointer', color: '$brand', fontWeight: 600 },
});
const ChartSpace = styled('p', { minHeight: 220, margin: 0, color: '$inkSoft', fontSize: '$sm' });
const Waiting = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$2',
  '& li': { display: 'flex', justifyContent: 'space-between', gap: '$3' },
  '& a': { color: '$brand', fontWeight: 600 },
  '& .count': { fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
});

import { Link, useSearch } from 'wouter';
import type { GoodsPage } from '../../../contract/catalog';
import type { Sale, SaleCategory } from '../../../contract/sale';
import { isApiError } from '../../api/errors';
import { saleApi } from '../../features/sale/sale.api';
import { routes } from '../../app/paths';
import { useLoad } from '../../components/use-load';
import { CouponStrip } from '../../features/coupons/coupon-strip';
import { GoodsCard } from '../../features/catalog/goods-card';
import { CentredState, LoadStates } from '../../components/page-parts';
import { Pager, pageOf } from '../../components/pager';
import { SaleCountdown } from '../../features/sale/sale-countdown';
import { TabLinks } from '../../components/tab-links';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';

const Banner = styled('section', {
  position: 'relative',
  overflow: 'hidden',
  padding: '$6 $5',
  background: 'linear-gradient(160deg, #8c1d3f 0%, #5a1029 100%)',
  color: '#fff',
  '& h1': { margin: '0 0 $2', fontSize: '0.64rem', lineHeight: 1.15, maxWidth: '6.4rem', position: 'relative', zIndex: 1 },
  '& > p': { margin: '0 0 $4', fontSize: '$sm', opacity: 0.92, maxWidth: '6rem', position: 'relative', zIndex: 1 },
  '& h2': { margin: '0 0 $2', fontSize: '$xs', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', opacity: 0.9 },
  '& img': {
    position: 'absolute',
    insetInlineEnd: '-0.6rem',
    top: '0.3rem',
    width: '3.6rem',
    height: 'auto',
    transform: 'rotate(-10deg)',
    opacity: 0.5,
    pointerEvents: 'none',
  },
});
const Ends = styled('div', { position: 'relative', zIndex: 1 });

const Goods = styled('section', {
  padding: '$5 $4 $7',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '& > h2': { margin: 0, fontSize: '$lg' },
});
const Grid = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$3',
  '& > li': { display: 'flex' },
  '& > li > article': { flex: 1 },
});

/** The category a sale page's address asks for (`?category=`), none for all. */
function categoryOf(search: string): number | undefined {
  const n = Number(new URLSearchParams(search).get('category'));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * /sale: the sale on now (api/eyeGlasses/getBanner) with its countdown, the coupon strip, its
 * categories as filters (getCategory; the choice and the page kept in the address) and its goods
 * (getProducts), a page at a time.
 */
export default function SalePage() {
  const { t } = useTranslation('sale');
  const sale = useLoad<Sale>('sale', (signal) => saleApi.banner(signal));
  if (sale.status === 'failed' && isApiError(sale.error) && sale.error.kind === 'notFound') {
    return (
      <CentredState>
        <h1>{t('page.none')}</h1>
        <Link href={routes.home}>{t('page.browse')}</Link>
      </CentredState>
    );
  }
  if (sale.status !== 'ready') {
    return (
      <>
        <h1 className="visually-hidden">{t('home.cta')}</h1>
        <LoadStates loaded={sale} loading={t('page.loading')} failed={t('page.failed')} />
      </>
    );
  }
  return <SaleView sale={sale.data} />;
}

function SaleView({ sale }: { sale: Sale }) {
  const { t } = useTranslation('sale');
  const search = useSearch();
  const category = categoryOf(search);
  const page = pageOf(search);
  const categories = useLoad<SaleCategory[]>(`sale-categories:${sale.id}`, (signal) => saleApi.categories(signal));
  const goods = useLoad<GoodsPage>(`sale-goods:${sale.id}:${category ?? 'all'}:${page}`, (signal) => saleApi.products(category, page, signal), {
    keepWhileReloading: true,
  });
  const banner = sale.banners[0];
  const cats = categories.status === 'ready' ? categories.data : [];
  const total = cats.reduce((n, c) => n + c.count, 0);
  const current = category === undefined ? 'all' : String(category);

  return (
    <>
      <Banner aria-labelledby="sale-title">
        {banner && <img src={banner.img} alt={banner.alt} width={240} height={120} />}
        <h1 id="sale-title">{sale.title}</h1>
        {sale.subtitle && <p>{sale.subtitle}</p>}
        <Ends>
          <h2>{t('page.endsIn')}</h2>
          <SaleCountdown key={sale.ends_at} endTime={sale.ends_at} tone="dark" />
        </Ends>
      </Banner>

      <CouponStrip headingId="sale-coupons" />

      <Goods aria-labelledby="sale-goods">
        <h2 id="sale-goods">{t('page.products')}</h2>
        {cats.length > 0 && (
          <TabLinks
            label={t('page.categories')}
            tabs={['all', ...cats.map((c) => String(c.id))]}
            current={current}
            href={(id) => routes.saleOf(id === 'all' ? undefined : Number(id))}
            text={(id) => {
              const c = cats.find((x) => String(x.id) === id);
              return c ? t('page.category', { name: c.name, count: c.count }) : t('page.all', { count: total });
            }}
          />
        )}
        <LoadStates loaded={goods} loading={t('page.productsLoading')} failed={t('page.productsFailed')} />
        {goods.status === 'ready' &&
          (goods.data.items.length === 0 ? (
            <CentredState>
              <p>{t('page.empty')}</p>
            </CentredState>
          ) : (
            <>
              <Grid aria-label={t('page.products')}>
                {goods.data.items.map((g, i) => (
                  <li key={g.id}>
                    <GoodsCard goods={g} eager={i < 2} headingLevel="h3" />
                  </li>
                ))}
              </Grid>
              <Pager
                page={goods.data.page}
                total={goods.data.total}
                pageSize={goods.data.page_size}
                href={(p) => routes.saleOf(category, p)}
                label={t('page.pager.label')}
                newer={t('page.pager.newer')}
                older={t('page.pager.older')}
                position={(p, pages) => t('page.pager.position', { page: p, pages })}
              />
            </>
          ))}
      </Goods>
    </>
  );
}

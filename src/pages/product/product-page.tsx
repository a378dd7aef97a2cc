import { memo, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { useSelector } from '@xstate/react';
import type { GoodsCard as GoodsCardData, GoodsDetail } from '../../../contract/catalog';
import { isApiError } from '../../api/errors';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { StarRating } from '../../components/star-rating';
import { GoodsPrice, describePrice } from '../../features/catalog/goods-price';
import { GoodsCard, GoodsCardSkeleton } from '../../features/catalog/goods-card';
import { HeartButton } from '../../features/wishlist/heart-button';
import { Button } from '../../components/button';
import { useUser } from '../../app/session/selectors';
import { productApi } from '../../features/product/product.api';
import { useLoad, type Loaded } from '../../components/use-load';
import { track } from '../../app/tracking';
import { prefetchDetail, takeEarlyDetail, takeSentDetail } from '../../features/product/product-first-load';
import { Gallery, GalleryFrame } from '../../features/product/gallery';
import { TierTable } from '../../features/product/tier-table';
import { WholesaleTerms } from '../../features/product/wholesale-terms';
import { useWholesaleTerms } from '../../features/wholesale/terms';
import { InstalmentLine } from '../../features/product/instalment';
import { PurchasePanel, usePurchaseActor } from '../../features/product/purchase-panel';
import { FrameDetails, Section } from '../../features/product/frame-details';
import { Reviews } from '../../features/product/reviews';
import { ProductUnavailable } from '../../features/product/product-unavailable';
import { InView } from '../../features/product/in-view';
import { TryOnButton } from '../../features/try-on/try-on-button';

const Main = styled('div', { paddingBottom: '$7' });
const Head = styled('section', { padding: '$4' });
const TitleRow = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  '& h1': { margin: 0, fontSize: '$lg', lineHeight: 1.3, flex: 1 },
});
const Sku = styled('p', { margin: '$1 0 0', fontSize: '$xs', color: '$inkSoft' });
const RatingRow = styled('p', {
  margin: '$2 0 $3',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  fontSize: '$sm',
  minHeight: '0.5rem',
  '& a': { color: '$brand' },
});
const Purchase = styled('div', { marginTop: '$4' });
const Row = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '42%',
  gap: '$3',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  '& > li': { scrollSnapAlign: 'start', display: 'grid' },
});
const Skel = styled('div', { backgroundColor: '#eceef1', borderRadius: '$sm' });

if (typeof location !== 'undefined') prefetchDetail(location.pathname);

/** GET api/goods/{id}; an unknown id is the friendly "not available" page, never a blank one. */
export default function ProductPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  // Opened on a product the server sent with the page: drawn in the first render, not after it.
  const [sent] = useState(() => (valid ? takeSentDetail(id) : undefined));
  const loaded = useLoad(`goods-${params.id}`, (signal) =>
    valid ? (takeEarlyDetail(id) ?? productApi.goodsDetail(id, signal)) : Promise.reject(new Error('not found')),
  );
  const detail: Loaded<GoodsDetail> = loaded.status === 'loading' && sent?.id === id ? { status: 'ready', data: sent } : loaded;
  if (detail.status === 'loading') return <ProductSkeleton />;
  if (detail.status === 'failed') {
    const notFound = !valid || (isApiError(detail.error) && detail.error.kind === 'notFound') || !isApiError(detail.error);
    return <Main>{notFound ? <ProductUnavailable /> : <LoadFailed />}</Main>;
  }
  return <ProductView key={detail.data.id} goods={detail.data} />;
}

function LoadFailed() {
  const { t } = useTranslation('product');
  return (
    <Head role="alert">
      <p>{t('failed')}</p>
      <Button onClick={() => location.reload()}>{t('common:retry')}</Button>
    </Head>
  );
}

/** The page's shape while the product loads, at the final sizes (no layout shift). */
function ProductSkeleton() {
  const { t } = useTranslation('product');
  return (
    <Main aria-busy="true">
      <span role="status" className="visually-hidden">
        {t('loading')}
      </span>
      <GalleryFrame style={{ backgroundColor: '#f5f4f1' }} />
      <Head aria-hidden>
        <Skel style={{ height: '0.48rem', width: '85%' }} />
        <Skel style={{ height: '0.36rem', width: '30%', marginTop: '0.08rem' }} />
        <Skel style={{ height: '0.4rem', width: '45%', marginTop: '0.16rem' }} />
        <Skel style={{ height: '0.5rem', width: '40%', marginTop: '0.24rem' }} />
      </Head>
    </Main>
  );
}

/** The product itself; the same product again (its load settling after the first screen drew it) is not drawn again. */
export const ProductView = memo(function ProductView({ goods }: { goods: GoodsDetail }) {
  const { t, i18n } = useTranslation('product');
  const user = useUser();
  const actor = usePurchaseActor(goods);
  const variantId = useSelector(actor, (s) => s.context.variantId);
  const qty = useSelector(actor, (s) => s.context.qty);
  // A business buyer's tiers and minimum, asked for beside the (cached, shared) product.
  const terms = useWholesaleTerms(goods.id);
  const price = describePrice(goods);
  const unit = price.kind === 'ladder' ? price.tiers[0]!.price : price.price;
  // The view shop event, once per product opened (the view is keyed by the product).
  useEffect(() => track('view', goods.id), [goods.id]);
  return (
    <Main>
      <Gallery images={goods.images} variantId={variantId} name={goods.name} />
      <Head>
        <TitleRow>
          <h1 dir="auto" lang={goods.content_lang !== i18n.language ? goods.content_lang : undefined}>
            {goods.name}
          </h1>
          <HeartButton goodsId={goods.id} />
        </TitleRow>
        <Sku>{t('sku', { sku: goods.sku })}</Sku>
        <RatingRow>
          <StarRating value={goods.review_count > 0 ? goods.rating : 0} />
          {goods.review_count > 0 ? <a href="#reviews">{t('reviewCount', { count: goods.review_count })}</a> : <span>{t('noReviewsYet')}</span>}
        </RatingRow>
        <GoodsPrice fields={goods} size="lg" />
        <InstalmentLine usd={unit} />
        {price.kind === 'ladder' && <TierTable tiers={price.tiers} qty={qty} />}
        {terms && <WholesaleTerms terms={terms} qty={qty} />}
        <Purchase>
          <PurchasePanel goods={goods} actor={actor} customerEmail={user?.email} minQty={terms?.moq ?? 0} />
        </Purchase>
        {goods.shape && (
          <Purchase>
            <TryOnButton goods={goods} variantId={variantId} />
          </Purchase>
        )}
      </Head>
      <FrameDetails goods={goods} />
      <InView minHeight="6rem" id="reviews">
        <Reviews goodsId={goods.id} />
      </InView>
      <InView minHeight="5rem">
        <Recommendations goodsId={goods.id} />
      </InView>
    </Main>
  );
});

function Recommendations({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation('product');
  const list = useLoad(`rec-${goodsId}`, (signal) => productApi.recommendation(goodsId, signal));
  if (list.status === 'failed' || (list.status === 'ready' && list.data.length === 0)) return null;
  return (
    <Section aria-labelledby="recommendations-title">
      <h2 id="recommendations-title">{t('recommendations.title')}</h2>
      <Row>
        {list.status === 'loading'
          ? [0, 1, 2].map((i) => (
              <li key={i} aria-hidden>
                <GoodsCardSkeleton />
              </li>
            ))
          : list.data.map((g: GoodsCardData) => (
              <li key={g.id}>
                <GoodsCard goods={g} />
              </li>
            ))}
      </Row>
    </Section>
  );
}

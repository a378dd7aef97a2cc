import { Fragment, lazy } from 'react';
import { firstScreenKeys } from '../../../contract/first-screen';
import { sentWithPage } from '../../api/first-screen';
import { styled } from '../../styles/theme';
import { navigationResource, useResource } from '../../app/shell/resources';
import { heroBlocksResource, homeBlocksResource } from '../../features/home/home-blocks';
import { useOverlays } from '../../app/overlays/selectors';
import { CategoryTiles } from '../../features/home/category-tiles';
import { HomeHero, HomePerks } from '../../features/home/home-hero';
import { HeroSlides } from '../../features/home/hero-slides';
import { NearViewport } from '../../features/home/near-viewport';
import { PopularSearches } from '../../features/home/popular-searches';
import { PromoBlock } from '../../features/home/promo-block';

/** The coupon strip below the first row of goods, its code fetched as it comes near. */
const CouponStrip = lazy(() => import('../../features/coupons/coupon-strip').then((m) => ({ default: m.CouponStrip })));

// The home page blocks and the hero, fetched once per visit (shared with the coupon strip, whose offer comes with them).
export { heroBlocksResource, homeBlocksResource } from '../../features/home/home-blocks';

// Opened on the home page the server drew: its blocks came with it, and are taken as this code
// loads, so the first render shows them instead of rendering the page a second time when they land.
if (sentWithPage(firstScreenKeys.indexBlocks('index'))) {
  void homeBlocksResource.load().catch(() => {});
  void heroBlocksResource.load().catch(() => {});
}

const SectionSkeleton = styled('div', { height: '5.6rem', margin: '$6 $4 0', borderRadius: '$lg', backgroundColor: '$canvas' });

// The rows of goods are below the fold: their code (the goods card, its heart, price and stars)
// loads when the first of them comes near the viewport, not with the first screen.
const GoodsRow = lazy(() => import('../../features/home/goods-row'));

/**
 * The home page: the hero (its words from the catalogue, so the largest paint needs no data), the
 * shop's blocks (category tiles, goods rows, promo) with reserved heights, popular searches.
 */
export default function HomePage() {
  const nav = useResource(navigationResource);
  const blocks = useResource(homeBlocksResource);
  const top = useResource(heroBlocksResource);
  const { open } = useOverlays();
  const frames = nav.status === 'ready' ? (nav.data.find((c) => /optical/i.test(c.name)) ?? nav.data[0]) : undefined;
  const hero = top.status === 'ready' ? top.data.find((b) => b.kind === 'hero') : undefined;
  const list = blocks.status === 'ready' ? blocks.data : [];
  const tiles = list.find((b) => b.kind === 'category_tiles');
  const rows = list.filter((b) => b.kind === 'goods_row' && b.goods.length > 0);
  const promo = list.find((b) => b.kind === 'promo');
  const blocksPending = blocks.status === 'idle' || blocks.status === 'loading';

  return (
    <>
      <HomeHero shopLink={frames?.url ?? hero?.link} onSearch={() => open('search')} />
      {hero && <HeroSlides block={hero} />}
      <HomePerks />
      <CategoryTiles tiles={tiles} nav={nav} blocksPending={blocksPending} />
      {blocksPending && (
        <div aria-hidden="true">
          <SectionSkeleton />
          <SectionSkeleton />
        </div>
      )}
      {rows.map((b, i) => (
        <Fragment key={b.id}>
          <NearViewport minHeight="6.6rem">
            <GoodsRow block={b} />
          </NearViewport>
          {i === 0 && (
            <NearViewport minHeight="3.2rem">
              <CouponStrip headingId="home-coupons" />
            </NearViewport>
          )}
        </Fragment>
      ))}
      {promo && <PromoBlock block={promo} />}
      <PopularSearches />
    </>
  );
}

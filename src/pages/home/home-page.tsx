import { Fragment, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'wouter';
import { styled } from '../../styles/theme';
import { FrameArt, artForCategory } from '../../components/frame-art';
import { Button } from '../../components/button';
import { SearchIcon, TruckIcon, ChevronIcon } from '../../components/icons';
import { createResource, hotSearchResource, navigationResource, useResource } from '../../app/shell/resources';
import type { IndexBlock } from '../../../contract/catalog';
import { Section } from '../../features/home/home-section';
import { useOverlays } from '../../app/overlays/selectors';
import { sentWithPage } from '../../api/first-screen';
import { firstScreenKeys } from '../../../contract/first-screen';
import { catalogApi } from '../../api/catalog';

const Hero = styled('section', {
  position: 'relative',
  overflow: 'hidden',
  padding: '$6 $5 $6',
  background: 'linear-gradient(160deg, #0f5c8c 0%, #0b3f61 100%)',
  color: '#fff',
});

const Eyebrow = styled('p', { margin: 0, fontSize: '$xs', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', opacity: 0.8 });
const Title = styled('h1', { margin: '$2 0 $3', fontSize: '0.72rem', lineHeight: 1.15, maxWidth: '7rem' });
const Lead = styled('p', { margin: '0 0 $5', fontSize: '$sm', opacity: 0.9, maxWidth: '6.6rem' });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', position: 'relative', zIndex: 1 });

const HeroArt = styled('div', {
  position: 'absolute',
  insetInlineEnd: '-0.9rem',
  top: '0.2rem',
  width: '3.6rem',
  transform: 'rotate(-12deg)',
  opacity: 0.9,
  pointerEvents: 'none',
  '& svg': { width: '100%', height: 'auto', display: 'block' },
});

const PrimaryLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$tap',
  paddingInline: '$5',
  borderRadius: '$pill',
  backgroundColor: '#fff',
  color: '$brand',
  fontWeight: 700,
  textDecoration: 'none',
  '[dir="rtl"] & svg': { transform: 'scaleX(-1)' },
});

const GhostButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$tap',
  paddingInline: '$4',
  borderRadius: '$pill',
  border: '1px solid rgba(255,255,255,.5)',
  background: 'none',
  color: '#fff',
  fontWeight: 600,
  cursor: 'pointer',
});

const Perks = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: '$4 $5',
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: '$2',
  backgroundColor: '$brandSoft',
  color: '$brand',
  fontSize: '$xs',
  fontWeight: 700,
  textAlign: 'center',
  '& li': { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '$1' },
});

const ReturnIcon = () => (
  <svg width="0.44rem" height="0.44rem" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </svg>
);

const BusinessIcon = () => (
  <svg width="0.44rem" height="0.44rem" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </svg>
);

const H2 = styled('h2', { margin: '0 0 $4', paddingInline: '$1', fontSize: '$lg' });

const Tiles = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$3',
});

const Tile = styled(Link, {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: '$lg',
  overflow: 'hidden',
  backgroundColor: '$canvas',
  color: '$ink',
  textDecoration: 'none',
  boxShadow: '$card',
  '&:hover': { boxShadow: '0 4px 14px rgba(0,0,0,.12)' },
});

const TileArt = styled('div', {
  aspectRatio: '16 / 10',
  display: 'grid',
  placeItems: 'center',
  padding: '$3',
  background: 'linear-gradient(180deg, #ffffff 0%, #eef1f5 100%)',
  '& svg': { width: '88%', height: 'auto' },
});

const TileText = styled('span', {
  display: 'flex',
  flexDirection: 'column',
  padding: '$3',
  '& strong': { fontSize: '$sm' },
  '& small': { fontSize: '$xs', color: '$inkSoft' },
});

const Chips = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '$2',
    minHeight: '0.84rem',
    paddingInline: '$4',
    borderRadius: '$pill',
    border: '1px solid $line',
    color: '$ink',
    fontSize: '$sm',
    textDecoration: 'none',
  },
  '& a:hover': { borderColor: '$brand', color: '$brand' },
});

/** The coupon strip below the first row of goods, its code fetched as it comes near. */
const CouponStrip = lazy(() => import('../../features/coupons/coupon-strip').then((m) => ({ default: m.CouponStrip })));

const Skeleton = styled('li', { height: '3.4rem', borderRadius: '$lg', backgroundColor: '$canvas' });
const Note = styled('p', { margin: 0, color: '$inkSoft', fontSize: '$sm' });

/** The home page blocks (api/index/indexBlocks?index) and the hero (…?top), fetched once per visit. */
export const homeBlocksResource = createResource<IndexBlock[]>(() => catalogApi.indexBlocks('index'));
export const heroBlocksResource = createResource<IndexBlock[]>(() => catalogApi.indexBlocks('top'));

// Opened on the home page the server drew: its blocks came with it, and are taken as this code
// loads, so the first render shows them instead of rendering the page a second time when they land.
if (sentWithPage(firstScreenKeys.indexBlocks('index'))) {
  void homeBlocksResource.load().catch(() => {});
  void heroBlocksResource.load().catch(() => {});
}

const RowSkeleton = styled('li', { height: '4.4rem', borderRadius: '$lg', backgroundColor: '$canvas' });
const SectionSkeleton = styled('div', { height: '5.6rem', margin: '$6 $4 0', borderRadius: '$lg', backgroundColor: '$canvas' });

const TileImg = styled('img', { display: 'block', width: '100%', height: 'auto', aspectRatio: '2 / 1' });

const Promo = styled('section', {
  margin: '$6 $4 0',
  padding: '$5',
  borderRadius: '$lg',
  background: 'linear-gradient(160deg, #fff4e5 0%, #fde7cf 100%)',
  '& h2': { margin: '0 0 $2', fontSize: '$lg' },
  '& > p': { margin: '0 0 $4', fontSize: '$sm', color: '$inkSoft' },
  '& ul': { listStyle: 'none', margin: '0 0 $4', padding: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '$2' },
  '& li': { backgroundColor: 'rgba(255,255,255,.7)', borderRadius: '$md', padding: '$2 $3', fontSize: '$xs' },
  '& li strong': { display: 'block', fontSize: '$sm' },
  '& a.cta': { display: 'inline-flex', alignItems: 'center', minHeight: '$tap', paddingInline: '$5', borderRadius: '$pill', backgroundColor: '$ink', color: '#fff', fontWeight: 700, textDecoration: 'none' },
});

// The rows of goods are below the fold: their code (the goods card, its heart, price and stars)
// loads when the first of them comes near the viewport, not with the first screen.
const GoodsRow = lazy(() => import('../../features/home/goods-row'));

/** Settles on the visitor's first scroll, touch, click or key press: they are heading down the page. */
let engaged: Promise<void> | undefined;
function firstEngagement(): Promise<void> {
  return (engaged ??= new Promise<void>((resolve) => {
    const events = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    const done = () => {
      for (const e of events) removeEventListener(e, done, true);
      resolve();
    };
    for (const e of events) addEventListener(e, done, { capture: true, passive: true });
  }));
}

/**
 * Renders its children only once they come near the viewport, in a box of the reserved height:
 * the rows of cards below the fold cost nothing on the first screen (TBT, and their code is not
 * fetched), and nothing shifts. "Near" is within 300px once the visitor scrolls, touches or types
 * (the first screen alone, untouched, shows no row), or in the viewport itself.
 */
function NearViewport({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = box.current;
    if (near || !el) return;
    let live = true;
    let approaching = false;
    let moved = false;
    const show = () => live && setNear(true);
    void firstEngagement().then(() => {
      moved = true;
      if (approaching) show();
    });
    const io = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1]!;
      approaching = entry.isIntersecting;
      const inView = entry.isIntersecting && entry.boundingClientRect.top < window.innerHeight && entry.boundingClientRect.bottom > 0;
      if (inView || (approaching && moved)) show();
    }, { rootMargin: '300px 0px' });
    io.observe(el);
    return () => {
      live = false;
      io.disconnect();
    };
  }, [near]);
  return (
    <div ref={box} style={{ minHeight: near ? undefined : minHeight }}>
      {near ? <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense> : null}
    </div>
  );
}

function PromoBlock({ block }: { block: IndexBlock }) {
  const { t } = useTranslation('home');
  const id = `home-promo-${block.id}`;
  return (
    <Promo aria-labelledby={id}>
      <h2 id={id}>{block.title}</h2>
      {/* The operator's sentences keep their own direction (<bdi>): an English one on an Arabic page ends with its full stop. */}
      <p><bdi>{block.subtitle}</bdi></p>
      {block.items.length > 0 && (
        <ul>
          {block.items.map((item) => (
            <li key={item.id}>
              <strong><bdi>{item.title}</bdi></strong>
              <bdi>{item.subtitle}</bdi>
            </li>
          ))}
        </ul>
      )}
      {block.link && (
        <Link className="cta" href={block.link}>
          {t('promo.cta')}
        </Link>
      )}
    </Promo>
  );
}

/**
 * The home page: the hero (its words from the catalogue, so the largest paint needs no data), the
 * shop's blocks (category tiles, goods rows, promo) with reserved heights, popular searches.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const nav = useResource(navigationResource);
  const hot = useResource(hotSearchResource);
  const blocks = useResource(homeBlocksResource);
  const top = useResource(heroBlocksResource);
  const { open } = useOverlays();
  const frames = nav.status === 'ready' ? nav.data.find((c) => /optical/i.test(c.name)) ?? nav.data[0] : undefined;
  const hero = top.status === 'ready' ? top.data.find((b) => b.kind === 'hero') : undefined;
  const shopLink = frames?.url ?? hero?.link;
  const list = blocks.status === 'ready' ? blocks.data : [];
  const tiles = list.find((b) => b.kind === 'category_tiles');
  const rows = list.filter((b) => b.kind === 'goods_row' && b.goods.length > 0);
  const promo = list.find((b) => b.kind === 'promo');
  const blocksPending = blocks.status === 'idle' || blocks.status === 'loading';

  return (
    <>
      <Hero>
        <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
        <Title>{t('hero.title')}</Title>
        <Lead>{t('hero.text')}</Lead>
        <Actions>
          {shopLink && (
            <PrimaryLink href={shopLink}>
              {t('hero.shop')}
              <ChevronIcon size="0.36rem" />
            </PrimaryLink>
          )}
          <GhostButton type="button" aria-haspopup="dialog" onClick={() => open('search')}>
            <SearchIcon size="0.4rem" />
            {t('hero.search')}
          </GhostButton>
        </Actions>
        <HeroArt>
          <FrameArt shape="cat-eye" color="rgba(255,255,255,.22)" tint="rgba(255,255,255,.06)" />
        </HeroArt>
      </Hero>

      <Perks aria-label={t('perks.label')}>
        <li>
          <TruckIcon size="0.44rem" />
          {t('perks.shipping')}
        </li>
        <li>
          <ReturnIcon />
          {t('perks.returns')}
        </li>
        <li>
          <BusinessIcon />
          {t('perks.business')}
        </li>
      </Perks>

      <Section aria-labelledby="home-categories">
        <H2 id="home-categories">{tiles?.title ?? t('categories.title')}</H2>
        {tiles ? (
          <Tiles>
            {tiles.items.map((item) => (
              <li key={item.id}>
                <Tile href={item.link}>
                  <TileImg src={item.img} alt="" width={240} height={120} loading="lazy" decoding="async" />
                  <TileText>
                    <strong>{item.title}</strong>
                  </TileText>
                </Tile>
              </li>
            ))}
          </Tiles>
        ) : nav.status === 'failed' ? (
          <Note>
            {t('categories.failed')}{' '}
            <Button tone="ghost" onClick={nav.retry}>
              {t('common:retry')}
            </Button>
          </Note>
        ) : (
          <Tiles aria-busy={nav.status !== 'ready' || blocksPending || undefined}>
            {nav.status === 'ready' && !blocksPending
              ? nav.data.map((item, i) => (
                  <li key={item.id}>
                    <Tile href={item.url}>
                      <TileArt>
                        <FrameArt {...artForCategory(item.name, i)} />
                      </TileArt>
                      <TileText>
                        <strong>{item.name}</strong>
                        {item.children.length > 0 && <small>{t('categories.count', { count: item.children.length })}</small>}
                      </TileText>
                    </Tile>
                  </li>
                ))
              : [0, 1, 2, 3].map((i) => <Skeleton key={i} aria-hidden="true" />)}
          </Tiles>
        )}
      </Section>

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

      <Section aria-labelledby="home-popular" css={{ paddingBottom: '$7' }}>
        <H2 id="home-popular">{t('popular.title')}</H2>
        {hot.status === 'failed' && (
          <Note>
            {t('popular.failed')}{' '}
            <Button tone="ghost" onClick={hot.retry}>
              {t('common:retry')}
            </Button>
          </Note>
        )}
        {hot.status === 'ready' && (
          <Chips>
            {hot.data.map((item) => (
              <li key={item.url}>
                <Link href={item.url}>
                  <SearchIcon size="0.32rem" />
                  {item.name}
                </Link>
              </li>
            ))}
          </Chips>
        )}
      </Section>
    </>
  );
}

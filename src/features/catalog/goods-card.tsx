import { Link } from 'wouter';
import { useId } from 'react';
import type { GoodsCard as GoodsCardData } from '../../../contract/catalog';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { routes } from '../../app/paths';
import { isolated, useMoney } from '../currency/use-money';
import { useWholesaleTerms } from '../wholesale/terms';
import { GoodsPrice } from './goods-price';
import { StarRating } from '../../components/star-rating';
import { HeartButton } from '../wishlist/heart-button';
import { PICTURE_SIZES, ShopPicture } from '../../components/shop-picture';

/** The drawn frames are 2:1 (240 x 120); the attributes reserve that box before the image loads. */
export const CARD_IMAGE_WIDTH = 240;
export const CARD_IMAGE_HEIGHT = 120;
const MAX_SWATCHES = 5;

const Card = styled('article', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: '$surface',
  borderRadius: '$lg',
  boxShadow: '$card',
  overflow: 'hidden',
});

const ImageLink = styled(Link, {
  display: 'block',
  backgroundColor: '#f5f4f1',
  // A photo of any shape fits the drawn pictures' 2:1 box: nothing shifts, the row lines up.
  '& img': { display: 'block', width: '100%', height: 'auto', aspectRatio: `${CARD_IMAGE_WIDTH} / ${CARD_IMAGE_HEIGHT}`, objectFit: 'contain' },
});

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1', padding: '$2 $3 $3' });

const Name = styled('h3', {
  margin: 0,
  fontSize: '$sm',
  fontWeight: 600,
  lineHeight: 1.3,
  // Two lines always, so cards in a row line up and nothing shifts.
  minHeight: '2.6em',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '& a': { color: '$ink', textDecoration: 'none' },
  '& a::after': { content: '""', position: 'absolute', inset: 0 },
});

const Rating = styled('div', { display: 'flex', alignItems: 'center', gap: '$1', fontSize: '$xs', color: '$inkSoft', minHeight: '0.36rem' });

const Swatches = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '0.3rem',
  fontSize: '$xs',
  color: '$inkSoft',
  '& li.swatch': { width: '0.26rem', height: '0.26rem', borderRadius: '50%', border: '1px solid rgba(0,0,0,.18)' },
});

const Badge = styled('span', {
  position: 'absolute',
  insetInlineStart: '$2',
  top: '$2',
  padding: '0 $2',
  borderRadius: '$pill',
  backgroundColor: '$ink',
  color: '#fff',
  fontSize: '$xs',
  fontWeight: 700,
  lineHeight: '0.44rem',
});

const Wholesale = styled('p', { margin: 0, fontSize: '$xs', fontWeight: 600, color: '$brand' });

/** A business buyer's lowest wholesale price and minimum of a product; nothing for anyone else. */
function WholesaleLine({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  const terms = useWholesaleTerms(goodsId);
  if (!terms) return null;
  const lowest = terms.tiers.reduce<number | null>((low, tier) => (low == null || tier.price < low ? tier.price : low), null);
  return (
    <Wholesale>
      {[lowest != null && t('card.wholesaleFrom', { price: isolated(money(lowest)) }), terms.moq > 1 && t('card.minimum', { count: terms.moq })]
        .filter(Boolean)
        .join(' · ')}
    </Wholesale>
  );
}

const Heart = styled('div', { position: 'absolute', insetInlineEnd: '$1', top: '$1', zIndex: 1 });

export interface GoodsCardProps {
  goods: GoodsCardData;
  /** Cards of the first row load eagerly (they are likely the largest paint). */
  eager?: boolean;
  /** The heading level of the name (3 under a section's h2). */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** One product in a list: picture, name, price, rating, colours, stock, heart; opens the product page. */
export function GoodsCard({ goods, eager = false, headingLevel = 'h3' }: GoodsCardProps) {
  const { t } = useTranslation('catalog');
  const nameId = useId();
  const href = routes.goodsDetail(goods.id);
  const extra = goods.colors.length - MAX_SWATCHES;
  return (
    <Card aria-labelledby={nameId}>
      <ImageLink href={href} tabIndex={-1} aria-hidden="true">
        {goods.photo ? (
          <ShopPicture photo={goods.photo} alt="" sizes={PICTURE_SIZES.card} eager={eager} />
        ) : (
          <img
            src={goods.img}
            alt=""
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={eager ? 'high' : undefined}
          />
        )}
      </ImageLink>
      {!goods.in_stock && <Badge>{t('card.outOfStock')}</Badge>}
      <Heart>
        <HeartButton goodsId={goods.id} />
      </Heart>
      <Body>
        <Name as={headingLevel} id={nameId}>
          <Link href={href}>{goods.name}</Link>
        </Name>
        <GoodsPrice fields={goods} size="sm" />
        <WholesaleLine goodsId={goods.id} />
        <Rating>
          <StarRating value={goods.rating} size="0.26rem" />
          <span>{t('card.reviews', { count: goods.review_count })}</span>
        </Rating>
        <Swatches aria-label={t('card.colors', { count: goods.colors.length })}>
          {goods.colors.slice(0, MAX_SWATCHES).map((c) => (
            <li key={c.id} className="swatch" title={c.color} style={{ backgroundColor: c.color_hex }}>
              <span className="visually-hidden">{c.color}</span>
            </li>
          ))}
          {extra > 0 && <li aria-label={t('card.moreColors', { count: extra })}>+{extra}</li>}
        </Swatches>
      </Body>
    </Card>
  );
}

/** A grey card of the same size, while a list loads. */
export const GoodsCardSkeleton = styled('div', {
  borderRadius: '$lg',
  backgroundColor: '$canvas',
  // Image (2:1) plus the body's name, price, rating and swatches.
  '&::before': { content: '""', display: 'block', aspectRatio: `${CARD_IMAGE_WIDTH} / ${CARD_IMAGE_HEIGHT}`, backgroundColor: '#eceef1' },
  '&::after': { content: '""', display: 'block', height: '2.1rem' },
});

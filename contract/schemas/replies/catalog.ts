import {
  INDEX_GOODS_TABS,
  type GoodsCard,
  type GoodsDetail,
  type GoodsPage,
  type GoodsProperties,
  type IndexBlock,
  type Review,
  type ReviewImage,
  type ReviewPage,
} from '../../catalog';
import type { CartLine, CartVerification, LadderPrice, WishItem } from '../../entities';
import { CART_PROBLEMS } from '../../entities';
import { obj, bool, int, listOf, num, str, word, type Agrees, type Assert } from './shape';
import { lineLensReply } from './lenses';
import { shopImageReply } from './admin-photos';

/** A product's staff photo as the shop shows it (optional: products without photos have none). */
export const shopPhotoReply = shopImageReply.shape({ alt: str() });

export const ladderPriceReply = obj({ min_qty: int(), price: num() });
type _Ladder = Assert<Agrees<typeof ladderPriceReply, LadderPrice>>;

const variant = () => obj({ id: int(), color: str(), color_hex: str(), stock_qty: int() });

const card = {
  id: int(),
  name: str(),
  sku: str(),
  img: str(),
  price_type: int(),
  price: num(),
  special_price: num().nullable(),
  ladder_price: listOf(ladderPriceReply),
  rating: num(),
  review_count: int(),
  colors: listOf(variant()),
  in_stock: bool(),
  is_wish: bool(),
  photo: shopPhotoReply.default(undefined).optional(),
};

/** A goods card (lists, recommendations, home rows, api/index/indexGoods). */
export const goodsCardReply = obj(card);
type _Card = Assert<Agrees<typeof goodsCardReply, GoodsCard>>;

/** api/goods/list */
export const goodsPageReply = obj({ items: listOf(goodsCardReply), page: int(), page_size: int(), total: int() });
type _Page = Assert<Agrees<typeof goodsPageReply, GoodsPage>>;

const facets = () => listOf(obj({ value: str(), label: str(), count: int(), hex: str().optional() }));

/** api/goods/property, api/goods/replenishProperty */
export const goodsPropertiesReply = obj({
  shape: facets(),
  color: facets(),
  material: facets(),
  rim: facets(),
  gender: facets(),
  width: facets(),
  price: obj({ min: num(), max: num() }),
});
type _Properties = Assert<Agrees<typeof goodsPropertiesReply, GoodsProperties>>;

const named = () => ({ id: int(), name: str() });

/** api/goods/{id} */
export const goodsDetailReply = obj({
  ...card,
  description_html: str(),
  category: obj({ ...named(), parent: obj(named()).nullable().defined() }),
  material: str(),
  shape: str(),
  rim: str(),
  gender: str(),
  measurements: obj({
    lens_width: num().nullable(),
    bridge: num().nullable(),
    temple: num().nullable(),
    lens_height: num().nullable(),
    weight: num().nullable(),
  }),
  variants: listOf(variant()),
  images: listOf(
    obj({ url: str(), alt: str(), variant_id: int(), view: word(['front', 'side'] as const), photo: shopPhotoReply.default(undefined).optional() }),
  ),
  content_lang: str(),
  purchase_limit: int(),
});
type _Detail = Assert<Agrees<typeof goodsDetailReply, GoodsDetail>>;

export const reviewReply = obj({
  id: int(),
  name: str(),
  rating: num(),
  content: str(),
  color: str(),
  created_at: str(),
  images: listOf(str()),
});
type _Review = Assert<Agrees<typeof reviewReply, Review>>;

/** api/goods/goodComments */
export const reviewPageReply = obj({
  items: listOf(reviewReply),
  page: int(),
  page_size: int(),
  total: int(),
  average: num(),
  distribution: listOf(int()),
});
type _ReviewPage = Assert<Agrees<typeof reviewPageReply, ReviewPage>>;

/** api/goods/goodCommentImgs */
export const reviewImageReply = obj({ review_id: int(), url: str() });
type _ReviewImage = Assert<Agrees<typeof reviewImageReply, ReviewImage>>;

/** api/index/indexBlocks */
export const indexBlockReply = obj({
  id: int(),
  kind: word(['hero', 'category_tiles', 'goods_row', 'promo', 'coupons'] as const),
  title: str(),
  subtitle: str(),
  link: str(),
  items: listOf(obj({ id: int(), title: str(), subtitle: str(), img: str(), alt: str(), link: str() })),
  goods: listOf(goodsCardReply),
  tab: word(INDEX_GOODS_TABS).optional(),
});
type _IndexBlock = Assert<Agrees<typeof indexBlockReply, IndexBlock>>;

/** api/users/getCart and every cart change */
export const cartLineReply = obj({
  id: int(),
  goods_id: int(),
  variant_id: int(),
  name: str(),
  sku: str(),
  img: str(),
  photo: shopPhotoReply.default(undefined).optional(),
  color: str(),
  qty: int(),
  stock_qty: int(),
  price_type: int(),
  goods_price: num(),
  goods_original_price: num(),
  ladder_price: listOf(ladderPriceReply),
  purchase_limit: int(),
  lens: lineLensReply,
  wholesale: obj({ tiers: listOf(ladderPriceReply), moq: int(), applied: bool() })
    .nullable()
    .optional(),
});
type _CartLine = Assert<Agrees<typeof cartLineReply, CartLine>>;

/** api/users/verifyCartPurchaseLimit */
export const cartVerificationReply = obj({
  ok: bool(),
  problems: listOf(obj({ cart_id: int(), goods_id: int(), reason: word(CART_PROBLEMS), max_qty: int() })),
});
type _Verification = Assert<Agrees<typeof cartVerificationReply, CartVerification>>;

/** api/users/wishDetails */
export const wishItemReply = obj({
  goods_id: int(),
  name: str(),
  img: str(),
  price_type: int(),
  price: num(),
  special_price: num().nullable(),
  in_stock: bool(),
});
type _Wish = Assert<Agrees<typeof wishItemReply, WishItem>>;

/** api/users/addWish, removeWish: the ids of the goods wished for now. */
export const wishIdsReply = listOf(int());

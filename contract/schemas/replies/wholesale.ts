import {
  BUSINESS_TYPES,
  PRICE_LIST_KINDS,
  type BusinessProfile,
  type GoodsWholesaleTerms,
  type PriceListPage,
  type ShoppingList,
  type ShoppingListSummary,
} from '../../wholesale';
import type { UserInfo } from '../../entities';
import { ladderPriceReply } from './catalog';
import { userInfoReply } from './shop';
import { bool, int, listOf, num, obj, str, word, type Agrees, type Assert } from './shape';

const STATUSES = ['open', 'ordered', 'carted'] as const;

/** GET api/users/business */
export const businessProfileReply = obj({ company_name: str(), tax_id: str(), business_type: word(BUSINESS_TYPES), country: str() });
type _Business = Assert<Agrees<typeof businessProfileReply, BusinessProfile>>;
export const businessProfileOrNoneReply = businessProfileReply.nullable();

/** POST api/users/business: the profile and the user info, now a business buyer's. */
export const businessSavedReply = obj({ profile: businessProfileReply, user: userInfoReply });
type _Saved = Assert<Agrees<typeof businessSavedReply, { profile: BusinessProfile; user: UserInfo }>>;

/** GET api/goods/priceList */
export const priceListReply = obj({
  kind: word(PRICE_LIST_KINDS),
  wholesale_hidden: bool(),
  collections: listOf(obj({ id: int(), name: str() })),
  rows: listOf(
    obj({
      goods_id: int(),
      sku: str(),
      name: str(),
      img: str(),
      collection: str(),
      price_type: int(),
      price: num(),
      special_price: num().nullable(),
      ladder_price: listOf(ladderPriceReply),
      wholesale_price: listOf(ladderPriceReply),
      moq: int(),
      stock: int(),
      colors: listOf(obj({ variant_id: int(), color: str(), stock: int() })),
    }),
  ),
  total: int(),
  page: int(),
  page_size: int(),
});
type _PriceList = Assert<Agrees<typeof priceListReply, PriceListPage>>;

/** GET api/goods/wholesaleTerms */
export const goodsWholesaleTermsReply = obj({ goods_id: int(), tiers: listOf(ladderPriceReply), moq: int() });
type _Terms = Assert<Agrees<typeof goodsWholesaleTermsReply, GoodsWholesaleTerms>>;

const listFields = {
  id: int(),
  status: word(STATUSES),
  created_at: str(),
  updated_at: str(),
  order_id: int().nullable(),
  order_no: str().nullable(),
};

/** GET api/users/shoppingList, api/users/shoppingLists/{id} */
export const shoppingListReply = obj({
  ...listFields,
  lines: listOf(
    obj({
      id: int(),
      goods_id: int(),
      variant_id: int(),
      sku: str(),
      name: str(),
      color: str(),
      img: str(),
      qty: int(),
      unit_price: num(),
      moq: int(),
      stock: int(),
    }),
  ),
  total: num(),
});
type _List = Assert<Agrees<typeof shoppingListReply, ShoppingList>>;

/** GET api/users/shoppingLists */
export const shoppingListSummaryReply = obj({ ...listFields, line_count: int(), piece_count: int() });
type _Summary = Assert<Agrees<typeof shoppingListSummaryReply, ShoppingListSummary>>;

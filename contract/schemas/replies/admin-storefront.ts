import { INDEX_GOODS_TABS } from '../../catalog';
import { GOODS_STATUSES } from '../../admin-products';
import type { Storefront, StorefrontGoods, StorefrontPreview } from '../../admin-storefront';
import { bool, int, listOf, obj, str, word, type Agrees, type Assert } from './shape';

// The console's storefront (contract/admin-storefront.ts).

export const storefrontGoodsReply = obj({ id: int(), name: str(), sku: str(), img: str(), status: word(GOODS_STATUSES) });
type _Goods = Assert<Agrees<typeof storefrontGoodsReply, StorefrontGoods>>;

const slideReply = obj({
  id: int(),
  block_id: int(),
  title: str(),
  subtitle: str(),
  img: str(),
  alt: str(),
  link: str(),
  sort: int(),
  starts_at: str().nullable(),
  ends_at: str().nullable(),
  live: bool(),
  version: str(),
});

/** GET api/admin/storefront and every change */
export const storefrontReply = obj({
  blocks: listOf(
    obj({
      id: int(),
      placement: word(['top', 'index'] as const),
      kind: word(['hero', 'category_tiles', 'goods_row', 'promo'] as const),
      title: str(),
      subtitle: str(),
      link: str(),
      sort: int(),
      is_active: bool(),
      tab: word(INDEX_GOODS_TABS).nullable(),
      goods_ids: listOf(int()),
      goods: listOf(storefrontGoodsReply),
      slides: listOf(slideReply),
      version: str(),
    }),
  ),
  questionnaires: listOf(obj({ id: int(), title: str(), image_url: str(), wap_image_url: str(), starts_at: str(), ends_at: str(), version: str() })),
});
type _Storefront = Assert<Agrees<typeof storefrontReply, Storefront>>;

export const storefrontPreviewReply = obj({ token: str(), url: str(), expires_in: int() });
type _Preview = Assert<Agrees<typeof storefrontPreviewReply, StorefrontPreview>>;

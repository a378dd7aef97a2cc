import { GOODS_STATUSES, PRICE_KINDS, type AdminProductDetail, type AdminProductPage, type AdminProductPhoto } from '../../admin-products';
import { bool, int, listOf, num, obj, str, word, type Agrees, type Assert } from './shape';

// The console's products (contract/admin-products.ts).

const paging = { page: int(), page_size: int(), total: int() };

/** GET api/admin/products */
export const adminProductPageReply = obj({
  items: listOf(
    obj({
      id: int(),
      name: str(),
      sku: str(),
      category: obj({ id: int(), name: str() }),
      status: word(GOODS_STATUSES),
      price_type: word(PRICE_KINDS),
      price: num(),
      original_price: num().nullable(),
      stock: int(),
      low_stock: bool(),
      low_stock_threshold: int(),
      thumb: str(),
      updated_at: str(),
    }),
  ),
  ...paging,
});
type _Page = Assert<Agrees<typeof adminProductPageReply, AdminProductPage>>;

const tier = obj({ min_qty: int(), price: num() });

/** A product's photo (api/admin/products/{id}/photos answers a list of them). */
export const adminProductPhotoReply = obj({
  id: int(),
  variant_id: int().nullable(),
  alt: str(),
  is_main: bool(),
  sort: int(),
  image: obj({ key: str(), src: str(), srcset_avif: str(), srcset_webp: str(), width: int(), height: int() }),
});
type _Photo = Assert<Agrees<typeof adminProductPhotoReply, AdminProductPhoto>>;

/** GET api/admin/products/{id} and every change of a product */
export const adminProductDetailReply = obj({
  id: int(),
  version: int(),
  name: str(),
  description: str(),
  category_id: int(),
  sku: str(),
  status: word(GOODS_STATUSES),
  shape: str(),
  rim: str(),
  material: str(),
  gender: str(),
  lens_width: int().nullable(),
  bridge: int().nullable(),
  temple: int().nullable(),
  sph_min: num().nullable(),
  sph_max: num().nullable(),
  purchase_limit: int(),
  low_stock_threshold: int(),
  price_type: word(PRICE_KINDS),
  price: num(),
  original_price: num().nullable(),
  ladder: listOf(tier),
  wholesale_moq: int(),
  wholesale: listOf(tier),
  colours: listOf(obj({ id: int(), name: str(), hex: str(), sku: str(), stock: int(), waiting: int() })),
  photos: listOf(adminProductPhotoReply),
  shop_url: str(),
  created_at: str(),
  updated_at: str(),
});
type _Detail = Assert<Agrees<typeof adminProductDetailReply, AdminProductDetail>>;

/** POST api/admin/markdown-preview */
export const markdownPreviewReply = obj({ html: str() });

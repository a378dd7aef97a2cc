import type { AdminProductPhoto, ShopImage } from '../../admin-products';
import { bool, int, listOf, obj, str, type Agrees, type Assert } from './shape';

/** A staff picture as the shop serves it (api/admin/media, and inside every photo). */
export const shopImageReply = obj({
  key: str(),
  src: str(),
  srcset_avif: str(),
  srcset_webp: str(),
  width: int(),
  height: int(),
});
type _ShopImage = Assert<Agrees<typeof shopImageReply, ShopImage>>;

export const adminProductPhotoReply = obj({
  id: int(),
  variant_id: int().nullable(),
  alt: str(),
  is_main: bool(),
  sort: int(),
  image: shopImageReply,
});
type _Photo = Assert<Agrees<typeof adminProductPhotoReply, AdminProductPhoto>>;

/** Every answer of api/admin/products/{id}/photos*: the product's photos now, in order. */
export const adminProductPhotosReply = listOf(adminProductPhotoReply);

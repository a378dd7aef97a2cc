import { adminProductPaths, type ShopImage, type ShopImagePurpose } from '../../../../contract/admin-products';
import { storefrontPaths, type Storefront, type StorefrontGoods, type StorefrontPreview } from '../../../../contract/admin-storefront';
import type {
  BlockGoodsInput,
  BlockUpdateInput,
  PreviewInput,
  QuestionnairePicturesInput,
  SlideInput,
  SlideUpdateInput,
} from '../../../../contract/schemas/admin-storefront';
import { adminHttp } from '../../app/admin-http';

/** The storefront's endpoints of the console (contract/admin-storefront.ts storefrontPaths); every change answers the storefront now. */
export const storefrontApi = {
  read: (signal?: AbortSignal) => adminHttp<Storefront>('get', storefrontPaths.storefront, { signal }),
  searchGoods: (q: string, signal?: AbortSignal) => adminHttp<StorefrontGoods[]>('get', storefrontPaths.goodsSearch, { query: { q }, signal }),
  block: (id: number, body: BlockUpdateInput) => adminHttp<Storefront>('put', storefrontPaths.block(id), { json: body }),
  blockOrder: (ids: number[]) => adminHttp<Storefront>('post', storefrontPaths.blockOrder, { json: { ids } }),
  blockGoods: (id: number, body: BlockGoodsInput) => adminHttp<Storefront>('put', storefrontPaths.blockGoods(id), { json: body }),
  addSlide: (blockId: number, body: SlideInput) => adminHttp<Storefront>('post', storefrontPaths.blockSlides(blockId), { json: body }),
  slide: (id: number, body: SlideUpdateInput) => adminHttp<Storefront>('put', storefrontPaths.slide(id), { json: body }),
  removeSlide: (id: number) => adminHttp<Storefront>('delete', storefrontPaths.slide(id)),
  slideOrder: (blockId: number, ids: number[]) => adminHttp<Storefront>('post', storefrontPaths.slideOrder(blockId), { json: { ids } }),
  questionnaire: (id: number, body: QuestionnairePicturesInput) => adminHttp<Storefront>('put', storefrontPaths.questionnaire(id), { json: body }),
  preview: (body: PreviewInput) => adminHttp<StorefrontPreview>('post', storefrontPaths.preview, { json: body }),
  /** POST api/admin/media (multipart `file`, `purpose`): the picture's responsive sizes; its `src` is a path on the shop. */
  upload: (file: Blob, name: string, purpose: ShopImagePurpose) => {
    const body = new FormData();
    body.append('purpose', purpose);
    body.append('file', file, name);
    return adminHttp<ShopImage>('post', adminProductPaths.media, { multipart: body });
  },
};

import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import { lookbookIdsParam, type CategoryBlock, type FrameCollectionBlock, type LookbookIds, type LookbookProducts } from '../../../contract/lookbook';

/** The frames lookbook's calls (contract/lookbook.ts). */
export const lookbookApi = {
  /** GET api/getFrameCollectionBlocks -> the collections with cover and count. */
  collections: (signal?: AbortSignal) => http<FrameCollectionBlock[]>('get', paths.frameCollectionBlocks, { signal }),
  /** GET api/getCategoryBlocks -> every collection's categories with counts. */
  categories: (signal?: AbortSignal) => http<CategoryBlock[]>('get', paths.categoryBlocks, { signal }),
  /** POST Product/get_all_product_id {collection_id?} -> every frame id of the choice, in lookbook order. */
  allIds: (collectionId: number | null, signal?: AbortSignal) =>
    http<LookbookIds>('post', paths.allProductIds, { form: collectionId ? { collection_id: collectionId } : {}, signal }).then((r) => r.ids),
  /** GET api/getProducts?ids= -> those frames' cards, in that order. */
  products: (ids: number[], signal?: AbortSignal) =>
    ids.length
      ? http<LookbookProducts>('get', paths.lookbookProducts, { query: { ids: lookbookIdsParam(ids) }, signal })
      : Promise.resolve({ items: [] }),
};

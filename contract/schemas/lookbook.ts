import { number, object, string, type InferType } from 'yup';
import { LOOKBOOK_MAX_IDS } from '../lookbook';
import { messages } from '../messages';

const idOf = (message: string) => number().typeError(message).integer(message).positive(message).max(2_147_483_647, message);

/** GET api/getCategoryBlocks?collection_id=: one collection's categories, or every collection's. */
export const categoryBlocksQuerySchema = object({
  collection_id: idOf(messages.lookbookCollectionUnknown).optional(),
});
export type CategoryBlocksQuery = InferType<typeof categoryBlocksQuerySchema>;

/** POST Product/get_all_product_id {collection_id?, category_id?}: the whole lookbook, a collection, or a category. */
export const allProductIdsSchema = object({
  collection_id: idOf(messages.lookbookCollectionUnknown).optional(),
  category_id: idOf(messages.lookbookCategoryUnknown).optional(),
});
export type AllProductIdsInput = InferType<typeof allProductIdsSchema>;

const idList = new RegExp(`^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${LOOKBOOK_MAX_IDS - 1}}$`);

/** GET api/getProducts?ids=1,2,3: 1 to LOOKBOOK_MAX_IDS ids, comma-separated. */
export const lookbookProductsQuerySchema = object({
  ids: string()
    .required(messages.lookbookIdsInvalid)
    .matches(idList, messages.lookbookIdsInvalid)
    .test('ids-in-range', messages.lookbookIdsInvalid, (v) => v === undefined || v.split(',').every((id) => Number(id) <= 2_147_483_647)),
});
export type LookbookProductsQuery = InferType<typeof lookbookProductsQuerySchema>;

/** The ids of a validated getProducts query. */
export const idsOfQuery = (q: LookbookProductsQuery): number[] => q.ids.split(',').map(Number);

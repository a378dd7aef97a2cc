import type { CategoryBlock, FrameCollectionBlock, LookbookIds, LookbookProducts } from '../../lookbook';
import { goodsCardReply } from './catalog';
import { int, listOf, obj, str, type Agrees, type Assert } from './shape';

/** api/getFrameCollectionBlocks */
export const frameCollectionBlockReply = obj({ id: int(), name: str(), description: str(), img: str(), count: int() });
type _Collection = Assert<Agrees<typeof frameCollectionBlockReply, FrameCollectionBlock>>;

/** api/getCategoryBlocks */
export const categoryBlockReply = obj({ id: int(), collection_id: int(), name: str(), description: str(), count: int() });
type _Category = Assert<Agrees<typeof categoryBlockReply, CategoryBlock>>;

/** Product/get_all_product_id */
export const lookbookIdsReply = obj({ ids: listOf(int()) });
type _Ids = Assert<Agrees<typeof lookbookIdsReply, LookbookIds>>;

/** api/getProducts */
export const lookbookProductsReply = obj({ items: listOf(goodsCardReply.shape({ category_id: int() })) });
type _Products = Assert<Agrees<typeof lookbookProductsReply, LookbookProducts>>;

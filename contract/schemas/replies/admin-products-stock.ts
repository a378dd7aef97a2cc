import { STOCK_REASONS, type AdminCategoryOption, type AdminStockPage } from '../../admin-products';
import { int, listOf, obj, str, word, type Agrees, type Assert } from './shape';

// A product's stock history in the console (contract/admin-products.ts).

/** GET api/admin/products/{id}/stock-history */
export const adminStockPageReply = obj({
  items: listOf(
    obj({
      id: int(),
      at: str(),
      variant_id: int(),
      colour: str(),
      delta: int(),
      qty_after: int(),
      reason: word([...STOCK_REASONS, 'import'] as const),
      note: str(),
      author: str(),
    }),
  ),
  page: int(),
  page_size: int(),
  total: int(),
});
type _StockPage = Assert<Agrees<typeof adminStockPageReply, AdminStockPage>>;

/** GET api/admin/product-categories (a list) */
export const adminCategoryOptionReply = obj({ id: int(), name: str() });
type _Category = Assert<Agrees<typeof adminCategoryOptionReply, AdminCategoryOption>>;

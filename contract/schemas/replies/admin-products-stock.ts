import { STOCK_REASONS, type AdminCategoryOption, type AdminStockChangeReply, type AdminStockPage } from '../../admin-products';
import { adminProductDetailReply } from './admin-products';
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

/** POST api/admin/products/{id}/stock: the product as it is now, and what the change did */
export const adminStockChangeReply = adminProductDetailReply.shape({
  change: obj({
    goods_id: int(),
    variant_id: int(),
    delta: int(),
    qty_after: int(),
    pre_orders: obj({ received: int(), served: listOf(int()), frames: int(), held: int() })
      .nullable()
      .meta({ description: 'A `received` rise of a colour with reserved pre-orders: what their arrival did; else null' }),
  }),
});
type _StockChange = Assert<Agrees<typeof adminStockChangeReply, AdminStockChangeReply>>;

import { adminProductPaths, type AdminStockChangeReply, type AdminStockPage } from '../../../../contract/admin-products';
import type { StockChangeInput } from '../../../../contract/schemas/admin-products';
import { adminHttp } from '../../app/admin-http';

/** A product's stock in the console: a colour's stock set or adjusted, and the product's stock history. */
export const stockApi = {
  change: (productId: number, input: StockChangeInput) =>
    adminHttp<AdminStockChangeReply>('post', adminProductPaths.productStock(productId), { json: input }),
  history: (productId: number, page: number, signal?: AbortSignal) =>
    adminHttp<AdminStockPage>('get', adminProductPaths.productStockHistory(productId), { query: { page }, signal }),
};

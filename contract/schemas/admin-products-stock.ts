import { object, type InferType } from 'yup';
import { pageQuery } from './list-query';

/**
 * GET api/admin/products/{id}/stock-history: one page of a product's stock movements, newest first.
 * (The change itself is stockChangeSchema in ./admin-products.ts.)
 */
export const stockHistoryQuerySchema = object({ ...pageQuery() });
export type StockHistoryQuery = InferType<typeof stockHistoryQuerySchema>;

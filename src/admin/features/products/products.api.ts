import {
  adminProductPaths,
  type AdminCategoryOption,
  type AdminProductDetail,
  type AdminProductPage,
  type AdminProductQuery,
  type GoodsStatus,
} from '../../../../contract/admin-products';
import type { ProductInput } from '../../../../contract/schemas/admin-products';
import { adminHttp } from '../../app/admin-http';

/** The products' endpoints of the console (contract/admin-products.ts adminProductPaths). */
export const productsApi = {
  list: (query: AdminProductQuery, signal?: AbortSignal) =>
    adminHttp<AdminProductPage>('get', adminProductPaths.products, { query: { ...query }, signal }),
  categories: (signal?: AbortSignal) => adminHttp<AdminCategoryOption[]>('get', adminProductPaths.productCategories, { signal }),
  detail: (id: number, signal?: AbortSignal) => adminHttp<AdminProductDetail>('get', adminProductPaths.product(id), { signal }),
  create: (input: ProductInput) => adminHttp<AdminProductDetail>('post', adminProductPaths.products, { json: input }),
  save: (id: number, input: ProductInput & { version: number }) =>
    adminHttp<AdminProductDetail>('put', adminProductPaths.product(id), { json: input }),
  status: (id: number, version: number, status: GoodsStatus) =>
    adminHttp<AdminProductDetail>('post', adminProductPaths.productStatus(id), { json: { version, status } }),
  preview: (markdown: string) => adminHttp<{ html: string }>('post', adminProductPaths.markdownPreview, { json: { markdown } }),
};

import {
  adminProductPaths,
  type AdminCategoryOption,
  type AdminProductDetail,
  type AdminProductPage,
  type AdminProductQuery,
  type CsvImportReport,
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
  /** The filtered products as CSV (every page): fetched with the staff token, as a file to save. */
  csv: (query: AdminProductQuery) =>
    adminHttp<Blob>('get', adminProductPaths.productsCsv, { query: { ...query, page: undefined, page_size: undefined }, blob: true }),
  /** A CSV of products: checked only (dryRun), or written all-or-nothing (a refusal carries the report as its data). */
  importCsv: (file: Blob, name: string, dryRun: boolean) => {
    const body = new FormData();
    if (dryRun) body.append('dry_run', '1');
    body.append('file', file, name);
    return adminHttp<CsvImportReport>('post', adminProductPaths.productsImport, { multipart: body });
  },
  preview: (markdown: string) => adminHttp<{ html: string }>('post', adminProductPaths.markdownPreview, { json: { markdown } }),
};

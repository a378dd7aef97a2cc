import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type { GoodsPage } from '../../../contract/catalog';
import type { CountDown, Sale, SaleCategory } from '../../../contract/sale';

/** The sale (contract/sale.ts): its banner and dates, its categories, its goods, and the server's countdown. */
export const saleApi = {
  /** POST ios/others/countDown {end_time} -> the seconds left by the server's clock (0 once passed). */
  countDown: (endTime: string, signal?: AbortSignal) =>
    http<CountDown>('post', paths.countDown, { form: { end_time: endTime }, signal }).then((r) => r.seconds_left),
  /** GET api/eyeGlasses/getBanner -> the sale on now (or the last one, ended); none: 404. */
  banner: (signal?: AbortSignal) => http<Sale>('get', paths.saleBanner, { signal }),
  /** GET api/eyeGlasses/getCategory -> the sale's categories with their counts. */
  categories: (signal?: AbortSignal) => http<SaleCategory[]>('get', paths.saleCategories, { signal }),
  /** GET api/eyeGlasses/getProducts?category_id=&page= -> a page of its goods cards. */
  products: (categoryId: number | undefined, page: number, signal?: AbortSignal) =>
    http<GoodsPage>('get', paths.saleProducts, { query: { category_id: categoryId, page }, signal }),
};

import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type { LensPriceList, LensPriceListKind } from '../../../contract/lens-price-list';

/** The lens price lists' call (contract/lens-price-list.ts). */
export const lensPriceListApi = {
  /** GET api/customer/lensPriceList?kind= -> the list by series (business prices by pairs in w, to business buyers). */
  list: (kind: LensPriceListKind, signal?: AbortSignal) => http<LensPriceList>('get', paths.lensPriceList, { query: { kind }, signal }),
};

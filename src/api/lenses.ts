import { http } from './http';
import { paths } from '../../contract/endpoints';
import type { LensCatalogue } from '../../contract/prescription';

/** The lens catalogue calls. */
export const lensApi = {
  /** POST api/customer/lens_list: usages, indices, coatings and tints with their prices. */
  lensList: () => http<LensCatalogue>('post', paths.lensList),
};

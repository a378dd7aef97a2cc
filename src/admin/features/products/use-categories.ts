import type { AdminCategoryOption } from '../../../../contract/admin-products';
import { useLoad } from '../../../components/use-load';
import { productsApi } from './products.api';

/** The categories a product may be in (for the list's filter and the editor); empty until loaded. */
export function useCategories(): AdminCategoryOption[] {
  const loaded = useLoad('product-categories', (signal) => productsApi.categories(signal));
  return loaded.status === 'ready' ? loaded.data : [];
}

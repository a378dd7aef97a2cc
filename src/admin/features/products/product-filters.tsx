import { GOODS_STATUSES, type AdminProductQuery } from '../../../../contract/admin-products';
import { useTranslation } from '../../../i18n/react';
import { consoleRoutes } from '../../app/paths';
import { ListFilters } from '../../components/list-filters';
import { productSearchOf } from './product-query';
import { useCategories } from './use-categories';

const layout = { columns: 'minmax(8rem, 2fr) repeat(3, minmax(4rem, 1fr)) auto', narrowAt: 900, narrowColumns: 'repeat(2, 1fr)' };

/** The products list's search (a name, or the start of an SKU) and filters (category, status, low stock), kept in the address. */
export function ProductFilters({ query }: { query: AdminProductQuery }) {
  const { t } = useTranslation();
  const categories = useCategories();
  return (
    <ListFilters
      label={t('products.filters')}
      layout={layout}
      resetKey={`${productSearchOf(query)}:${categories.length}`}
      hrefOf={(v) =>
        consoleRoutes.products(
          productSearchOf({
            q: v.q,
            category_id: v.category_id ? Number(v.category_id) : undefined,
            status: v.status as AdminProductQuery['status'],
            low_stock: v.low_stock === '1' ? 1 : undefined,
            sort: query.sort,
            dir: query.dir,
          }),
        )
      }
      clearHref={consoleRoutes.products()}
      fields={[
        { name: 'q', label: t('products.search'), type: 'search', value: query.q, placeholder: t('products.searchHint') },
        {
          name: 'category_id',
          label: t('products.fields.category'),
          value: query.category_id,
          options: categories.map((c) => ({ value: String(c.id), label: c.name })),
        },
        {
          name: 'status',
          label: t('products.fields.status'),
          value: query.status,
          options: GOODS_STATUSES.map((s) => ({ value: s, label: t(`products.statuses.${s}`) })),
        },
        { name: 'low_stock', label: t('products.lowStock'), value: query.low_stock, options: [{ value: '1', label: t('products.lowStockOnly') }] },
      ]}
    />
  );
}

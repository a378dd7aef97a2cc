import { Link } from 'wouter';
import type { AdminProductQuery, AdminProductRow, AdminProductSort } from '../../../../contract/admin-products';
import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { consoleRoutes } from '../../app/paths';
import { Badge } from '../../app/shell/page-parts';
import { DataTable, type Column } from '../../components/data-table';
import { useOrderMoney } from '../orders/order-format';
import { productSearchOf, productsSortedBy, productSortOf } from './product-query';
import { ProductStatus } from './product-status';

/** One page of products: photo, name, SKU, category, price, stock (low stock marked), status; sortable headers are links. */
export function ProductsTable({ rows, query }: { rows: AdminProductRow[]; query: AdminProductQuery }) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  const columns: Column<AdminProductRow, AdminProductSort>[] = [
    { label: t('products.columns.photo'), cell: (p) => <Thumb src={p.thumb} alt="" width={48} height={48} loading="lazy" /> },
    { label: t('products.fields.name'), sort: 'name', cell: (p) => <Link href={consoleRoutes.product(p.id)}>{p.name}</Link> },
    { label: t('products.fields.sku'), sort: 'sku', cell: (p) => p.sku },
    { label: t('products.fields.category'), cell: (p) => p.category.name },
    {
      label: t('products.fields.price'),
      sort: 'price',
      num: true,
      cell: (p) => (
        <>
          {money(p.price, null)}
          {p.original_price != null && (
            <>
              {' '}
              <s aria-label={t('products.wasPrice', { price: money(p.original_price, null) })}>{money(p.original_price, null)}</s>
            </>
          )}
        </>
      ),
    },
    {
      label: t('products.fields.stock'),
      sort: 'stock',
      num: true,
      cell: (p) => (
        <>
          {p.stock}
          {p.low_stock && (
            <>
              {' '}
              <Badge tone="danger">{t('products.low')}</Badge>
            </>
          )}
        </>
      ),
    },
    { label: t('products.fields.status'), cell: (p) => <ProductStatus status={p.status} /> },
  ];
  return (
    <DataTable
      caption={t('products.caption')}
      columns={columns}
      rows={rows}
      rowKey={(p) => p.id}
      sorting={{ of: (c) => productSortOf(query, c), href: (c) => consoleRoutes.products(productSearchOf(productsSortedBy(query, c))) }}
    />
  );
}

const Thumb = styled('img', { display: 'block', width: 48, height: 48, objectFit: 'contain', borderRadius: '$sm', backgroundColor: '$bg' });

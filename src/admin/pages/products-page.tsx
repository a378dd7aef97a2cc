import { Link, useSearch } from 'wouter';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { consoleRoutes } from '../app/paths';
import { ListPage, useListLoad } from '../components/list-page';
import { atPage } from '../components/url-query';
import { ConsoleForm } from '../features/forms/console-form';
import { productsCsvExportLogic } from '../features/products/csv-import.actors';
import { ProductFilters } from '../features/products/product-filters';
import { productQueryOf, productRequestOf, productSearchOf } from '../features/products/product-query';
import { ProductsTable } from '../features/products/products-table';
import { productsApi } from '../features/products/products.api';

/** /admin/products?…: the catalogue, searched, filtered, sorted and paged by the server, as the address says. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const query = productQueryOf(useSearch());
  const list = useListLoad('products', productSearchOf(query), (signal) => productsApi.list(productRequestOf(query), signal));
  return (
    <ListPage
      title={t('products.title')}
      actions={
        <>
          <ConsoleForm
            key={productSearchOf(query)}
            logic={productsCsvExportLogic}
            input={{ form: 'csv', values: { search: productSearchOf(query) } }}
            name={t('productsImport.export')}
            submit={t('productsImport.export')}
            tone="secondary"
            fields={[]}
          />
          <SecondaryLink href={consoleRoutes.productsImport()}>{t('productsImport.link')}</SecondaryLink>
          <NewLink href={consoleRoutes.productNew()}>{t('products.new')}</NewLink>
        </>
      }
      filters={<ProductFilters query={query} />}
      list={list}
      failed={t('products.failed')}
      none={t('products.none')}
      count={(count) => t('products.count', { count })}
      pageHref={(page) => consoleRoutes.products(productSearchOf(atPage(query, page)))}
    >
      {(rows) => <ProductsTable rows={rows} query={query} />}
    </ListPage>
  );
}

/** "New product": a link that looks like the page's main button. */
const NewLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$tap',
  padding: '0 $4',
  borderRadius: '$md',
  fontWeight: 600,
  textDecoration: 'none',
  backgroundColor: '$brand',
  color: '$brandInk',
});

/** "Import CSV": a link that looks like a secondary button. */
const SecondaryLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$tap',
  padding: '0 $4',
  borderRadius: '$md',
  fontWeight: 600,
  textDecoration: 'none',
  border: '1px solid $line',
  backgroundColor: '$surface',
  color: '$ink',
});

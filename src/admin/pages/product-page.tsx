import { useCallback, useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import type { AdminProductDetail } from '../../../contract/admin-products';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { PageHead, Panel } from '../app/shell/page-parts';
import { DetailPage, useDetail } from '../components/detail-page';
import { ProductEditor } from '../features/products/product-editor';
import { productEditorLogic } from '../features/products/product-editor.actors';
import { ProductStatus } from '../features/products/product-status';
import { productsApi } from '../features/products/products.api';
import { PhotoManager } from '../features/photos/photo-manager';
import { StockPanel } from '../features/stock/stock-panel';

/** /admin/products/new and /admin/products/:id: the product editor; an existing product's page also has its photos and stock. */
export default function ProductPage() {
  const { id } = useParams<{ id?: string }>();
  return id ? <ExistingProduct id={Number(id)} /> : <NewProduct />;
}

function NewProduct() {
  const { t } = useTranslation();
  const [, go] = useLocation();
  const logic = useMemo(() => productEditorLogic((p) => go(consoleRoutes.product(p.id))), [go]);
  return (
    <>
      <PageHead title={t('product.newTitle')} />
      <ProductEditor logic={logic} product={null} />
    </>
  );
}

function ExistingProduct({ id }: { id: number }) {
  const { t } = useTranslation();
  const { loaded, reload } = useDetail(`product:${id}`, (signal) => productsApi.detail(id, signal));
  const saved = useCallback((_: AdminProductDetail) => reload(), [reload]);
  const logic = useMemo(() => productEditorLogic(saved), [saved]);
  return (
    <DetailPage
      loaded={loaded}
      back={{ href: consoleRoutes.products(), label: t('product.back') }}
      notFound={t('product.notFound')}
      failed={t('product.failed')}
    >
      {(p) => (
        <>
          <PageHead title={p.name}>
            <ProductStatus status={p.status} />
            {p.status === 'published' && <a href={p.shop_url}>{t('product.inShop')}</a>}
          </PageHead>
          <ProductEditor key={p.id} logic={logic} product={p} />
          <Panel as="section" aria-labelledby="photos">
            <h2 id="photos">{t('products.fields.photos')}</h2>
            <ProductPhotos product={p} />
          </Panel>
          <StockPanel product={p} changed={reload} />
        </>
      )}
    </DetailPage>
  );
}

/** The product's photos, kept here as the photo endpoints answer them (the editor's unsaved fields stay as they are). */
function ProductPhotos({ product }: { product: AdminProductDetail }) {
  const [photos, setPhotos] = useState(product.photos);
  return (
    <PhotoManager goodsId={product.id} colours={product.colours.map((c) => ({ id: c.id, name: c.name }))} photos={photos} onChange={setPhotos} />
  );
}

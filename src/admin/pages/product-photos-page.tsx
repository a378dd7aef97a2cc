import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import type { AdminProductPhoto } from '../../../contract/admin-products';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { PageHead, Panel } from '../app/shell/page-parts';
import { DetailPage, useDetail } from '../components/detail-page';
import { PhotoManager } from '../features/photos/photo-manager';
import { photosApi } from '../features/photos/photos.api';

/**
 * /admin/products/:id/photos (interim, branch photos): a product's photos alone, in the section the
 * product's page will host (`<section aria-labelledby="photos">`). Its colours are the shop's
 * (api/goods/{id}, so a published product); the product page passes AdminProductDetail's.
 */
export default function ProductPhotosPage() {
  const { t } = useTranslation();
  const id = Number(useParams<{ id: string }>().id);
  const { loaded } = useDetail(`product-photos:${id}`, async (signal) => {
    const [product, photos] = await Promise.all([photosApi.colours(id, signal), photosApi.list(id, signal)]);
    return { product, photos };
  });
  const [photos, setPhotos] = useState<AdminProductPhoto[] | null>(null);
  useEffect(() => setPhotos(null), [id]);
  return (
    <DetailPage
      loaded={loaded}
      back={{ href: consoleRoutes.home(), label: t('photos.back') }}
      notFound={t('photos.notFound')}
      failed={t('photos.failed')}
    >
      {({ product, photos: first }) => (
        <>
          <PageHead title={t('photos.pageTitle', { name: product.name })} />
          <Panel as="section" aria-labelledby="photos">
            <h2 id="photos">{t('photos.title')}</h2>
            <PhotoManager
              goodsId={id}
              colours={product.variants.map((v) => ({ id: v.id, name: v.color }))}
              photos={photos ?? first}
              onChange={setPhotos}
            />
          </Panel>
        </>
      )}
    </DetailPage>
  );
}

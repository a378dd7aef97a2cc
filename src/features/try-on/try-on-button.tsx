import { lazy, Suspense, useState } from 'react';
import type { GoodsDetail } from '../../../contract/catalog';
import { frameSize } from '../../../contract/try-on-geometry';
import { Button } from '../../components/button';
import { useTranslation } from '../../i18n/react';

// Its own chunk: nothing of the try-on (its machine, the model's loader, the model) is in the product page's first load.
const TryOnDialog = lazy(() => import('./try-on-dialog'));

/** "Try on" on a frame's page: opens the camera try-on (loaded on the first tap). */
export function TryOnButton({
  goods,
  variantId,
}: {
  goods: Pick<GoodsDetail, 'id' | 'name' | 'shape' | 'measurements' | 'variants'>;
  variantId: number | null;
}) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(false);
  const color = goods.variants.find((v) => v.id === variantId)?.color_hex ?? goods.variants[0]?.color_hex ?? '#1f1f1f';
  return (
    <>
      <Button block tone="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('tryOn.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TryOnDialog
            goodsId={goods.id}
            name={goods.name}
            shape={goods.shape}
            color={color}
            frame={frameSize(goods.measurements)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

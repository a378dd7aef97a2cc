import { useState } from 'react';
import { LinkButton } from '../../components/button';
import { useTranslation } from '../../i18n/react';
import { storage } from '../../app/storage';

/**
 * The PD the try-on measured on this device, offered above the PD field with its uncertainty:
 * "Measured with try-on: PD 63 ± 2 mm — use it" fills the field (the form checks it as typed).
 */
export function MeasuredPdOffer({ onUse }: { onUse(pd: string): void }) {
  const { t } = useTranslation('product');
  const [measured] = useState(() => storage.get('measuredPd'));
  if (!measured || !Number.isFinite(measured.mm)) return null;
  return (
    <p>
      <LinkButton type="button" onClick={() => onUse(String(measured.mm))}>
        {t('lenses.measuredPd', { mm: measured.mm, plusMinus: measured.plusMinus })}
      </LinkButton>
    </p>
  );
}

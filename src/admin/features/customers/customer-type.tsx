import type { CustomerType as Type } from '../../../../contract/admin';
import type { BusinessStatus } from '../../../../contract/wholesale';
import { useTranslation } from '../../../i18n/react';
import { Badge } from '../../app/shell/page-parts';

/** Retail, or Business with its review (pending, approved, declined). */
export function CustomerType({ type, status }: { type: Type; status: BusinessStatus | null }) {
  const { t } = useTranslation();
  if (type === 'retail') return <>{t('customers.types.retail')}</>;
  return (
    <>
      {t('customers.types.business')}{' '}
      {status && (
        <Badge tone={status === 'approved' ? 'success' : status === 'declined' ? 'danger' : undefined}>{t(`customers.business.${status}`)}</Badge>
      )}
    </>
  );
}

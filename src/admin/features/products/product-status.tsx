import type { GoodsStatus } from '../../../../contract/admin-products';
import { useTranslation } from '../../../i18n/react';
import { Badge } from '../../app/shell/page-parts';

/** A product's status as a badge: published (success), archived (danger), draft (plain). */
export function ProductStatus({ status }: { status: GoodsStatus }) {
  const { t } = useTranslation();
  return <Badge tone={status === 'published' ? 'success' : status === 'archived' ? 'danger' : undefined}>{t(`products.statuses.${status}`)}</Badge>;
}

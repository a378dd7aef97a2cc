import type { InboxStatus } from '../../../../contract/admin';
import { useTranslation } from '../../../i18n/react';
import { Badge } from '../../app/shell/page-parts';

/** New (to answer), Answered, Closed. */
export function InboxStatusBadge({ status }: { status: InboxStatus }) {
  const { t } = useTranslation();
  return <Badge tone={status === 'new' ? undefined : status === 'answered' ? 'success' : 'neutral'}>{t(`inbox.statuses.${status}`)}</Badge>;
}

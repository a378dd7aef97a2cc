import type { ContentStatus } from '../../../../contract/admin-content';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { Badge } from '../../app/shell/page-parts';

const TONE: Record<ContentStatus, 'success' | 'neutral' | undefined> = { published: 'success', scheduled: undefined, draft: 'neutral' };

/** A page's or post's status as a badge: Draft, Scheduled (with its time), Published. */
export function ContentStatusBadge({ status, at }: { status: ContentStatus; at: string | null }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  return (
    <Badge tone={TONE[status]}>
      {status === 'scheduled' && at ? t('content.scheduledAt', { at: date(at, 'medium+time') }) : t(`content.statuses.${status}`)}
    </Badge>
  );
}

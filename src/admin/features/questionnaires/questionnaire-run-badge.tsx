import type { QuestionnaireRunState } from '../../../../contract/admin-questionnaires';
import { useTranslation } from '../../../i18n/react';
import { Badge } from '../../app/shell/page-parts';

/** Where a questionnaire stands: draft, scheduled, running (offered now) or ended. */
export function QuestionnaireRunBadge({ run }: { run: QuestionnaireRunState }) {
  const { t } = useTranslation();
  return <Badge tone={run === 'running' ? 'success' : run === 'ended' ? 'neutral' : undefined}>{t(`questionnaires.runs.${run}`)}</Badge>;
}

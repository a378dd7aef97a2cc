import { Link } from 'wouter';
import type { AdminQuestionnaireSummary } from '../../../contract/admin-questionnaires';
import { useLoad } from '../../components/use-load';
import { CentredState, LoadStates } from '../../components/page-parts';
import { useFormatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { PageHead } from '../app/shell/page-parts';
import { DataTable, type Column } from '../components/data-table';
import { ActionLink } from '../features/promotions/promotion-parts';
import { QuestionnaireRunBadge } from '../features/questionnaires/questionnaire-run-badge';
import { questionnairesApi } from '../features/questionnaires/questionnaires.api';

/** /admin/questionnaires (content.manage): the shop's questionnaires, newest first, with their run and responses; New questionnaire. */
export default function QuestionnairesPage() {
  const { t } = useTranslation();
  const date = useFormatDate();
  const list = useLoad('questionnaires', (signal) => questionnairesApi.list(signal));
  const columns: Column<AdminQuestionnaireSummary>[] = [
    { label: t('questionnaires.columns.title'), cell: (q) => <Link href={consoleRoutes.questionnaire(q.id)}>{q.title}</Link> },
    { label: t('questionnaires.columns.run'), cell: (q) => <QuestionnaireRunBadge run={q.run} /> },
    {
      label: t('questionnaires.columns.dates'),
      cell: (q) => (q.run === 'draft' ? '—' : `${date(q.starts_at, 'medium')} – ${date(q.ends_at, 'medium')}`),
    },
    { label: t('questionnaires.columns.submitted'), num: true, cell: (q) => q.submitted },
    { label: t('questionnaires.columns.started'), num: true, cell: (q) => q.started },
  ];
  return (
    <>
      <PageHead title={t('questionnaires.title')}>
        <ActionLink href={consoleRoutes.questionnaireNew()}>{t('questionnaires.new')}</ActionLink>
      </PageHead>
      {list.status !== 'ready' ? (
        <LoadStates loaded={list} loading={t('loading')} failed={t('questionnaires.failed')} />
      ) : list.data.length === 0 ? (
        <CentredState>
          <p>{t('questionnaires.none')}</p>
        </CentredState>
      ) : (
        <DataTable caption={t('questionnaires.title')} columns={columns} rows={list.data} rowKey={(q) => q.id} />
      )}
    </>
  );
}

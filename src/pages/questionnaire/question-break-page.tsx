import { useParams } from 'wouter';
import { LoadStates, PageColumn } from '../../components/page-parts';
import { useTranslation } from '../../i18n/react';
import { QuestionnaireFormView } from '../../features/questionnaire/questionnaire-form';
import { CustomersOnly } from '../../features/questionnaire/customers-only';
import { useQuestionnaire } from '../../features/questionnaire/questionnaire-load';

/** /question-break/{id}: resumes an unfinished questionnaire in the shop, with the draft kept. */
export default function QuestionBreakPage() {
  return (
    <CustomersOnly>
      <QuestionBreakView />
    </CustomersOnly>
  );
}

function QuestionBreakView() {
  const { t } = useTranslation('questionnaire');
  const id = Number(useParams<{ id: string }>().id);
  const loaded = useQuestionnaire(id);
  return (
    <PageColumn aria-labelledby="question-break-title">
      <h1 id="question-break-title">{loaded.status === 'ready' ? loaded.data.title : t('form.heading')}</h1>
      <LoadStates loaded={loaded} loading={t('form.loading')} failed={t('form.failed')} />
      {loaded.status === 'ready' && <QuestionnaireFormView form={loaded.data} ticket={undefined} />}
    </PageColumn>
  );
}

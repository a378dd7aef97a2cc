import { useParams, useSearch } from 'wouter';
import { LoadStates, Notice, PageColumn } from '../../components/page-parts';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { QuestionnaireFormView } from '../../features/questionnaire/questionnaire-form';
import { useQuestionnaire } from '../../features/questionnaire/questionnaire-load';
import { failureMessage } from '../../../contract/codes';

/**
 * /questionnaire/{id}?t=: the questionnaire the shop hosts, at the url startQuestionnaire answers,
 * drawn bare (no header or footer) for the questionnaire iframe. The ticket in `t` says whose
 * answers these are; an expired or wrong one says so.
 */
export default function HostedQuestionnairePage() {
  const { t } = useTranslation('questionnaire');
  const message = useMessage();
  const id = Number(useParams<{ id: string }>().id);
  const ticket = new URLSearchParams(useSearch()).get('t') ?? undefined;
  const loaded = useQuestionnaire(id, ticket);
  return (
    <PageColumn aria-labelledby="questionnaire-title">
      <h1 id="questionnaire-title">{loaded.status === 'ready' ? loaded.data.title : t('form.heading')}</h1>
      {loaded.status === 'failed' ? (
        <Notice role="alert" tone="danger">
          {message(failureMessage(loaded.error)) || t('form.failed')}
        </Notice>
      ) : (
        <LoadStates loaded={loaded} loading={t('form.loading')} failed={t('form.failed')} />
      )}
      {loaded.status === 'ready' && <QuestionnaireFormView form={loaded.data} ticket={ticket} />}
    </PageColumn>
  );
}

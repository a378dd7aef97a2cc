import { useLoad } from '../../../components/use-load';
import { LoadStates } from '../../../components/page-parts';
import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { Panel } from '../../app/shell/page-parts';
import { DataTable } from '../../components/data-table';
import { ConsoleForm } from '../forms/console-form';
import type { questionnaireFormLogic } from './questionnaire-forms.actors';
import { questionnairesApi } from './questionnaires.api';

/** The submitted answers counted per question (a table of each choice's or score's count, the mean score, the latest texts) and the CSV download. */
export function QuestionnaireAnswersPanel({ id, version, logic }: { id: number; version: number; logic: ReturnType<typeof questionnaireFormLogic> }) {
  const { t } = useTranslation();
  const answers = useLoad(`questionnaire-answers:${id}:${version}`, (signal) => questionnairesApi.answers(id, signal));
  return (
    <Panel aria-labelledby="questionnaire-answers">
      <h2 id="questionnaire-answers">{t('questionnaires.answers.title')}</h2>
      {answers.status !== 'ready' ? (
        <LoadStates loaded={answers} loading={t('loading')} failed={t('questionnaires.answers.failed')} />
      ) : (
        <>
          <p role="status">{t('questionnaires.answers.submitted', { count: answers.data.submitted })}</p>
          {answers.data.questions.map((q) => (
            <Question key={q.id} aria-label={q.text}>
              <h3>{q.text}</h3>
              <p>
                {t('questionnaires.answers.answered', { count: q.answered })}
                {q.average !== null && ` · ${t('questionnaires.answers.average', { average: q.average })}`}
              </p>
              {q.counts.length > 0 && (
                <DataTable
                  caption={t('questionnaires.answers.caption', { question: q.text })}
                  columns={[
                    { label: t('questionnaires.answers.choice'), cell: (c) => c.label },
                    { label: t('questionnaires.answers.count'), num: true, cell: (c) => c.count },
                  ]}
                  rows={q.counts}
                  rowKey={(c) => c.value}
                />
              )}
              {q.texts.length > 0 && (
                <ul>
                  {q.texts.map((text, i) => (
                    <li key={i} dir="auto">
                      {text}
                    </li>
                  ))}
                </ul>
              )}
            </Question>
          ))}
          <ConsoleForm
            logic={logic}
            input={{ form: 'csv', values: { id: String(id) } }}
            name={t('questionnaires.answers.download')}
            submit={t('questionnaires.answers.download')}
            tone="secondary"
            fields={[]}
          />
        </>
      )}
    </Panel>
  );
}

/** Each question's counts apart from the next one's. */
const Question = styled('section', {
  marginBlock: '$4',
  '& h3': { margin: '0 0 $1', fontSize: '$md' },
  '& p': { margin: '0 0 $2' },
});

import { useCallback, useMemo } from 'react';
import { useLocation, useParams } from 'wouter';
import type { AdminQuestionnaire } from '../../../contract/admin-questionnaires';
import type { ConsoleFormName } from '../../../machines/admin/console-form.machine';
import { useFormatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { Note, PageHead, Panel } from '../app/shell/page-parts';
import { DetailColumns, DetailPage, useDetail, useDoneForm } from '../components/detail-page';
import { ConsoleForm } from '../features/forms/console-form';
import { QuestionnaireAnswersPanel } from '../features/questionnaires/questionnaire-answers';
import { QuestionnaireEditor } from '../features/questionnaires/questionnaire-editor';
import { questionnaireEditorLogic } from '../features/questionnaires/questionnaire-editor.actors';
import { questionnaireFormLogic } from '../features/questionnaires/questionnaire-forms.actors';
import { QuestionnaireRunBadge } from '../features/questionnaires/questionnaire-run-badge';
import { questionnairesApi } from '../features/questionnaires/questionnaires.api';

/** /admin/questionnaires/new and /admin/questionnaires/:id (content.manage). */
export default function QuestionnairePage() {
  const { id } = useParams<{ id?: string }>();
  return id ? <SavedQuestionnaire id={Number(id)} /> : <NewQuestionnaire />;
}

/** A new questionnaire, a draft: once created, its own page opens. */
function NewQuestionnaire() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const logic = useMemo(
    () =>
      questionnaireEditorLogic(
        (q) => navigate(consoleRoutes.questionnaire(q.id)),
        () => {},
      ),
    [navigate],
  );
  return (
    <>
      <PageHead title={t('questionnaires.newTitle')} />
      <QuestionnaireEditor logic={logic} input={{ saved: null }} />
    </>
  );
}

/** A saved questionnaire: its editor (saved at the version read), Run for N days or End, and its answers. */
function SavedQuestionnaire({ id }: { id: number }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const { loaded, reload } = useDetail(`questionnaire:${id}`, (signal) => questionnairesApi.one(id, signal));
  const { done, onDone } = useDoneForm<ConsoleFormName>(reload);
  const forms = useMemo(() => questionnaireFormLogic(onDone), [onDone]);
  const saved = useCallback((_q: AdminQuestionnaire) => reload(), [reload]);
  const editor = useMemo(() => questionnaireEditorLogic(saved, reload), [saved, reload]);
  return (
    <DetailPage
      loaded={loaded}
      back={{ href: consoleRoutes.questionnaires(), label: t('questionnaires.back') }}
      notFound={t('questionnaires.notFound')}
      failed={t('questionnaires.failed')}
    >
      {(q) => (
        <>
          <PageHead title={q.title} />
          {done && (
            <Note tone="success" role="status">
              {done === 'questionnaireEnd' ? t('questionnaires.endedNow') : t('questionnaires.runNow')}
            </Note>
          )}
          <DetailColumns>
            <QuestionnaireEditor key={`${q.id}:${q.version}`} logic={editor} input={{ saved: q }} />
            <div>
              <Panel aria-labelledby="questionnaire-run">
                <h2 id="questionnaire-run">{t('questionnaires.run.title')}</h2>
                <p>
                  <QuestionnaireRunBadge run={q.run} />{' '}
                  {q.run !== 'draft' && t('questionnaires.run.dates', { from: date(q.starts_at, 'medium'), to: date(q.ends_at, 'medium') })}
                </p>
                <ConsoleForm
                  key={`run:${q.version}`}
                  logic={forms}
                  input={{ form: 'questionnaireRun', values: { id: String(q.id), days: '14' } }}
                  name={t('questionnaires.run.form')}
                  submit={t('questionnaires.run.submit')}
                  layout="inline"
                  fields={[{ name: 'days', label: t('questionnaires.run.days'), type: 'number', step: '1' }]}
                />
                {q.run === 'running' || q.run === 'scheduled' ? (
                  <ConsoleForm
                    key={`end:${q.version}`}
                    logic={forms}
                    input={{ form: 'questionnaireEnd', values: { id: String(q.id) } }}
                    name={t('questionnaires.run.end')}
                    submit={t('questionnaires.run.end')}
                    tone="danger"
                    fields={[]}
                  />
                ) : null}
                <p>{t('questionnaires.run.pictures')}</p>
              </Panel>
              <QuestionnaireAnswersPanel id={q.id} version={q.version} logic={forms} />
            </div>
          </DetailColumns>
        </>
      )}
    </DetailPage>
  );
}

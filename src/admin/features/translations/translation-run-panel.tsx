import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { AdminTranslations } from '../../../../contract/admin-translations';
import type { translationRunMachine } from '../../../../machines/admin/translation-run.machine';
import { Button } from '../../../components/button';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { useMessage } from '../../../i18n/use-message';
import { Note, Panel } from '../../app/shell/page-parts';
import { translationRunLogic } from './translation-run.actors';
import { translationRunView } from './translation-run.view';

/**
 * The translation job for the language shown: which translator makes it, Run now, and the run's
 * progress while it goes (machines/admin/translation-run.machine.ts); its end reloads the list.
 */
export function TranslationRunPanel({
  data,
  language,
  ended,
  logic: given,
}: {
  data: AdminTranslations;
  language: string;
  ended: () => void;
  /** The wired machine (a test's own calls); by default translationRunLogic(ended). */
  logic?: typeof translationRunMachine;
}) {
  const { t } = useTranslation();
  const say = useMessage();
  const date = useFormatDate();
  const wired = useMemo(() => translationRunLogic(ended), [ended]);
  const logic = given ?? wired;
  const actor = useActorRef(logic, { input: { lang: data.lang, run: data.run } });
  const view = useSelector(actor, translationRunView, shallowEqual);
  const run = view.run;
  return (
    <Panel aria-labelledby="translation-run">
      <h2 id="translation-run">{t('translations.run.title', { language })}</h2>
      <p>
        {data.translator
          ? data.runnable
            ? t('translations.run.translator', { name: data.translator })
            : t('translations.run.notOffered', { name: data.translator, language })
          : t('translations.run.noTranslator')}
      </p>
      {view.refusal && (
        <Note tone="danger" role="alert">
          {say(view.refusal)}
        </Note>
      )}
      {run && view.running && (
        <div role="status">
          <label htmlFor="translation-progress">{t('translations.run.progress', { made: run.made, total: run.total })}</label>
          <progress id="translation-progress" max={Math.max(run.total, 1)} value={run.total ? run.made : 1}>
            {view.percent}%
          </progress>
        </div>
      )}
      {run && !view.running && (
        <Note role="status" tone={run.state === 'failed' ? 'danger' : 'success'}>
          {run.state === 'failed'
            ? t('translations.run.failed', { made: run.made, total: run.total, error: run.error ?? '', at: date(run.started_at, 'medium') })
            : t('translations.run.done', { made: run.made, at: date(run.finished_at ?? run.started_at, 'medium') })}
        </Note>
      )}
      <Button
        type="button"
        disabled={!data.runnable || view.busy}
        aria-busy={view.busy || undefined}
        onClick={() => actor.send({ type: 'run.start' })}
      >
        {view.running ? t('translations.run.running') : t('translations.run.start')}
      </Button>
    </Panel>
  );
}

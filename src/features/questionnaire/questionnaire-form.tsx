import { useId } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { messages } from '../../../contract/messages';
import { ANSWER_TEXT_MAX, RATING_MAX, type Question, type QuestionnaireForm } from '../../../contract/questionnaire';
import type { questionnaireFormMachine } from '../../../machines/questionnaire-form.machine';
import { routes } from '../../app/paths';
import { RewardText } from '../engagement/questionnaire-reward';
import { Button } from '../../components/button';
import { Notice } from '../../components/page-parts';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { questionnaireFormLogic } from './questionnaire-form.actors';
import { questionnaireFormView } from './questionnaire-form.view';

const Intro = styled('p', { margin: '0 0 $4', color: '$inkSoft', fontSize: '$sm' });
const Set = styled('fieldset', {
  border: '1px solid $line',
  borderRadius: '$md',
  padding: '$3 $4',
  margin: '0 0 $3',
  minWidth: 0,
  '& legend': { fontWeight: 600, padding: '0 $1' },
  '& .req': { color: '$inkSoft', fontWeight: 400, fontSize: '$xs' },
  '& label.choice': { display: 'flex', alignItems: 'center', gap: '$2', minHeight: '$tap' },
  '& input[type=radio], & input[type=checkbox]': { width: '0.5rem', height: '0.5rem', margin: 0, accentColor: '$colors$brand' },
  '& textarea': { width: '100%', minHeight: '2.4rem', font: 'inherit', padding: '$2', borderRadius: '$sm', border: '1px solid $line' },
  '& .error': { margin: '$1 0 0', color: '$danger', fontSize: '$sm' },
});
const Stars = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap', '& label.choice': { minWidth: '$tap' } });
const Actions = styled('div', { display: 'grid', gap: '$2', marginTop: '$4' });

function QuestionField({
  q,
  values,
  error,
  disabled,
  onChange,
}: {
  q: Question;
  values: string[];
  error: string;
  disabled: boolean;
  onChange(values: string[]): void;
}) {
  const { t } = useTranslation('questionnaire');
  const id = useId();
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  const legend = (
    <legend>
      {q.text} {q.required && <span className="req">{t('form.required')}</span>}
    </legend>
  );
  const choice = (value: string, text: string, multiple: boolean, label?: string) => (
    <label className="choice" key={value}>
      <input
        type={multiple ? 'checkbox' : 'radio'}
        name={`${id}-${q.id}`}
        value={value}
        checked={values.includes(value)}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => onChange(multiple ? (e.target.checked ? [...values, value] : values.filter((v) => v !== value)) : [value])}
      />
      <span aria-hidden={label ? true : undefined}>{text}</span>
    </label>
  );
  return (
    <Set aria-describedby={described} aria-invalid={error ? true : undefined}>
      {legend}
      {q.kind === 'single' || q.kind === 'multiple' ? (
        q.options.map((o) => choice(o.id, o.text, q.kind === 'multiple'))
      ) : q.kind === 'rating' ? (
        <Stars>
          {Array.from({ length: RATING_MAX }, (_, i) => String(i + 1)).map((n) => choice(n, n, false, t('form.rating', { n, max: RATING_MAX })))}
        </Stars>
      ) : (
        <textarea
          aria-label={q.text}
          maxLength={ANSWER_TEXT_MAX}
          value={values[0] ?? ''}
          disabled={disabled}
          onChange={(e) => onChange([e.target.value])}
        />
      )}
      {error && (
        <p className="error" id={errorId}>
          {error}
        </p>
      )}
    </Set>
  );
}

/**
 * A questionnaire's questions, answered here: the hosted page (in the questionnaire iframe, with
 * the url's ticket) and /question-break/{id} (signed in) both draw it. Runs the form's machine.
 */
export function QuestionnaireFormView({
  form,
  ticket,
  logic = questionnaireFormLogic,
}: {
  form: QuestionnaireForm;
  ticket: string | undefined;
  logic?: typeof questionnaireFormMachine;
}) {
  const { t } = useTranslation('questionnaire');
  const message = useMessage();
  const actor = useActorRef(logic, { input: { id: form.id, ticket, questions: form.questions, answers: form.answers } });
  const { send } = actor;
  const view = useSelector(actor, questionnaireFormView, shallowEqual);
  const { answers, errors, busy } = view;

  if (form.state === 'submitted' || view.submitted) {
    return (
      <Notice role="status" tone="success">
        {t('form.answered')} <Link href={routes.questionComplete(form.id)}>{t('form.seeReward')}</Link>
      </Notice>
    );
  }
  if (form.state === 'expired') {
    return <Notice role="status">{message(messages.questionnaireClosed)}</Notice>;
  }
  return (
    <form
      aria-label={form.title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      <Intro>
        {form.description}{' '}
        <strong>
          <RewardText reward={form.reward} />
        </strong>
      </Intro>
      {form.questions.map((q) => (
        <QuestionField
          key={q.id}
          q={q}
          values={answers.find((a) => a.question_id === q.id)?.values ?? []}
          error={message(errors[q.id])}
          disabled={busy}
          onChange={(values) => send({ type: 'answer.set', questionId: q.id, values })}
        />
      ))}
      {view.refused && (
        <Notice role="alert" tone="danger">
          {message(view.refusal)}
        </Notice>
      )}
      {view.needsFixing && (
        <Notice role="alert" tone="danger">
          {t('form.fix')}
        </Notice>
      )}
      {view.draftSaved && (
        <Notice role="status" tone="success">
          {t('form.saved')}
        </Notice>
      )}
      <Actions>
        <Button type="submit" block loading={view.submitting} disabled={busy}>
          {t('form.submit')}
        </Button>
        <Button tone="secondary" block loading={view.saving} disabled={busy} onClick={() => send({ type: 'form.save' })}>
          {t('form.save')}
        </Button>
      </Actions>
    </form>
  );
}

import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { QUESTION_KINDS, type QuestionKind } from '../../../../contract/questionnaire';
import type { QuestionnaireEditorInput, questionnaireEditorMachine } from '../../../../machines/admin/questionnaire-editor.machine';
import { Button } from '../../../components/button';
import { SelectField, TextArea, TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/react';
import { useMessage } from '../../../i18n/use-message';
import { styled } from '../../../styles/theme';
import { Note, Panel } from '../../app/shell/page-parts';
import { useFieldError } from '../forms/use-field-error';
import { questionnaireEditorView } from './questionnaire-editor.view';

/**
 * A questionnaire's words, reward and questions (machines/admin/questionnaire-editor.machine.ts):
 * each question in its own group with its kind, whether it must be answered, its choices one per
 * line, and buttons to move or remove it; Add buttons per kind; Save.
 */
export function QuestionnaireEditor({ logic, input }: { logic: typeof questionnaireEditorMachine; input: QuestionnaireEditorInput }) {
  const actor = useActorRef(logic, { input });
  const view = useSelector(actor, questionnaireEditorView, shallowEqual);
  const { t } = useTranslation();
  const say = useMessage();
  const fieldError = useFieldError();
  const { draft, errors } = view;
  const field = (name: 'title' | 'description' | 'reward_kind' | 'reward_points' | 'reward_coupon_id') => ({
    name,
    value: draft[name],
    error: fieldError(errors[name]),
    onChange: (e: { target: { value: string } }) => actor.send({ type: 'draft.field', name, value: e.target.value }),
  });
  const kinds = QUESTION_KINDS.map((k) => ({ value: k, label: t(`questionnaires.kinds.${k}`) }));
  return (
    <form
      aria-label={t('questionnaires.editor')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'editor.save' });
      }}
    >
      <Panel aria-labelledby="questionnaire-words">
        <h2 id="questionnaire-words">{t('questionnaires.words')}</h2>
        <TextField label={t('questionnaires.fields.title')} {...field('title')} />
        <TextArea label={t('questionnaires.fields.description')} rows={3} {...field('description')} />
        <Row>
          <SelectField
            label={t('questionnaires.fields.reward')}
            options={[
              { value: 'points', label: t('questionnaires.rewards.points') },
              { value: 'coupon', label: t('questionnaires.rewards.coupon') },
            ]}
            {...field('reward_kind')}
          />
          {draft.reward_kind === 'points' ? (
            <TextField label={t('questionnaires.fields.points')} type="number" min={1} step={1} {...field('reward_points')} />
          ) : (
            <TextField label={t('questionnaires.fields.coupon')} type="number" min={1} step={1} {...field('reward_coupon_id')} />
          )}
        </Row>
      </Panel>
      <Panel aria-labelledby="questionnaire-questions">
        <h2 id="questionnaire-questions">{t('questionnaires.questions')}</h2>
        {errors.questions && (
          <Note tone="danger" role="alert">
            {fieldError(errors.questions)}
          </Note>
        )}
        {draft.questions.map((q, index) => {
          const name = t('questionnaires.questionN', { n: index + 1 });
          const send = (fieldName: 'kind' | 'text' | 'required' | 'choices', value: string) =>
            actor.send({ type: 'question.field', index, name: fieldName, value });
          const err = (key: string) => fieldError(errors[`questions[${index}].${key}`]);
          return (
            <Question key={q.id} aria-label={name}>
              <legend>{name}</legend>
              <TextField
                label={t('questionnaires.fields.question')}
                value={q.text}
                error={err('text') ?? err('id')}
                onChange={(e) => send('text', e.target.value)}
              />
              <Row>
                <SelectField
                  label={t('questionnaires.fields.kind')}
                  options={kinds}
                  value={q.kind}
                  error={err('kind')}
                  onChange={(e) => send('kind', e.target.value)}
                />
                <label className="check">
                  <input type="checkbox" checked={q.required} onChange={(e) => send('required', e.target.checked ? 'true' : 'false')} />
                  {t('questionnaires.fields.required')}
                </label>
              </Row>
              {(q.kind === 'single' || q.kind === 'multiple') && (
                <TextArea
                  label={t('questionnaires.fields.choices')}
                  rows={4}
                  value={q.choices}
                  error={err('options')}
                  onChange={(e) => send('choices', e.target.value)}
                />
              )}
              <Buttons>
                <Button type="button" tone="ghost" disabled={index === 0} onClick={() => actor.send({ type: 'question.move', index, by: -1 })}>
                  {t('questionnaires.moveUp', { name })}
                </Button>
                <Button
                  type="button"
                  tone="ghost"
                  disabled={index === draft.questions.length - 1}
                  onClick={() => actor.send({ type: 'question.move', index, by: 1 })}
                >
                  {t('questionnaires.moveDown', { name })}
                </Button>
                <Button type="button" tone="danger" onClick={() => actor.send({ type: 'question.remove', index })}>
                  {t('questionnaires.remove', { name })}
                </Button>
              </Buttons>
            </Question>
          );
        })}
        <Buttons>
          {QUESTION_KINDS.map((kind: QuestionKind) => (
            <Button key={kind} type="button" tone="secondary" onClick={() => actor.send({ type: 'question.add', kind })}>
              {t('questionnaires.add', { kind: t(`questionnaires.kinds.${kind}`) })}
            </Button>
          ))}
        </Buttons>
      </Panel>
      {view.refusal && (
        <Note tone="danger" role="alert">
          {say(view.refusal)}
        </Note>
      )}
      {view.saved && (
        <Note tone="success" role="status">
          {t('questionnaires.saved')}
        </Note>
      )}
      {view.conflict ? (
        <Button type="button" onClick={() => actor.send({ type: 'editor.reload' })}>
          {t('questionnaires.reload')}
        </Button>
      ) : (
        <Button type="submit" aria-busy={view.busy || undefined} disabled={view.busy}>
          {view.isNew ? t('questionnaires.create') : t('questionnaires.save')}
        </Button>
      )}
    </form>
  );
}

const Row = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: '0 $4',
  alignItems: 'end',
  '& .check': { display: 'flex', gap: '$2', alignItems: 'center', minHeight: 44, marginBottom: '$3' },
});
const Question = styled('fieldset', {
  border: '1px solid $line',
  borderRadius: '$md',
  padding: '$3',
  margin: '0 0 $3',
  '& legend': { fontWeight: 700, padding: '0 $1' },
});
const Buttons = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap', marginTop: '$2' });

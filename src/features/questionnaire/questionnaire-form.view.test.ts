import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../../../contract/messages';
import type { Question, QuestionnaireSubmitted } from '../../../contract/questionnaire';
import { questionnaireFormMachine } from '../../../machines/questionnaire-form.machine';
import { questionnaireFormView } from './questionnaire-form.view';

const QUESTIONS = [{ id: 'q1', kind: 'text', text: 'Why?', options: [], required: true }] as Question[];

/** The real machine; its calls wait until the test answers them. */
function start() {
  const pending: Record<string, { ok(v: unknown): void; fail(e: unknown): void }> = {};
  const held = <T>(name: string) =>
    fromPromise<T, never>(
      () =>
        new Promise<T>((ok, fail) => {
          pending[name] = { ok: ok as (v: unknown) => void, fail };
        }),
    );
  const logic = questionnaireFormMachine.provide({
    actors: { saveDraft: held<unknown>('saveDraft') as never, submitAnswers: held<QuestionnaireSubmitted>('submitAnswers') as never },
    actions: { tellSubmitted: () => {} },
  });
  const actor = createActor(logic, { input: { id: 3, ticket: undefined, questions: QUESTIONS, answers: [] } }).start();
  return { actor, view: () => questionnaireFormView(actor.getSnapshot()), pending };
}

const idle = { busy: false, saving: false, submitting: false, draftSaved: false, submitted: false, refused: false, needsFixing: false };

describe('questionnaireFormView', () => {
  it('a submit with a required question unanswered asks to fix it; nothing else is refused', () => {
    const { actor, view } = start();
    expect(view()).toEqual({ ...idle, answers: [], errors: {}, refusal: undefined });
    actor.send({ type: 'form.submit' });
    expect(view()).toMatchObject({ ...idle, errors: { q1: messages.answerRequired }, needsFixing: true });
  });

  it('saving a draft is busy, then says it is kept; a refused save is shown', async () => {
    const { actor, view, pending } = start();
    actor.send({ type: 'form.save' });
    expect(view()).toMatchObject({ ...idle, busy: true, saving: true });
    pending.saveDraft!.ok(null);
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(view()).toMatchObject({ ...idle, draftSaved: true });
    actor.send({ type: 'form.save' });
    pending.saveDraft!.fail(new Error('offline'));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toMatchObject({ ...idle, refused: true, refusal: 'offline', needsFixing: false });
  });

  it('submitting is busy, then the answers are in', async () => {
    const { actor, view, pending } = start();
    actor.send({ type: 'answer.set', questionId: 'q1', values: ['Because'] });
    actor.send({ type: 'form.submit' });
    expect(view()).toMatchObject({ ...idle, busy: true, submitting: true, answers: [{ question_id: 'q1', values: ['Because'] }] });
    pending.submitAnswers!.ok({});
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(view()).toMatchObject({ ...idle, submitted: true });
  });
});

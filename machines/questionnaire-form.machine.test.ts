import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../contract/messages';
import type { AnswerEntry, Question, QuestionnaireSubmitted } from '../contract/questionnaire';
import { questionnaireFormMachine } from './questionnaire-form.machine';

const questions: Question[] = [
  { id: 'one', kind: 'single', text: 'One?', required: true, options: [{ id: 'a', text: 'A' }] },
  { id: 'say', kind: 'text', text: 'Say?', required: false, options: [] },
];

function start(opts: { failSave?: unknown; failSubmit?: unknown } = {}) {
  const calls: { kind: string; ticket: string | undefined; answers: AnswerEntry[] }[] = [];
  const told: QuestionnaireSubmitted[] = [];
  const logic = questionnaireFormMachine.provide({
    actors: {
      saveDraft: fromPromise<unknown, { id: number; ticket: string | undefined; answers: AnswerEntry[] }>(async ({ input }) => {
        calls.push({ kind: 'save', ticket: input.ticket, answers: input.answers });
        if (opts.failSave) throw opts.failSave;
        return null;
      }),
      submitAnswers: fromPromise<QuestionnaireSubmitted, { id: number; ticket: string | undefined; answers: AnswerEntry[] }>(async ({ input }) => {
        calls.push({ kind: 'submit', ticket: input.ticket, answers: input.answers });
        if (opts.failSubmit) throw opts.failSubmit;
        return { id: input.id, title: 'Q', reward: { kind: 'points', points: 50, coupon_id: null, coupon_title: '' } };
      }),
    },
    actions: { tellSubmitted: (_, { result }) => told.push(result) },
  });
  const actor = createActor(logic, { input: { id: 3, ticket: 'tk', questions, answers: [] } }).start();
  return { actor, calls, told };
}

describe('questionnaire form', () => {
  it('checks the answers before sending: a required one missing stays on the form with its message', () => {
    const { actor, calls } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ one: messages.answerRequired });
    expect(calls).toEqual([]);
    actor.send({ type: 'answer.set', questionId: 'one', values: ['a'] });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('keeps a draft with the ticket, then submits and tells the app', async () => {
    const { actor, calls, told } = start();
    actor.send({ type: 'answer.set', questionId: 'say', values: ['hi'] });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    actor.send({ type: 'answer.set', questionId: 'one', values: ['a'] });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(calls.map((c) => [c.kind, c.ticket, c.answers.length])).toEqual([
      ['save', 'tk', 1],
      ['submit', 'tk', 2],
    ]);
    expect(told).toHaveLength(1);
  });

  it('submits straight from saved when complete, and checks again when not', async () => {
    const { actor } = start();
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'answer.set', questionId: 'one', values: ['a'] });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('submitted'));
  });

  it("keeps a refusal: the server's field messages, or the error itself", async () => {
    const refused = Object.assign(new Error(messages.answerInvalid), { kind: 'invalid', reason: null, fieldErrors: { one: messages.answerInvalid } });
    const { actor } = start({ failSubmit: refused });
    actor.send({ type: 'answer.set', questionId: 'one', values: ['a'] });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.errors).toEqual({ one: messages.answerInvalid });
    expect(actor.getSnapshot().context.error).toBe(refused);

    const saving = start({ failSave: Object.assign(new Error(messages.questionnaireLinkExpired), { kind: 'forbidden' }) });
    saving.actor.send({ type: 'form.save' });
    await waitFor(saving.actor, (s) => s.matches('editing'));
    expect((saving.actor.getSnapshot().context.error as Error).message).toBe(messages.questionnaireLinkExpired);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { messages } from '../../../contract/messages';
import type { AnswerEntry, QuestionnaireForm, QuestionnaireSubmitted } from '../../../contract/questionnaire';
import { questionnaireFormMachine } from '../../../machines/questionnaire-form.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import type { I18n } from '../../i18n/runtime';
import { QuestionnaireFormView } from './questionnaire-form';
import { questionnaireFormLogic } from './questionnaire-form.actors';

const form: QuestionnaireForm = {
  id: 4,
  title: 'How do you choose your glasses?',
  description: 'Two questions.',
  s3_wap_img: '/b.svg',
  state: 'started',
  reward: { kind: 'points', points: 50, coupon_id: null, coupon_title: '' },
  ends_at: '2030-01-01T00:00:00.000Z',
  submitted_at: null,
  questions: [
    {
      id: 'wear',
      kind: 'single',
      text: 'How often do you wear glasses?',
      required: true,
      options: [
        { id: 'all-day', text: 'All day' },
        { id: 'reading', text: 'For reading' },
      ],
    },
    { id: 'wish', kind: 'text', text: 'What would you like us to stock next?', required: false, options: [] },
  ],
  answers: [],
};
const refused = new ApiError('invalid', 422, messages.answerInvalid, { wear: messages.answerInvalid });
const expired = new ApiError('forbidden', 403, messages.questionnaireLinkExpired);

/** A customer answering: choices, a text, saving, sending, and the server's answers. */
const model = createTestModel(toModelMachine(questionnaireFormMachine), {
  events: [
    { type: 'answer.set', questionId: 'wear', values: ['all-day'] },
    { type: 'answer.set', questionId: 'wish', values: ['Titanium'] },
    { type: 'form.save' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.saveDraft' },
    { type: 'xstate.error.actor.saveDraft', error: expired },
    { type: 'xstate.done.actor.submitAnswers' },
    { type: 'xstate.error.actor.submitAnswers', error: refused },
  ] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({
    value: s.value,
    answered: (s.context.answers as AnswerEntry[])
      .map((a) => a.question_id)
      .sort()
      .join(),
  })) as never,
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

describe('questionnaire form (model: every state and transition of questionnaire-form.machine)', () => {
  const paths = model.getShortestPaths({ input: { id: 4, ticket: 'tk', questions: form.questions, answers: [] } } as never);

  it('reaches every state', () => {
    const visited = new Set([...statesVisited(paths)].map((s) => JSON.parse(s) as string));
    expect(visited).toEqual(new Set(['editing', 'saving', 'saved', 'submitting', 'submitted']));
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const saves = calls<unknown, { ticket: string | undefined; answers: AnswerEntry[] }>();
      const submits = calls<QuestionnaireSubmitted, { ticket: string | undefined; answers: AnswerEntry[] }>();
      const told: QuestionnaireSubmitted[] = [];
      const logic = questionnaireFormLogic.provide({
        actors: {
          saveDraft: fromPromise(({ input }) => saves.start(input)),
          submitAnswers: fromPromise(({ input }) => submits.start(input)),
        },
        actions: { tellSubmitted: (_, { result }) => told.push(result) },
      });
      const { Wrapper } = shellHarness({ i18n });
      render(
        <Wrapper>
          <QuestionnaireFormView form={form} ticket="tk" logic={logic} />
        </Wrapper>,
      );
      await flush();
      const send = () => screen.getByRole('button', { name: 'Send my answers' });
      let typed = 0;
      const save = () => screen.getByRole('button', { name: 'Save and finish later' });

      await path.test({
        states: {
          editing: () => {
            expect(send().getAttribute('aria-busy')).toBeNull();
            expect(screen.queryByText(/Your answers are saved/)).toBeNull();
          },
          saving: () => {
            expect(save().getAttribute('aria-busy')).toBe('true');
            expect(saves.last.input.ticket).toBe('tk');
          },
          saved: () => expect(screen.getByText(/Your answers are saved/)).toBeTruthy(),
          submitting: () => {
            expect(send().getAttribute('aria-busy')).toBe('true');
            expect(submits.last.input.answers.map((a) => a.question_id)).toContain('wear');
          },
          submitted: () => {
            expect(told).toHaveLength(1);
            expect(screen.getByText(/You have answered this questionnaire/)).toBeTruthy();
          },
        },
        events: {
          'answer.set': async ({ event }: { event: { questionId: string } }) => {
            // A change each time (a second click on a chosen option changes nothing).
            typed++;
            if (event.questionId === 'wear') {
              const allDay = screen.getByRole('radio', { name: 'All day' }) as HTMLInputElement;
              fireEvent.click(allDay.checked ? screen.getByRole('radio', { name: 'For reading' }) : allDay);
            } else {
              fireEvent.change(screen.getByRole('textbox', { name: 'What would you like us to stock next?' }), {
                target: { value: `Titanium ${typed}` },
              });
            }
            await flush();
          },
          'form.save': async () => {
            fireEvent.click(save());
            await flush();
          },
          'form.submit': async () => {
            fireEvent.click(send());
            await flush();
            // Unanswered, the required question says so and nothing is sent.
            if (!screen.queryByRole('button', { name: 'Send my answers', busy: true }))
              expect(screen.getByText('Please answer this question')).toBeTruthy();
          },
          'xstate.done.actor.saveDraft': async () => {
            await act(async () => saves.last.d.resolve(null));
            await flush();
          },
          'xstate.error.actor.saveDraft': async () => {
            await act(async () => saves.last.d.reject(expired));
            await flush();
            expect(screen.getByRole('alert').textContent).toBe(messages.questionnaireLinkExpired);
          },
          'xstate.done.actor.submitAnswers': async () => {
            await act(async () => submits.last.d.resolve({ id: 4, title: form.title, reward: form.reward }));
            await flush();
          },
          'xstate.error.actor.submitAnswers': async () => {
            await act(async () => submits.last.d.reject(refused));
            await flush();
            expect(screen.getAllByText(messages.answerInvalid).length).toBeGreaterThan(0);
          },
        } as never,
      });
    });
  }
});

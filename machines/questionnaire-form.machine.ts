import { assign, setup } from 'xstate';
import { failureOf, type FieldMessages } from '../contract/codes';
import { answerErrors, type AnswerEntry, type Question, type QuestionnaireSubmitted } from '../contract/questionnaire';
import { providedCall } from './provided';

export interface QuestionnaireFormInput {
  id: number;
  /** The ticket of the hosted form's url, when it came with one (else the customer's token counts). */
  ticket: string | undefined;
  questions: Question[];
  /** The draft kept on the server (empty at first). */
  answers: AnswerEntry[];
}

interface QuestionnaireFormContext extends QuestionnaireFormInput {
  /** By question id (and `answers`), as answerErrors or the server said. */
  errors: FieldMessages;
  /** The last refused call, kept as it came (the view shows its message). */
  error: unknown;
}

export type QuestionnaireFormEvent = { type: 'answer.set'; questionId: string; values: string[] } | { type: 'form.save' } | { type: 'form.submit' };

interface CallInput {
  id: number;
  ticket: string | undefined;
  answers: AnswerEntry[];
}

/**
 * The hosted questionnaire's form (the page at startQuestionnaire's url, and /question-break/{id}):
 * answers change while editing; "save and finish later" keeps a draft on the server
 * (api/questionnaire/{id}/draft); submitting checks the answers first with the contract's rule
 * (answerErrors: required, options offered, ratings, text length) and then sends them
 * (submitQuestionnaire). A refusal keeps the form with its field messages or its error.
 */
export const questionnaireFormMachine = setup({
  types: {
    input: {} as QuestionnaireFormInput,
    context: {} as QuestionnaireFormContext,
    events: {} as QuestionnaireFormEvent,
    tags: {} as 'busy' | 'saving' | 'saved' | 'submitting' | 'done',
  },
  actors: {
    saveDraft: providedCall<unknown, CallInput>('saveDraft'),
    submitAnswers: providedCall<QuestionnaireSubmitted, CallInput>('submitAnswers'),
  },
  guards: {
    answersComplete: ({ context }) => Object.keys(answerErrors(context.questions, context.answers)).length === 0,
  },
  actions: {
    setAnswer: assign(({ context, event }) => {
      if (event.type !== 'answer.set') return {};
      const others = context.answers.filter((a) => a.question_id !== event.questionId);
      const { [event.questionId]: _fixed, ...errors } = context.errors;
      return { answers: [...others, { question_id: event.questionId, values: event.values }], errors };
    }),
    checkAnswers: assign({ errors: ({ context }) => answerErrors(context.questions, context.answers), error: null }),
    clearErrors: assign({ errors: {}, error: null }),
    rememberFailure: assign((_, { error }: { error: unknown }) => ({ error, errors: failureOf(error).fieldErrors })),
    /** Provided by the app: the answers are in (a toast and /question-complete/{id}, or a word to the page that framed the form). */
    tellSubmitted: (_, _params: { result: QuestionnaireSubmitted }) => {},
  },
}).createMachine({
  id: 'questionnaireForm',
  context: ({ input }) => ({ ...input, errors: {}, error: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The shopper answers.',
      on: {
        'answer.set': { actions: 'setAnswer' },
        'form.save': { target: 'saving', actions: 'clearErrors' },
        'form.submit': [{ guard: 'answersComplete', target: 'submitting', actions: 'clearErrors' }, { actions: 'checkAnswers' }],
      },
    },
    saving: {
      description: 'Keeps the draft on the server; the form is busy.',
      tags: ['busy', 'saving'],
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context }) => ({ id: context.id, ticket: context.ticket, answers: context.answers }),
        onDone: { target: 'saved' },
        onError: { target: 'editing', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: {
      description: 'The draft is kept: the shopper can leave and resume it from /question-break/{id}, or go on.',
      tags: ['saved'],
      on: {
        'answer.set': { target: 'editing', actions: 'setAnswer' },
        'form.save': { target: 'saving' },
        'form.submit': [
          { guard: 'answersComplete', target: 'submitting', actions: 'clearErrors' },
          { target: 'editing', actions: 'checkAnswers' },
        ],
      },
    },
    submitting: {
      description: 'Sends the answers; the form is busy.',
      tags: ['busy', 'submitting'],
      invoke: {
        id: 'submitAnswers',
        src: 'submitAnswers',
        input: ({ context }) => ({ id: context.id, ticket: context.ticket, answers: context.answers }),
        onDone: { target: 'submitted', actions: { type: 'tellSubmitted', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'editing', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitted: {
      type: 'final',
      description: 'The answers are in; the reward is granted.',
      tags: ['done'],
    },
  },
});

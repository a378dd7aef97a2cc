import { assign, setup } from 'xstate';
import type { AdminQuestionnaire } from '../../contract/admin-questionnaires';
import { failureOf, Reason } from '../../contract/codes';
import type { QuestionKind, RewardKind } from '../../contract/questionnaire';
import { questionnaireInputSchema } from '../../contract/schemas/admin-questionnaires';
import { providedCall } from '../provided';
import type { FieldErrors } from './fields';

/** A question as the editor holds it: its choices as typed, one per line. */
export interface DraftQuestion {
  id: string;
  kind: QuestionKind;
  text: string;
  required: boolean;
  choices: string;
}

export interface QuestionnaireDraft {
  title: string;
  description: string;
  reward_kind: RewardKind;
  reward_points: string;
  reward_coupon_id: string;
  questions: DraftQuestion[];
}

export type DraftField = Exclude<keyof QuestionnaireDraft, 'questions'>;
export type QuestionField = 'kind' | 'text' | 'required' | 'choices';

export interface QuestionnaireEditorInput {
  /** The questionnaire being edited, or null for a new one. */
  saved: AdminQuestionnaire | null;
}

export interface QuestionnaireEditorContext {
  id: number | null;
  version: number;
  draft: QuestionnaireDraft;
  /** Each field's message, by the server's names (`title`, `questions[1].options`). */
  errors: FieldErrors;
  /** The server's refusal that is not about one field. */
  error: unknown;
}

export type QuestionnaireEditorEvent =
  | { type: 'draft.field'; name: DraftField; value: string }
  | { type: 'question.add'; kind: QuestionKind }
  | { type: 'question.field'; index: number; name: QuestionField; value: string }
  | { type: 'question.remove'; index: number }
  | { type: 'question.move'; index: number; by: -1 | 1 }
  | { type: 'editor.save' }
  | { type: 'editor.reload' };

/** A choice's id from its words (answers name choices by id, so the same words keep the same id). */
export function choiceId(text: string, taken: Set<string>): string {
  const base =
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 30) || 'choice';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

const isChoice = (kind: QuestionKind) => kind === 'single' || kind === 'multiple';

/** What the draft sends: the body of POST/PUT api/admin/questionnaires (without the version). */
export function bodyOfDraft(draft: QuestionnaireDraft) {
  return {
    title: draft.title,
    description: draft.description,
    reward_kind: draft.reward_kind,
    reward_points: draft.reward_kind === 'points' ? Number(draft.reward_points || 0) : 0,
    reward_coupon_id: draft.reward_kind === 'coupon' && draft.reward_coupon_id.trim() ? Number(draft.reward_coupon_id) : null,
    questions: draft.questions.map((q) => {
      const taken = new Set<string>();
      return {
        id: q.id,
        kind: q.kind,
        text: q.text,
        required: q.required,
        options: isChoice(q.kind)
          ? q.choices
              .split('\n')
              .map((c) => c.trim())
              .filter(Boolean)
              .map((text) => ({ id: choiceId(text, taken), text }))
          : [],
      };
    }),
  };
}

/** The draft of a saved questionnaire (or of a new one: a single-choice question to start from). */
export function draftOf(saved: AdminQuestionnaire | null): QuestionnaireDraft {
  if (!saved) {
    return { title: '', description: '', reward_kind: 'points', reward_points: '20', reward_coupon_id: '', questions: [newQuestion('single', [])] };
  }
  return {
    title: saved.title,
    description: saved.description,
    reward_kind: saved.reward_kind,
    reward_points: String(saved.reward_points),
    reward_coupon_id: saved.reward_coupon_id === null ? '' : String(saved.reward_coupon_id),
    questions: saved.questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      text: q.text,
      required: q.required,
      choices: q.options.map((o) => o.text).join('\n'),
    })),
  };
}

function newQuestion(kind: QuestionKind, questions: DraftQuestion[]): DraftQuestion {
  const ids = new Set(questions.map((q) => q.id));
  let n = questions.length + 1;
  while (ids.has(`q${n}`)) n++;
  return { id: `q${n}`, kind, text: '', required: true, choices: '' };
}

/** The contract's rules on the draft as it would be sent: each field's first message, by the server's names. */
export function draftErrors(draft: QuestionnaireDraft): FieldErrors {
  try {
    questionnaireInputSchema.validateSync(bodyOfDraft(draft), { abortEarly: false });
    return {};
  } catch (err) {
    const errors: FieldErrors = {};
    for (const e of (err as { inner?: { path?: string; message: string }[] }).inner ?? []) if (e.path && !errors[e.path]) errors[e.path] = e.message;
    return errors;
  }
}

const withQuestion = (questions: DraftQuestion[], index: number, change: (q: DraftQuestion) => DraftQuestion) =>
  questions.map((q, i) => (i === index ? change(q) : q));

/** After a save or a refusal, the next change (or save) goes back to editing. */
const EDITS = {
  'draft.field': { target: 'editing', actions: 'setField' },
  'question.add': { target: 'editing', actions: 'addQuestion' },
  'question.field': { guard: 'hasQuestion', target: 'editing', actions: 'setQuestionField' },
  'question.remove': { guard: 'hasQuestion', target: 'editing', actions: 'removeQuestion' },
  'question.move': { guard: 'canMove', target: 'editing', actions: 'moveQuestion' },
  'editor.save': [
    { guard: 'isValid', target: 'saving', actions: 'clear' },
    { target: 'editing', actions: 'showErrors' },
  ],
} as const;

/**
 * The console's questionnaire editor: its title, description and reward, and its questions (added
 * by kind, each with its words, whether it must be answered and its choices one per line; removed;
 * moved up and down), checked by the contract's rules as typed, then saved (a new one, or at the
 * version read). Saved, refused (the server's messages under their fields), or changed by someone
 * else meanwhile (409: reload it; nothing was saved).
 */
export const questionnaireEditorMachine = setup({
  types: {
    input: {} as QuestionnaireEditorInput,
    context: {} as QuestionnaireEditorContext,
    events: {} as QuestionnaireEditorEvent,
    tags: {} as 'busy' | 'saved' | 'conflict' | 'refused',
  },
  actors: {
    /** POST api/admin/questionnaires (id null) or PUT api/admin/questionnaires/{id} with the version: the questionnaire as saved. */
    save: providedCall<AdminQuestionnaire, { id: number | null; version: number; body: ReturnType<typeof bodyOfDraft> }>('save'),
  },
  guards: {
    isValid: ({ context }) => Object.keys(draftErrors(context.draft)).length === 0,
    /** A 409 about the version read (questionnaireChanged), not about answers already sent. */
    isConflict: (_, { error }: { error: unknown }) => failureOf(error).reason === Reason.questionnaireChanged,
    hasQuestion: ({ context, event }) => 'index' in event && event.index >= 0 && event.index < context.draft.questions.length,
    canMove: ({ context, event }) =>
      event.type === 'question.move' && event.index + event.by >= 0 && event.index + event.by < context.draft.questions.length,
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'draft.field') return {};
      const { [event.name]: _gone, ...errors } = context.errors;
      return { draft: { ...context.draft, [event.name]: event.value }, errors };
    }),
    /** A question added answers "add at least one question". */
    addQuestion: assign(({ context, event }) => {
      if (event.type !== 'question.add') return {};
      const { questions: _answered, ...errors } = context.errors;
      return { draft: { ...context.draft, questions: [...context.draft.questions, newQuestion(event.kind, context.draft.questions)] }, errors };
    }),
    setQuestionField: assign(({ context, event }) => {
      if (event.type !== 'question.field') return {};
      const value = event.name === 'required' ? event.value === 'true' : event.value;
      const prefix = `questions[${event.index}]`;
      return {
        draft: { ...context.draft, questions: withQuestion(context.draft.questions, event.index, (q) => ({ ...q, [event.name]: value })) },
        errors: Object.fromEntries(Object.entries(context.errors).filter(([k]) => !k.startsWith(prefix))),
      };
    }),
    removeQuestion: assign(({ context, event }) =>
      event.type === 'question.remove'
        ? { draft: { ...context.draft, questions: context.draft.questions.filter((_, i) => i !== event.index) }, errors: {} }
        : {},
    ),
    moveQuestion: assign(({ context, event }) => {
      if (event.type !== 'question.move') return {};
      const questions = [...context.draft.questions];
      const [moved] = questions.splice(event.index, 1);
      questions.splice(event.index + event.by, 0, moved!);
      return { draft: { ...context.draft, questions }, errors: {} };
    }),
    showErrors: assign({ errors: ({ context }) => draftErrors(context.draft) }),
    clear: assign({ errors: {}, error: null }),
    setSaved: assign((_, { saved }: { saved: AdminQuestionnaire }) => ({
      id: saved.id,
      version: saved.version,
      draft: draftOf(saved),
      errors: {},
      error: null,
    })),
    rememberFailure: assign((_, { error }: { error: unknown }) => {
      const { fieldErrors } = failureOf(error);
      return Object.keys(fieldErrors).length > 0 ? { errors: fieldErrors, error: null } : { error };
    }),
    /** Provided by the app: the questionnaire as saved (a new one's page opens). */
    tellSaved: (_, _params: { saved: AdminQuestionnaire }) => {},
    /** Provided by the app: reads the questionnaire again (someone else changed it). */
    reload: () => {},
  },
}).createMachine({
  id: 'questionnaireEditor',
  context: ({ input }) => ({ id: input.saved?.id ?? null, version: input.saved?.version ?? 0, draft: draftOf(input.saved), errors: {}, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'draft.field': { actions: 'setField' },
        'question.add': { actions: 'addQuestion' },
        'question.field': { guard: 'hasQuestion', actions: 'setQuestionField' },
        'question.remove': { guard: 'hasQuestion', actions: 'removeQuestion' },
        'question.move': { guard: 'canMove', actions: 'moveQuestion' },
        'editor.save': [{ guard: 'isValid', target: 'saving', actions: 'clear' }, { actions: 'showErrors' }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ id: context.id, version: context.version, body: bodyOfDraft(context.draft) }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'setSaved', params: ({ event }) => ({ saved: event.output }) },
            { type: 'tellSaved', params: ({ event }) => ({ saved: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'refused', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    saved: {
      description: 'Saved: says so until the next change.',
      tags: ['saved'],
      on: EDITS,
    },
    refused: {
      description: 'The server refused the save: its messages under their fields, or why (answers already sent fix the questions).',
      tags: ['refused'],
      on: EDITS,
    },
    conflict: {
      description: 'Someone else saved it first (409 at an older version): nothing was saved; reload to see it as it is.',
      tags: ['conflict'],
      on: { 'editor.reload': { actions: 'reload' } },
    },
  },
});

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { AdminQuestionnaire } from '../../../../contract/admin-questionnaires';
import { consoleMessages } from '../../../../contract/console-messages';
import {
  bodyOfDraft,
  draftErrors,
  questionnaireEditorMachine,
  type QuestionnaireEditorContext,
} from '../../../../machines/admin/questionnaire-editor.machine';
import { coveringPathsOf } from '../../../../tests/model/support/covering-paths';
import { createExactTestModel, everyTransition, pathName, statesVisited, toModelMachine } from '../../../../tests/model/support/model-machine';
import { consoleI18n } from '../../../../tests/support/console-harness';
import { flush } from '../../../../tests/support/shell-harness';
import { controlledCall } from '../../../testing/harness';
import { ApiError } from '../../../api/errors';
import { I18nProvider } from '../../../i18n/react';
import type { I18n } from '../../../i18n/runtime';
import { questionnaireEditorLogic } from './questionnaire-editor.actors';
import { QuestionnaireEditor } from './questionnaire-editor';

const saved: AdminQuestionnaire = {
  id: 5,
  version: 2,
  title: 'Your frames',
  description: 'Two minutes, 20 points.',
  reward_kind: 'points',
  reward_points: 20,
  reward_coupon_id: null,
  questions: [
    {
      id: 'q1',
      kind: 'single',
      text: 'Which shape?',
      required: true,
      options: [
        { id: 'round', text: 'Round' },
        { id: 'square', text: 'Square' },
      ],
    },
  ],
} as AdminQuestionnaire;
const TITLE = 'Your frames';
const QUESTION = 'Which shape?';
// As the console's client builds them from the server's answers (a console message travels as its text).
const changed = new ApiError('conflict', 409, consoleMessages.questionnaireChanged, {}, { reason: 'questionnaireChanged', version: 3 });
const answered = new ApiError('conflict', 409, consoleMessages.questionnaireHasAnswers);
const titleRefused = new ApiError('invalid', 422, consoleMessages.questionnaireTitleRequired, { title: consoleMessages.questionnaireTitleRequired });

const ctx = (s: AnyMachineSnapshot) => s.context as QuestionnaireEditorContext;
/** What the server answers a save with: the draft as sent, one version on. */
const savedFrom = (s: AnyMachineSnapshot): AdminQuestionnaire =>
  ({ ...saved, ...bodyOfDraft(ctx(s).draft), id: 5, version: ctx(s).version + 1 }) as AdminQuestionnaire;
const errorKind = (c: QuestionnaireEditorContext) => (c.error === changed ? 'changed' : c.error === answered ? 'answered' : !!c.error);

/**
 * The draft kept small so the graph stays small: at most two questions (the saved single-choice one,
 * and a text one added); with one, its words and the title there or not. Exactly these events are
 * offered (createExactTestModel): one more question in every state would never end.
 */
const model = createExactTestModel(toModelMachine(questionnaireEditorMachine), {
  events: ((s: AnyMachineSnapshot) => {
    const { draft } = ctx(s);
    const n = draft.questions.length;
    // The save's answers only where a save is out (elsewhere XState drops them).
    if (s.matches('saving')) {
      return [
        { type: 'xstate.done.actor.save', output: savedFrom(s) },
        { type: 'xstate.error.actor.save', error: changed },
        { type: 'xstate.error.actor.save', error: answered },
        { type: 'xstate.error.actor.save', error: titleRefused },
      ];
    }
    // The title and the first question's words each change while the other is there (fewer states, every message still met).
    const title = n === 1 && draft.questions[0]!.text ? [{ type: 'draft.field', name: 'title', value: draft.title ? '' : TITLE }] : [];
    if (s.matches('conflict')) return [{ type: 'editor.reload' }, { type: 'editor.save' }, ...title];
    return [
      ...title,
      ...(n === 1 && draft.title ? [{ type: 'question.field', index: 0, name: 'text', value: draft.questions[0]!.text ? '' : QUESTION }] : []),
      ...(n < 2 ? [{ type: 'question.add', kind: 'text' }] : []),
      ...(n > 0 ? [{ type: 'question.remove', index: n - 1 }] : []),
      ...(n === 2 ? [{ type: 'question.move', index: 0, by: 1 }] : []),
      { type: 'editor.save' },
      { type: 'editor.reload' },
    ];
  }) as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => {
    const c = ctx(s);
    return {
      v: s.value,
      title: !!c.draft.title,
      qs: c.draft.questions.map((q) => `${q.kind}:${!!q.text}`).join(','),
      e: Object.keys(c.errors).sort().join(','),
      // The refusal is shown in these two only (the next edit hides it).
      err: s.matches('refused') || s.matches('conflict') ? errorKind(c) : null,
    };
  }) as never,
});
const paths = coveringPathsOf(model, { input: { saved } });

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

describe('the questionnaire editor’s rules', () => {
  it('names what a draft lacks, by the server’s field names', () => {
    expect(
      draftErrors({
        title: ' ',
        description: '',
        reward_kind: 'points',
        reward_points: '0',
        reward_coupon_id: '',
        questions: [{ id: 'q1', kind: 'single', text: '', required: true, choices: 'Round' }],
      }),
    ).toEqual({
      title: consoleMessages.questionnaireTitleRequired,
      reward_points: consoleMessages.questionnaireRewardInvalid,
      'questions[0].text': consoleMessages.questionTextRequired,
      'questions[0].options': consoleMessages.questionOptionsInvalid,
    });
  });

  it('gives the same words the same choice id, and two equal words two ids', () => {
    const body = bodyOfDraft({
      title: 'T',
      description: '',
      reward_kind: 'coupon',
      reward_points: '20',
      reward_coupon_id: '4',
      questions: [{ id: 'q1', kind: 'multiple', text: 'Which?', required: false, choices: 'Cat-eye\n\n Round \nRound' }],
    });
    expect(body.reward_points).toBe(0);
    expect(body.reward_coupon_id).toBe(4);
    expect(body.questions[0]!.options).toEqual([
      { id: 'cat-eye', text: 'Cat-eye' },
      { id: 'round', text: 'Round' },
      { id: 'round-2', text: 'Round' },
    ]);
  });
});

describe('the questionnaire editor (model: machines/admin/questionnaire-editor.machine.ts)', () => {
  it('reaches every state', () => {
    const seen = [...statesVisited(paths as never)].join(' ');
    for (const v of ['editing', 'saving', 'saved', 'refused', 'conflict']) expect(seen, v).toContain(`"${v}"`);
  });

  it('has a manageable number of paths', () => expect(paths.length).toBeLessThan(80));

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const save = controlledCall<AdminQuestionnaire, { id: number; version: number; body: ReturnType<typeof bodyOfDraft> }>();
      const told = vi.fn();
      const reload = vi.fn();
      const logic = questionnaireEditorLogic(told, reload).provide({ actors: { save: save.logic } as never });
      const { unmount } = render(
        <I18nProvider i18n={i18n}>
          <QuestionnaireEditor logic={logic} input={{ saved }} />
        </I18nProvider>,
      );
      await flush();
      const form = () => document.querySelector<HTMLFormElement>('form[aria-label="Questionnaire"]')!;
      // Plain DOM queries (role queries over ~700 steps take most of the file's time); the journey reads it by role.
      const question = (n: number) => form().querySelector<HTMLFieldSetElement>(`fieldset[aria-label="Question ${n}"]`);
      const control = (root: Element, label: string) => {
        const l = [...root.querySelectorAll('label')].find((x) => x.textContent?.trim() === label);
        return (l?.htmlFor ? document.getElementById(l.htmlFor) : null) as HTMLInputElement | null;
      };
      const button = (name: string) => [...form().querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
      const status = () => form().querySelector('[role="status"]');
      const alerts = () => [...form().querySelectorAll('[role="alert"]')].map((a) => a.textContent).join(' | ');
      const click = async (name: string) => {
        const b = button(name);
        if (b && !(b as HTMLButtonElement).disabled) fireEvent.click(b);
        await flush(1);
      };
      const answer =
        (how: 'resolve' | 'reject') =>
        async ({ event }: { event: { output?: AdminQuestionnaire; error?: unknown } }) => {
          // An answer the model offers where no save is out changes nothing, in the machine as here.
          if (save.waiting) await (how === 'resolve' ? save.resolve(event.output!) : save.reject(event.error));
          await flush();
        };
      /** What the model tells states apart by, read off the form. */
      const showsDraft = (s: AnyMachineSnapshot) => {
        const c = ctx(s);
        const title = control(form(), 'Title')!;
        expect(title.value).toBe(c.draft.title);
        c.draft.questions.forEach((q, i) => {
          const group = question(i + 1)!;
          expect(group, `question ${i + 1}`).not.toBeNull();
          expect(control(group, 'Question')!.value).toBe(q.text);
          expect(control(group, 'Answer')!.value).toBe(q.kind);
          expect(!!control(group, 'Choices, one per line')).toBe(q.kind === 'single' || q.kind === 'multiple');
        });
        expect(question(c.draft.questions.length + 1)).toBeNull();
        // Each message under its field, and the questionnaire's own (no question).
        const marked = [...form().querySelectorAll('[aria-invalid="true"]')].length;
        const fieldErrors = Object.keys(c.errors).filter((k) => k !== 'questions');
        expect(marked).toBe(fieldErrors.length);
        expect(title.getAttribute('aria-invalid')).toBe(c.errors.title ? 'true' : null);
        expect(alerts().includes(consoleMessages.questionnaireQuestionsInvalid)).toBe(!!c.errors.questions);
        // "Add at least one question" goes once one is added.
        if (c.draft.questions.length > 0) expect(c.errors.questions).toBeUndefined();
      };
      try {
        await path.test({
          states: {
            editing: (s: AnyMachineSnapshot) => {
              showsDraft(s);
              expect(button('Save questionnaire')!.getAttribute('aria-busy')).toBeNull();
              expect(status()).toBeNull();
              expect(alerts()).not.toContain('changed by someone else');
            },
            saving: (s: AnyMachineSnapshot) => {
              expect(button('Save questionnaire')!.getAttribute('aria-busy')).toBe('true');
              // The draft as the model knows it (the version and new questions' ids depend on the walk so far).
              const sent = save.calls.at(-1)!;
              expect(sent.id).toBe(5);
              expect(sent.version).toBeGreaterThanOrEqual(2);
              expect(sent.body.title).toBe(ctx(s).draft.title);
              expect(sent.body.questions.map((q) => [q.kind, !!q.text])).toEqual(ctx(s).draft.questions.map((q) => [q.kind, !!q.text]));
            },
            saved: (s: AnyMachineSnapshot) => {
              showsDraft(s);
              expect(status()?.textContent).toBe('Saved.');
              expect(told).toHaveBeenLastCalledWith(expect.objectContaining({ id: 5, title: ctx(s).draft.title }));
            },
            refused: (s: AnyMachineSnapshot) => {
              showsDraft(s);
              expect(alerts().includes(consoleMessages.questionnaireHasAnswers)).toBe(ctx(s).error === answered);
              expect(button('Save questionnaire')).not.toBeNull();
            },
            conflict: () => {
              expect(alerts()).toContain(consoleMessages.questionnaireChanged);
              expect(button('Save questionnaire')).toBeNull();
              expect(button('Reload the questionnaire')).not.toBeNull();
            },
          } as never,
          events: {
            'draft.field': async ({ event }: { event: { value: string } }) => {
              fireEvent.change(control(form(), 'Title')!, { target: { value: event.value } });
              await flush(1);
            },
            'question.field': async ({ event }: { event: { value: string } }) => {
              fireEvent.change(control(question(1)!, 'Question')!, { target: { value: event.value } });
              await flush(1);
            },
            'question.add': () => click('Add a question: Text'),
            'question.remove': async ({ event }: { event: { index: number } }) => click(`Remove Question ${event.index + 1}`),
            'question.move': () => click('Move Question 1 down'),
            'editor.save': () => click('Save questionnaire'),
            'editor.reload': async ({ state }: { state: AnyMachineSnapshot }) => {
              const before = reload.mock.calls.length;
              await click('Reload the questionnaire');
              expect(reload.mock.calls.length).toBe(state.matches('conflict') ? before + 1 : before);
            },
            'xstate.done.actor.save': answer('resolve'),
            'xstate.error.actor.save': answer('reject'),
          } as never,
        });
      } finally {
        unmount();
      }
    });
  }
});

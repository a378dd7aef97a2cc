import { expect } from 'vitest';
import { createTestModel } from '@xstate/graph';
import { act, fireEvent, within } from '@testing-library/react';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { UserInfo } from '../../../contract/entities';
import { checkForm, schemaFormMachine, type SaveFormInput, type SchemaFormEvent, type SchemaFormName } from '../../../machines/schema-form.machine';
import { flush } from '../../support/shell-harness';
import { everyTransition, toModelMachine } from './model-machine';

/**
 * The model of one schema-form (machines/schema-form.machine.ts) for a view's model test: the
 * given typing and submit events plus the server's answers (saved, or `failure`), each state seen
 * as the shopper sees it (the state, whether the form would pass, which fields show a message).
 */
export function schemaFormModel(form: SchemaFormName, events: SchemaFormEvent[], failure: unknown) {
  const model = createTestModel(toModelMachine(schemaFormMachine), {
    events: [...events, { type: 'xstate.done.actor.save', output: null }, { type: 'xstate.error.actor.save', error: failure }] as never,
    serializeState: everyTransition((s: AnyMachineSnapshot) => ({
      value: s.value,
      valid: Object.keys(checkForm(form, s.context.values)).length === 0,
      errors: Object.keys(s.context.errors).sort(),
    })) as never,
  });
  // The graph also tries, without a payload, every event a state accepts that is not listed (e.g.
  // form.files on a form with no file picker): no shopper can send those here.
  const offered = new Set<string>(['xstate.init', 'xstate.done.actor.save', 'xstate.error.actor.save', ...events.map((e) => e.type)]);
  const shortest = model.getShortestPaths.bind(model);
  model.getShortestPaths = ((options?: Parameters<typeof shortest>[0]) =>
    shortest(options).filter((path) => path.steps.every((step) => offered.has(step.event.type)))) as typeof model.getShortestPaths;
  return model;
}

/**
 * A stand-in for the server of a form's `save`: the view's own wiring (`logic`) with the call
 * held until the path answers it (`answer`: saved; `fail`: refused with `failure`).
 */
export function schemaFormServer(logic: typeof schemaFormMachine, failure: unknown) {
  const pending: { resolve(v: UserInfo | null): void; reject(e: unknown): void }[] = [];
  const saves: SaveFormInput[] = [];
  return {
    logic: logic.provide({
      actors: {
        save: fromPromise<UserInfo | null, SaveFormInput>(({ input }) => {
          saves.push(input);
          return new Promise((resolve, reject) => pending.push({ resolve, reject }));
        }),
      },
    }),
    saves,
    answer: () => act(async () => pending.shift()!.resolve(null)),
    fail: () => act(async () => pending.shift()!.reject(failure)),
  };
}

export interface SchemaFormView {
  /** The form element as the test finds it (by its role and name). */
  form(): HTMLElement;
  /** Each field's label, by field name. */
  labels: Record<string, string>;
  /** The submit button's name. */
  submit: string;
  /** What the form says once saved. */
  savedText: string;
  /** The field the server's refusal (`failure`) is about. */
  refusedField: string;
  /** The attachments picker's label, for a form that takes files (its `form.files` events pick them there). */
  filesLabel?: string;
}

/**
 * What each state of a schema-form looks like in its view, and how the shopper makes each event
 * happen there (typing, the submit button, the server's answers): the `states` and `events` of
 * `path.test(...)`. Every state: the button busy only while saving (a second submit then sends
 * nothing), each field marked invalid exactly when it has a message, the saved note only once saved
 * (its fields emptied when the form empties).
 */
export function schemaFormSteps(view: SchemaFormView, server: ReturnType<typeof schemaFormServer>, { emptied }: { emptied: boolean }) {
  const field = (name: string) => within(view.form()).getByLabelText(view.labels[name]!) as HTMLInputElement;
  const submit = () => within(view.form()).getByRole('button', { name: view.submit });
  const shownErrors = () =>
    within(view.form())
      .queryAllByRole('alert')
      .map((a) => a.textContent);
  return {
    states: {
      editing: (state: AnyMachineSnapshot) => {
        expect(submit().getAttribute('aria-busy')).toBeNull();
        for (const name of Object.keys(view.labels)) {
          expect(field(name).getAttribute('aria-invalid')).toBe(state.context.errors[name] ? 'true' : null);
        }
        expect(shownErrors()).toHaveLength(Object.keys(state.context.errors).length);
        expect(within(view.form()).queryByRole('status')).toBeNull();
      },
      saving: () => {
        expect(submit().getAttribute('aria-busy')).toBe('true');
        // A second submit while the first is on its way is ignored.
        const before = server.saves.length;
        fireEvent.submit(view.form());
        expect(server.saves.length).toBe(before);
      },
      saved: () => {
        expect(within(view.form()).getByRole('status').textContent).toContain(view.savedText);
        if (emptied) for (const name of Object.keys(view.labels)) expect(field(name).value).toBe('');
      },
    },
    events: {
      'form.field': async ({ event }: { event: { name: string; value: string } }) => {
        // Typing the value the field already has: the shopper retypes it (React sees no change otherwise).
        if (field(event.name).value === event.value) fireEvent.change(field(event.name), { target: { value: '' } });
        fireEvent.change(field(event.name), { target: { value: event.value } });
        await flush();
      },
      'form.submit': async () => {
        fireEvent.click(submit());
        await flush();
      },
      'form.files': async ({ event }: { event: { files: { name: string; size: number }[] } }) => {
        const picker = within(view.form()).getByLabelText(view.filesLabel!);
        const files = event.files.map((f) => new File([new Uint8Array(f.size)], f.name, { type: 'image/png' }));
        fireEvent.change(picker, { target: { files } });
        await flush();
      },
      'xstate.done.actor.save': async () => {
        await server.answer();
        await flush();
      },
      'xstate.error.actor.save': async () => {
        await server.fail();
        await flush();
        expect(field(view.refusedField).getAttribute('aria-invalid')).toBe('true');
      },
    } as never,
  };
}

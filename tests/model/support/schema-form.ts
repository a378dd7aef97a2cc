import { createTestModel } from '@xstate/graph';
import { act } from '@testing-library/react';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { UserInfo } from '../../../contract/entities';
import { checkForm, schemaFormMachine, type SaveFormInput, type SchemaFormEvent, type SchemaFormName } from '../../../machines/schema-form.machine';
import { everyTransition, toModelMachine } from './model-machine';

/**
 * The model of one schema-form (machines/schema-form.machine.ts) for a view's model test: the
 * given typing and submit events plus the server's answers (saved, or `failure`), each state seen
 * as the shopper sees it (the state, whether the form would pass, which fields show a message).
 */
export function schemaFormModel(form: SchemaFormName, events: SchemaFormEvent[], failure: unknown) {
  return createTestModel(toModelMachine(schemaFormMachine), {
    events: [
      ...events,
      { type: 'xstate.done.actor.save', output: null },
      { type: 'xstate.error.actor.save', error: failure },
    ] as never,
    serializeState: everyTransition((s: AnyMachineSnapshot) => ({
      value: s.value,
      valid: Object.keys(checkForm(form, s.context.values)).length === 0,
      errors: Object.keys(s.context.errors).sort(),
    })) as never,
  });
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

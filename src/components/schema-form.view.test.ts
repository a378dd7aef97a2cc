import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { UserInfo } from '../../contract/entities';
import { messages } from '../../contract/messages';
import { schemaFormMachine, type SaveFormInput } from '../../machines/schema-form.machine';
import { schemaFormView } from './schema-form.view';

/** The arrival form on the real machine; its call answers when the test says. */
function start() {
  let answer: { ok: () => void; fail: (e: unknown) => void } | null = null;
  const logic = schemaFormMachine.provide({
    actors: {
      save: fromPromise<UserInfo | null, SaveFormInput>(
        () =>
          new Promise((ok, fail) => {
            answer = { ok: () => ok(null), fail };
          }),
      ),
    },
  });
  const actor = createActor(logic, { input: { form: 'arrival' } }).start();
  const view = () => schemaFormView(actor.getSnapshot());
  return { actor, view, answer: () => answer! };
}

describe('schemaFormView', () => {
  it('editing: the fields as typed, no message until the first submit', () => {
    const { actor, view } = start();
    actor.send({ type: 'form.field', name: 'email', value: 'nope' });
    expect(view()).toEqual({ busy: false, saved: false, values: { email: 'nope' }, errors: {}, error: null, files: [] });
    actor.send({ type: 'form.submit' });
    expect(view()).toMatchObject({ busy: false, saved: false, errors: { email: messages.catalogueEmailInvalid } });
  });

  it('saving: busy; saved: the thank-you, and the form that empties once sent is empty', async () => {
    const { actor, view, answer } = start();
    actor.send({ type: 'form.field', name: 'email', value: 'ada@example.com' });
    actor.send({ type: 'form.submit' });
    expect(view()).toMatchObject({ busy: true, saved: false, values: { email: 'ada@example.com' } });
    answer().ok();
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(view()).toEqual({ busy: false, saved: true, values: { email: '' }, errors: {}, error: null, files: [] });
    actor.send({ type: 'form.field', name: 'email', value: 'a' });
    expect(view()).toMatchObject({ busy: false, saved: false });
  });

  it('a refusal not about one field is shown above the fields; one about a field under it', async () => {
    const { actor, view, answer } = start();
    actor.send({ type: 'form.field', name: 'email', value: 'ada@example.com' });
    actor.send({ type: 'form.submit' });
    const offline = new Error('offline');
    answer().fail(offline);
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toMatchObject({ busy: false, saved: false, error: offline, errors: {} });
    actor.send({ type: 'form.submit' });
    answer().fail(Object.assign(new Error('invalid'), { kind: 'invalid', fieldErrors: { email: 'Taken' } }));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toMatchObject({ busy: false, saved: false, error: null, errors: { email: 'Taken' } });
  });
});

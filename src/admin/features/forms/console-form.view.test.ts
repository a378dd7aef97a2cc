import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { consoleFormMachine } from '../../../../machines/admin/console-form.machine';
import { ApiError } from '../../../api/errors';
import { consoleFormView } from './console-form.view';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('consoleFormView', () => {
  it('keeps the values it was given (a hidden token) and checks the fields on submit', () => {
    const actor = createActor(consoleFormMachine, { input: { form: 'setup', values: { token: 'abc' } } }).start();
    actor.send({ type: 'form.field', name: 'email', value: 'owner@' });
    actor.send({ type: 'form.submit' });
    const view = consoleFormView(actor.getSnapshot());
    expect(view.values).toMatchObject({ token: 'abc', email: 'owner@' });
    expect(view.errors).toEqual({ email: { problem: 'email' }, name: { problem: 'required' }, password: { problem: 'required' } });
    expect(view.busy).toBe(false);
  });

  it('a used setup link: the server’s refusal, not about a field, is shown as it came', async () => {
    const used = new ApiError('notFound', 404, 'This setup link is no longer valid');
    const actor = createActor(consoleFormMachine.provide({ actors: { send: fromPromise(() => Promise.reject(used)) } }), {
      input: { form: 'setup', values: { token: 'abc' } },
    }).start();
    actor.send({ type: 'form.field', name: 'email', value: 'owner@example.com' });
    actor.send({ type: 'form.field', name: 'name', value: 'Ada' });
    actor.send({ type: 'form.field', name: 'password', value: 'a-long-password' });
    actor.send({ type: 'form.submit' });
    expect(consoleFormView(actor.getSnapshot()).busy).toBe(true);
    await tick();
    expect(consoleFormView(actor.getSnapshot())).toMatchObject({
      busy: false,
      done: false,
      refusal: 'This setup link is no longer valid',
      errors: {},
    });
  });

  it('a form without fields (Disable) is sent at once and says it is done', async () => {
    const actor = createActor(consoleFormMachine.provide({ actors: { send: fromPromise<unknown, never>(() => Promise.resolve(null)) as never } }), {
      input: { form: 'disable', values: { id: '4' } },
    }).start();
    actor.send({ type: 'form.submit' });
    await tick();
    expect(consoleFormView(actor.getSnapshot())).toMatchObject({ done: true, refusal: null });
  });
});

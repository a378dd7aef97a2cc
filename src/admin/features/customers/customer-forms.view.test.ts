import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { messages } from '../../../../contract/messages';
import type { ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import { ApiError } from '../../../api/errors';
import { consoleFormView } from '../forms/console-form.view';
import { customerFormLogic } from './customer-forms.actors';
import { inboxFormLogic } from '../inbox/inbox-forms.actors';

const tick = () => new Promise((r) => setTimeout(r, 0));

/** A customer's or a message's form, its call answered in memory (`answer`), what the page was told in `done`. */
function formOf(logic: typeof customerFormLogic, form: ConsoleFormName, values: Record<string, string>, answer: () => Promise<unknown>) {
  const done: ConsoleFormName[] = [];
  const calls: unknown[] = [];
  const actor = createActor(
    logic((f) => done.push(f)).provide({
      actors: {
        send: fromPromise(({ input }) => {
          calls.push(input);
          return answer();
        }),
      },
    }),
    { input: { form, values } },
  ).start();
  return { actor, done, calls, view: () => consoleFormView(actor.getSnapshot()) };
}

describe('the customer’s forms (consoleFormView)', () => {
  it('Decline needs a reason, at most 500 characters; sent, the page is told and the reason emptied', async () => {
    const f = formOf(customerFormLogic, 'decline', { id: '12' }, () => Promise.resolve(null));
    f.actor.send({ type: 'form.submit' });
    expect(f.view().errors).toEqual({ reason: { problem: 'required' } });
    f.actor.send({ type: 'form.field', name: 'reason', value: 'x'.repeat(501) });
    f.actor.send({ type: 'form.submit' });
    expect(f.view().errors).toEqual({ reason: { problem: 'tooLong', limit: 500 } });
    f.actor.send({ type: 'form.field', name: 'reason', value: 'No tax ID on the invoice' });
    f.actor.send({ type: 'form.submit' });
    expect(f.view().busy).toBe(true);
    expect(f.calls).toEqual([{ form: 'decline', values: { id: '12', reason: 'No tax ID on the invoice' } }]);
    await tick();
    expect(f.view()).toMatchObject({ done: true, busy: false, values: { id: '12', reason: '' } });
    expect(f.done).toEqual(['decline']);
  });

  it('Disable refused by the server: its message shown, the page not told', async () => {
    const refused = new ApiError('forbidden', 403, messages.forbidden);
    const f = formOf(customerFormLogic, 'disable', { id: '12' }, () => Promise.reject(refused));
    f.actor.send({ type: 'form.submit' });
    await tick();
    expect(f.view()).toMatchObject({ done: false, busy: false, refusal: messages.forbidden });
    expect(f.done).toEqual([]);
  });

  it('Approve and Send password reset have no fields: sent at once, then done', async () => {
    for (const form of ['approve', 'passwordReset'] as const) {
      const f = formOf(customerFormLogic, form, { id: '3' }, () => Promise.resolve(null));
      f.actor.send({ type: 'form.submit' });
      await tick();
      expect(f.view().done, form).toBe(true);
      expect(f.done).toEqual([form]);
    }
  });
});

describe('the inbox’s forms (consoleFormView)', () => {
  it('Status and assignee start from the message (nobody: empty) and need a status', () => {
    const f = formOf(inboxFormLogic, 'inboxState', { kind: 'contact', id: '5', status: 'new', assignee: '' }, () => Promise.resolve(null));
    expect(f.view().values).toEqual({ kind: 'contact', id: '5', status: 'new', assignee: '' });
    f.actor.send({ type: 'form.field', name: 'status', value: '' });
    f.actor.send({ type: 'form.submit' });
    expect(f.view().errors).toEqual({ status: { problem: 'required' } });
  });

  it('a download changes nothing on the page: it is not told', async () => {
    const f = formOf(inboxFormLogic, 'attachment', { kind: 'odm', id: '2', upload_id: '9', name: 'drawing.pdf' }, () => Promise.resolve(null));
    f.actor.send({ type: 'form.submit' });
    await tick();
    expect(f.view().done).toBe(true);
    expect(f.done).toEqual([]);
  });
});

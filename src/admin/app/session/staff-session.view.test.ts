import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { messages, said } from '../../../../contract/messages';
import { staffSessionMachine } from '../../../../machines/admin/staff-session.machine';
import { ApiError } from '../../../api/errors';
import { member, session } from '../../../../tests/support/console-harness';
import { memberCan, staffSessionView } from './staff-session.view';

function run(
  token: string | null,
  answers: { me?: () => Promise<never> | Promise<ReturnType<typeof member>>; signIn?: () => Promise<unknown> } = {},
) {
  const actor = createActor(
    staffSessionMachine.provide({
      actors: {
        me: fromPromise(answers.me ?? (() => new Promise(() => {}))),
        signIn: fromPromise(answers.signIn ?? (() => new Promise(() => {}))) as never,
        signOut: fromPromise<unknown, { token: string }>(() => Promise.resolve(null)),
      },
    }),
    { input: { token } },
  );
  actor.start();
  return actor;
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('staffSessionView', () => {
  it('is checking while a kept token is asked about', () => {
    const view = staffSessionView(run('st.kept').getSnapshot());
    expect(view).toMatchObject({ checking: true, signedIn: false, busy: true, member: null });
  });

  it('is signed in with the member the server named', async () => {
    const actor = run('st.kept', { me: () => Promise.resolve(member('support')) });
    await tick();
    expect(staffSessionView(actor.getSnapshot())).toMatchObject({ checking: false, signedIn: true, busy: false, member: { role: 'support' } });
  });

  it('shows the refusal of a sign-in by its message reference, and keeps the e-mail but not the password', async () => {
    const wrong = new ApiError('unauthorized', 401, messages.wrongCredentials, {}, null, said('wrongCredentials'));
    const actor = run(null, { signIn: () => Promise.reject(wrong) });
    actor.send({ type: 'session.field', name: 'email', value: 'ada@example.com' });
    actor.send({ type: 'session.field', name: 'password', value: 'not-the-password' });
    actor.send({ type: 'session.signIn' });
    expect(staffSessionView(actor.getSnapshot()).busy).toBe(true);
    await tick();
    expect(staffSessionView(actor.getSnapshot())).toMatchObject({
      signedIn: false,
      busy: false,
      email: 'ada@example.com',
      password: '',
      refusal: { key: 'wrongCredentials' },
    });
  });

  it('says the session ended when a call was refused 401', () => {
    const actor = run(null);
    actor.send({ type: 'session.started', session: session('owner') });
    expect(staffSessionView(actor.getSnapshot()).signedIn).toBe(true);
    actor.send({ type: 'session.expired' });
    expect(staffSessionView(actor.getSnapshot())).toMatchObject({ signedIn: false, ended: true, member: null });
  });
});

describe('memberCan', () => {
  it('follows the roles table', () => {
    expect(memberCan(member('owner'), 'staff.manage')).toBe(true);
    expect(memberCan(member('manager'), 'staff.manage')).toBe(false);
    expect(memberCan(member('support'), 'orders.fulfil')).toBe(false);
    expect(memberCan(member('support'), 'orders.read')).toBe(true);
    expect(memberCan(member('fulfilment'), 'orders.refund')).toBe(true);
    expect(memberCan(null, 'orders.read')).toBe(false);
  });
});

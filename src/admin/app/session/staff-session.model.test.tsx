import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { messages, said } from '../../../../contract/messages';
import { staffSessionMachine, type StaffSessionContext } from '../../../../machines/admin/staff-session.machine';
import { coveringPaths } from '../../../../tests/model/support/covering-paths';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../../tests/model/support/model-machine';
import { consoleI18n, member, renderConsole, session } from '../../../../tests/support/console-harness';
import { eventually, flush } from '../../../../tests/support/shell-harness';
import { controlledCall } from '../../../testing/harness';
import { ApiError } from '../../../api/errors';
import type { I18n } from '../../../i18n/runtime';
import { authApi } from '../../features/auth/auth.api';
import { sessionActor } from './session-actor';
import { staffSessionLogic } from './staff-session.actors';
import { staffToken } from '../staff-token';

const owner = member('owner');
const wrong = new ApiError('unauthorized', 401, messages.wrongCredentials, {}, null, said('wrongCredentials'));
const locked = new ApiError('rateLimited', 429, 'Too many failed sign-ins: this account is locked for 15 minutes');
const gone = new ApiError('unauthorized', 401, messages.signInRequired);

const ctx = (s: AnyMachineSnapshot) => s.context as StaffSessionContext;
const model = createTestModel(toModelMachine(staffSessionMachine), {
  events: ((s: AnyMachineSnapshot) => [
    ...['owner@example.com', 'not-an-email']
      .filter((v) => v !== ctx(s).values.email)
      .map((value) => ({ type: 'session.field', name: 'email', value })),
    ...(ctx(s).values.password ? [] : [{ type: 'session.field', name: 'password', value: 'a-long-password' }]),
    { type: 'session.signIn' },
    { type: 'session.signOut' },
    { type: 'session.expired' },
    { type: 'session.started', session: session('owner') },
    { type: 'xstate.done.actor.me', output: owner },
    { type: 'xstate.error.actor.me', error: gone },
    { type: 'xstate.done.actor.signIn', output: session('owner') },
    { type: 'xstate.error.actor.signIn', error: wrong },
    { type: 'xstate.error.actor.signIn', error: locked },
    { type: 'xstate.done.actor.signOut', output: null },
    { type: 'xstate.error.actor.signOut', error: gone },
  ]) as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => {
    const c = ctx(s);
    return { v: s.value, values: c.values, e: Object.keys(c.errors), refused: !!c.error, ended: c.ended, member: !!c.member };
  }) as never,
});

type Path = ReturnType<typeof model.getShortestPaths>[number];
let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const signIn = () => screen.getByRole('button', { name: 'Sign in' });
const signOut = () => screen.getByRole('button', { name: 'Sign out' });

describe.each([
  { kept: null as string | null, paths: coveringPaths<Path>(model as never, { input: { token: null } }) },
  { kept: 'st.kept-token', paths: coveringPaths<Path>(model as never, { input: { token: 'st.kept-token' } }) },
])('staff session (model: machines/admin/staff-session.machine.ts), kept token $kept', ({ kept, paths }) => {
  it('reaches its states', () => {
    const seen = statesVisited(paths as never);
    const expected = kept ? ['checking', 'signedIn', 'signedOut', 'signingOut'] : ['signedOut', 'signingIn', 'signedIn', 'signingOut'];
    for (const v of expected) expect(seen.has(JSON.stringify(v)), v).toBe(true);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      staffToken.clear();
      if (kept) staffToken.set(kept);
      staffToken.load();
      const me = controlledCall<typeof owner>();
      const signInCall = controlledCall<ReturnType<typeof session>>();
      const signOutCall = controlledCall<unknown>();
      const logic = staffSessionLogic.provide({ actors: { me: me.logic, signIn: signInCall.logic, signOut: signOutCall.logic } });
      const { location } = renderConsole('/admin/account', i18n, logic);
      await flush();
      await path.test({
        states: {
          checking: async () => {
            expect(screen.getByRole('status').textContent).toContain('Loading');
            expect(me.waiting).toBe(1);
          },
          signedOut: async (s: AnyMachineSnapshot) => {
            const c = ctx(s);
            await eventually(() => screen.queryByRole('form', { name: 'Staff sign-in' }));
            expect(location.history.at(-1)).toBe('/admin/sign-in?next=%2Fadmin%2Faccount');
            expect(field('Email').value).toBe(c.values.email);
            expect(field('Password').value).toBe(c.values.password);
            expect(signIn().getAttribute('aria-busy')).toBeNull();
            const alert = screen.queryAllByRole('alert').map((a) => a.textContent);
            if (c.error === wrong) expect(alert).toContain(messages.wrongCredentials);
            if (c.error === locked) expect(alert).toContain(locked.message);
            if (c.errors.email) expect(alert).toContain(c.values.email ? 'Please enter a valid email address' : 'This field is required');
            if (!c.error && Object.keys(c.errors).length === 0) expect(alert).toEqual([]);
            expect(!!screen.queryByText('Your session has ended. Please sign in again.')).toBe(c.ended);
            expect(staffToken.get()).toBeNull();
            expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
          },
          signingIn: () => {
            expect(signIn().getAttribute('aria-busy')).toBe('true');
            expect(signInCall.calls.at(-1)).toEqual({ email: 'owner@example.com', password: 'a-long-password' });
          },
          signedIn: async () => {
            await eventually(() => screen.queryByRole('heading', { name: 'Your account' }));
            expect(location.history.at(-1)).toBe('/admin/account');
            expect(screen.getByRole('navigation', { name: 'Console' })).toBeTruthy();
            expect(signOut().getAttribute('aria-busy')).toBeNull();
            expect(staffToken.get()).toMatch(/^st\./);
          },
          signingOut: () => {
            expect(signOut().getAttribute('aria-busy')).toBe('true');
          },
        } as never,
        events: {
          'session.field': async ({ event }: { event: { name: string; value: string } }) => {
            fireEvent.change(field(event.name === 'email' ? 'Email' : 'Password'), { target: { value: event.value } });
            await flush(1);
          },
          'session.signIn': async () => {
            fireEvent.click(signIn());
            await flush(1);
          },
          'session.signOut': async () => {
            fireEvent.click(signOut());
            await flush(1);
          },
          // Any console call answered 401 (here the member's own `me`, through the real client).
          'session.expired': async () => {
            const fetch = vi
              .spyOn(globalThis, 'fetch')
              .mockResolvedValueOnce(new Response(JSON.stringify({ code: 401, msg: messages.signInRequired, data: null }), { status: 401 }));
            await act(() => authApi.me().catch(() => null));
            fetch.mockRestore();
            await flush();
          },
          // Another flow signed the member in (the setup link, an invitation).
          'session.started': async ({ event }: { event: { session: ReturnType<typeof session> } }) => {
            act(() => sessionActor().send({ type: 'session.started', session: event.session }));
            await flush();
          },
          'xstate.done.actor.me': async ({ event }: { event: { output: typeof owner } }) => {
            await me.resolve(event.output);
            await flush();
          },
          'xstate.error.actor.me': async ({ event }: { event: { error: unknown } }) => {
            await me.reject(event.error);
            await flush();
          },
          'xstate.done.actor.signIn': async ({ event }: { event: { output: ReturnType<typeof session> } }) => {
            await signInCall.resolve(event.output);
            await flush();
          },
          'xstate.error.actor.signIn': async ({ event }: { event: { error: unknown } }) => {
            await signInCall.reject(event.error);
            await flush();
          },
          'xstate.done.actor.signOut': async () => {
            await signOutCall.resolve(null);
            await flush();
          },
          'xstate.error.actor.signOut': async ({ event }: { event: { error: unknown } }) => {
            await signOutCall.reject(event.error);
            await flush();
          },
        } as never,
      });
    });
  }
});

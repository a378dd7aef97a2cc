import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { authDialogMachine, checkForm, failureMessages } from './auth-dialog.machine';
import type { LoginData } from '../contract/entities';

const user = { id: 1, firstname: 'a@b.co', lastname: 'a@b.co', email: 'a@b.co', type: 1 };
const data: LoginData = { access_token: 'c1', token_type: 'Bearer', expires_in: 1, kind: 'customer', user };

function start(signIn = vi.fn(async (_input: unknown) => data), register = vi.fn(async (_input: unknown) => data)) {
  const actor = createActor(
    authDialogMachine.provide({
      actors: { signIn: fromPromise(({ input }) => signIn(input)), register: fromPromise(({ input }) => register(input)) },
    }),
    { input: {} },
  );
  const succeeded = vi.fn();
  actor.on('auth.succeeded', succeeded);
  actor.start();
  const type = (field: 'email' | 'password', value: string) => actor.send({ type: 'field.change', field, value });
  return { actor, signIn, register, succeeded, type };
}

describe('auth dialog machine', () => {
  it('shows every failing field with the spec messages', () => {
    const { actor, type } = start();
    actor.send({ type: 'auth.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      email: 'Please enter your email address',
      password: 'Please enter your password',
    });
    type('email', 'not-an-email');
    type('password', '12345');
    actor.send({ type: 'auth.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      email: 'Please enter a valid email address.',
      password: 'Your password must be between 6-25 characters',
    });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('rejects an e-mail longer than 50 characters and a password longer than 25', () => {
    expect(checkForm('login', { email: `${'a'.repeat(45)}@b.com`, password: 'x'.repeat(26) })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address.', password: 'Your password must be between 6-25 characters' },
    });
  });

  it('signs in with the trimmed e-mail and emits the token and user', async () => {
    const { actor, signIn, succeeded, type } = start();
    type('email', '  a@b.co ');
    type('password', 'secret1');
    actor.send({ type: 'auth.submit' });
    expect(actor.getSnapshot().matches({ submitting: 'signingIn' })).toBe(true);
    actor.send({ type: 'auth.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith({ email: 'a@b.co', password: 'secret1' });
    expect(succeeded).toHaveBeenCalledWith({ type: 'auth.succeeded', token: 'c1', user });
    expect(actor.getSnapshot().output).toEqual({ token: 'c1', user });
  });

  it('at checkout, Register opens the account or signs in to it in one call (api/registrationLogin), never api/register', async () => {
    const register = vi.fn(async (_input: unknown) => data);
    const registerOrSignIn = vi.fn(async (_input: unknown) => ({ ...data, registered: false }));
    const actor = createActor(
      authDialogMachine.provide({
        actors: { register: fromPromise(({ input }) => register(input)), registerOrSignIn: fromPromise(({ input }) => registerOrSignIn(input)) },
      }),
      { input: { initialTab: 'register', registerSignsIn: true } },
    );
    actor.start();
    actor.send({ type: 'field.change', field: 'email', value: ' a@b.co' });
    actor.send({ type: 'field.change', field: 'password', value: 'secret1' });
    actor.send({ type: 'auth.submit' });
    // ' a@b.co' is not a valid e-mail for Register (as without checkout): nothing is sent.
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'field.change', field: 'email', value: 'a@b.co' });
    actor.send({ type: 'auth.submit' });
    expect(actor.getSnapshot().matches({ submitting: 'registeringOrSigningIn' })).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(registerOrSignIn).toHaveBeenCalledWith({ email: 'a@b.co', password: 'secret1' });
    expect(register).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output).toEqual({ token: 'c1', user });
  });

  it('registers with the e-mail as both names, c_password and type 1', async () => {
    const { actor, register, type } = start();
    actor.send({ type: 'auth.tab.select', tab: 'register' });
    type('email', 'a@b.co');
    type('password', 'secret1');
    actor.send({ type: 'auth.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(register).toHaveBeenCalledWith({
      email: 'a@b.co',
      password: 'secret1',
      c_password: 'secret1',
      firstname: 'a@b.co',
      lastname: 'a@b.co',
      type: '1',
    });
  });

  it('puts 422 field messages on the fields and other failures on the form', () => {
    expect(failureMessages({ kind: 'invalid', message: 'x', fieldErrors: { password: 'The email address or password is incorrect' } })).toEqual({
      errors: { password: 'The email address or password is incorrect' },
      formError: null,
    });
    expect(failureMessages({ kind: 'rateLimited', message: 'Too many attempts, please try again later' })).toEqual({
      errors: {},
      formError: 'Too many attempts, please try again later',
    });
    expect(failureMessages({ kind: 'invalid', message: 'm', fieldErrors: { c_password: 'The passwords do not match' } })).toEqual({
      errors: {},
      formError: 'The passwords do not match',
    });
    expect(failureMessages(new Error()).formError).toEqual({ key: 'serverError' });
  });

  it('clears a field message when the field changes and all messages when the tab changes', () => {
    const { actor, type } = start();
    actor.send({ type: 'auth.submit' });
    type('email', 'a');
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'Please enter your password' });
    actor.send({ type: 'auth.tab.select', tab: 'register' });
    expect(actor.getSnapshot().context).toMatchObject({ tab: 'register', errors: {} });
  });
});

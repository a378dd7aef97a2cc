import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { isTokenRejected, passwordResetMachine } from './password-reset.machine';

function start(token: string | null, over: { requestLink?: () => Promise<null>; reset?: () => Promise<null> } = {}) {
  const requestLink = vi.fn<(input: unknown) => Promise<null>>(over.requestLink ?? (async () => null));
  const reset = vi.fn<(input: unknown) => Promise<null>>(over.reset ?? (async () => null));
  const actor = createActor(
    passwordResetMachine.provide({
      actors: { requestLink: fromPromise(({ input }) => requestLink(input)), resetPassword: fromPromise(({ input }) => reset(input)) },
    }),
    { input: { token } },
  ).start();
  return { actor, requestLink, reset };
}

describe('password reset machine', () => {
  it('asks for the e-mail without a token and sends the trimmed address', async () => {
    const { actor, requestLink } = start(null);
    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Please enter your email address' });
    actor.send({ type: 'field.change', field: 'email', value: ' demo@opticshop.example ' });
    actor.send({ type: 'reset.submit' });
    await waitFor(actor, (s) => s.matches({ request: 'sent' }));
    expect(requestLink).toHaveBeenCalledWith({ email: 'demo@opticshop.example' });
  });

  it('sets a new password with the token, checking that both entries match', async () => {
    const { actor, reset } = start('tok');
    expect(actor.getSnapshot().matches({ reset: 'editing' })).toBe(true);
    actor.send({ type: 'field.change', field: 'password', value: 'newpass1' });
    actor.send({ type: 'field.change', field: 'c_password', value: 'newpass2' });
    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ c_password: 'The passwords do not match' });
    actor.send({ type: 'field.change', field: 'c_password', value: 'newpass1' });
    actor.send({ type: 'reset.submit' });
    await waitFor(actor, (s) => s.matches({ reset: 'changed' }));
    expect(reset).toHaveBeenCalledWith({ token: 'tok', password: 'newpass1', c_password: 'newpass1' });
  });

  it('ends in tokenInvalid when the server rejects the link', async () => {
    const { actor } = start('old', {
      reset: async () => Promise.reject({ kind: 'invalid', message: 'x', fieldErrors: { token: 'This reset link is invalid or has expired' } }),
    });
    actor.send({ type: 'field.change', field: 'password', value: 'newpass1' });
    actor.send({ type: 'field.change', field: 'c_password', value: 'newpass1' });
    actor.send({ type: 'reset.submit' });
    await waitFor(actor, (s) => s.matches({ reset: 'tokenInvalid' }));
  });

  it('recognises a rejected token', () => {
    expect(isTokenRejected({ kind: 'notFound' })).toBe(true);
    expect(isTokenRejected({ kind: 'invalid', fieldErrors: { token: 'This reset link is invalid or has expired' } })).toBe(true);
    // Never the message's text: a server failure that happens to say it is not a rejected link.
    expect(isTokenRejected({ kind: 'server', message: 'This reset link is invalid or has expired' })).toBe(false);
    expect(isTokenRejected({ kind: 'network', message: 'We could not reach the shop, please check your connection' })).toBe(false);
    expect(isTokenRejected({ kind: 'invalid', fieldErrors: { password: 'x' } })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { messages } from '../../../contract/messages';
import { passwordResetMachine, type PasswordResetContext } from '../../../machines/password-reset.machine';
import { toModelMachine } from '../../../tests/model/support/model-machine';
import { ApiError } from '../../api/errors';
import { controlledCall, renderWithRouter } from '../../testing/harness';
import ForgotPasswordPage from './forgot-password-page';
import { passwordResetLogic } from '../../features/auth/password-reset.actors';

const labels = { email: 'Email', password: 'New password', c_password: 'Confirm new password' } as const;
type Field = keyof typeof labels;
const events = [
  { type: 'field.change', field: 'email', value: 'nope' },
  { type: 'field.change', field: 'email', value: 'demo@opticshop.example' },
  { type: 'field.change', field: 'password', value: 'newpass1' },
  { type: 'field.change', field: 'c_password', value: 'newpass1' },
  { type: 'field.change', field: 'c_password', value: 'other123' },
  { type: 'xstate.error.actor.requestLink', error: new ApiError('rateLimited', 429, messages.tooManyAttempts) },
  {
    type: 'xstate.error.actor.resetPassword',
    error: new ApiError('invalid', 422, messages.resetTokenInvalid, { token: messages.resetTokenInvalid }),
  },
  { type: 'xstate.error.actor.resetPassword', error: new ApiError('network', 600, messages.requestFailed) },
] as const;

const model = createTestModel(toModelMachine(passwordResetMachine), {
  // Only the fields on screen can change, and never to the value they already hold.
  events: ((s: AnyMachineSnapshot) =>
    events.filter(
      (e) =>
        e.type !== 'field.change' ||
        ((e.field === 'email') === s.matches('request') && (s.context as PasswordResetContext).values[e.field] !== e.value),
    )) as never,
  serializeState: ((s: AnyMachineSnapshot) => {
    const c = s.context as PasswordResetContext;
    return JSON.stringify({ v: s.value, values: c.values, e: c.errors, f: c.formError });
  }) as never,
});

function fieldMessage(field: Field): string | null {
  const id = screen.getByLabelText(labels[field]).getAttribute('aria-describedby');
  return id ? document.getElementById(id)!.textContent : null;
}

for (const [mode, token] of [
  ['request a link', null],
  ['set a new password', 'reset-token'],
] as const) {
  describe(`forgot-password page: ${mode} (model-based)`, () => {
    for (const path of model.getShortestPaths({ input: { token } } as never)) {
      it(path.description, async () => {
        const requestLink = controlledCall<null>();
        const resetPassword = controlledCall<null>();
        const logic = passwordResetLogic.provide({ actors: { requestLink: requestLink.logic, resetPassword: resetPassword.logic } });
        await renderWithRouter(<ForgotPasswordPage logic={logic} />, token ? `/forgot-password?token=${token}` : '/forgot-password');
        const submit = () => screen.getByRole('button', { name: token ? 'Save password' : 'Send reset link' });
        await path.test({
          states: {
            'request.editing': (s) => {
              const c = s.context as PasswordResetContext;
              expect(screen.getByRole('heading', { name: 'Forgot your password' })).toBeTruthy();
              expect(fieldMessage('email')).toBe(c.errors.email ?? null);
              if (c.formError) expect(screen.getByRole('alert').textContent).toBe(c.formError);
              expect(submit().getAttribute('aria-busy')).toBeNull();
            },
            'request.sending': () => {
              expect(submit().getAttribute('aria-busy')).toBe('true');
              expect(requestLink.calls.at(-1)).toEqual({ email: 'demo@opticshop.example' });
            },
            'request.sent': () => {
              expect(screen.getByRole('status').textContent).toBe(messages.resetSent);
              expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/sign-in');
            },
            'reset.editing': (s) => {
              const c = s.context as PasswordResetContext;
              expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
              expect(fieldMessage('password')).toBe(c.errors.password ?? null);
              expect(fieldMessage('c_password')).toBe(c.errors.c_password ?? null);
              if (c.formError) expect(screen.getByRole('alert').textContent).toBe(c.formError);
            },
            'reset.saving': () => {
              expect(submit().getAttribute('aria-busy')).toBe('true');
              expect(resetPassword.calls.at(-1)).toEqual({ token: 'reset-token', password: 'newpass1', c_password: 'newpass1' });
            },
            'reset.changed': () => {
              expect(screen.getByRole('status').textContent).toBe(messages.passwordChanged);
              expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
            },
            'reset.tokenInvalid': () => {
              expect(screen.getByRole('alert').textContent).toBe('This reset link is invalid or has expired');
              expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
            },
          },
          events: {
            'field.change': ({ event }: { event: { field: Field; value: string } }) => {
              fireEvent.change(screen.getByLabelText(labels[event.field]), { target: { value: event.value } });
            },
            'reset.submit': () => {
              fireEvent.click(submit());
            },
            'xstate.done.actor.requestLink': () => requestLink.resolve(null),
            'xstate.error.actor.requestLink': ({ event }: { event: { error: unknown } }) => requestLink.reject(event.error),
            'xstate.done.actor.resetPassword': () => resetPassword.resolve(null),
            'xstate.error.actor.resetPassword': ({ event }: { event: { error: unknown } }) => resetPassword.reject(event.error),
          } as never,
        });
      });
    }
  });
}

describe('forgot-password page messages', () => {
  it('shows the spec e-mail messages and the password rules verbatim', async () => {
    await renderWithRouter(<ForgotPasswordPage logic={passwordResetMachine} />, '/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(fieldMessage('email')).toBe('Please enter your email address');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'x@y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(fieldMessage('email')).toBe('Please enter a valid email address.');
  });

  it('asks for both passwords with the spec messages', async () => {
    await renderWithRouter(<ForgotPasswordPage logic={passwordResetMachine} />, '/forgot-password?token=t');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(fieldMessage('password')).toBe('Please enter your password');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(fieldMessage('password')).toBe('Your password must be between 6-25 characters');
  });
});

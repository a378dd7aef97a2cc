import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import type { LoginData, RegistrationLoginData, TokenData, UserInfo } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { authDialogMachine, checkForm, type AuthDialogContext } from '../../../machines/auth-dialog.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { toModelMachine } from '../../../tests/model/support/model-machine';
import { ApiError } from '../../api/errors';
import { authDialogLogic } from './auth-dialog.actors';
import { SessionProvider } from '../../app/session/session-provider';
import { useIsSignedIn } from '../../app/session/selectors';
import { apiEventBus, controlledCall, renderWithRouter } from '../../testing/harness';
import { LoginDialog } from './login-dialog';

const user: UserInfo = { id: 7, firstname: 'demo@opticshop.example', lastname: 'demo@opticshop.example', email: 'demo@opticshop.example', type: 1 };
const ok: LoginData = { access_token: 'customer-1', token_type: 'Bearer', expires_in: 60, kind: 'customer', user };
const joined: RegistrationLoginData = { ...ok, registered: true };
const wrongCredentials = new ApiError('invalid', 422, messages.wrongCredentials, { password: messages.wrongCredentials });
const emailTaken = new ApiError('invalid', 422, messages.emailTaken, { email: messages.emailTaken });
const offline = new ApiError('network', 600, messages.requestFailed);

const label = { email: 'Email', password: 'Password' } as const;

function SignedInBadge() {
  return useIsSignedIn() ? <p>signed in</p> : null;
}

/** A snapshot as far as the view can tell it apart: state, tab, validity, messages shown. */
function summary(s: AnyMachineSnapshot): string {
  const c = s.context as AuthDialogContext;
  const checked = checkForm(c.tab, c.values);
  return JSON.stringify({
    v: s.value,
    tab: c.tab,
    values: c.values,
    ok: checked.ok,
    e: c.errors,
    f: c.formError,
  });
}

const events = [
  { type: 'auth.tab.select', tab: 'login' },
  { type: 'auth.tab.select', tab: 'register' },
  { type: 'field.change', field: 'email', value: '' },
  { type: 'field.change', field: 'email', value: 'not-an-email' },
  { type: 'field.change', field: 'email', value: 'demo@opticshop.example' },
  { type: 'field.change', field: 'password', value: '12345' },
  { type: 'field.change', field: 'password', value: 'demo1234' },
  { type: 'xstate.done.actor.signIn', output: ok },
  { type: 'xstate.done.actor.register', output: ok },
  { type: 'xstate.error.actor.signIn', error: wrongCredentials },
  { type: 'xstate.error.actor.signIn', error: offline },
  { type: 'xstate.error.actor.register', error: emailTaken },
  { type: 'xstate.done.actor.registerOrSignIn', output: joined },
  { type: 'xstate.error.actor.registerOrSignIn', error: wrongCredentials },
] as const;

const model = createTestModel(toModelMachine(authDialogMachine), {
  // A person cannot "change" a field to the value it already holds.
  events: ((s: AnyMachineSnapshot) =>
    events.filter((e) => e.type !== 'field.change' || (s.context as AuthDialogContext).values[e.field] !== e.value)) as never,
  serializeState: ((s: AnyMachineSnapshot) => summary(s)) as never,
});

/**
 * Two dialogs: the usual one, and checkout's, where Register also signs in to an existing account
 * (only its Register paths differ, so only those run).
 */
const variants = [
  { registerSignsIn: false, paths: model.getShortestPaths({ input: {} } as never) },
  {
    registerSignsIn: true,
    paths: model
      .getShortestPaths({ input: { registerSignsIn: true } } as never)
      .filter((p) => p.steps.some((step) => (step.state.context as AuthDialogContext).tab === 'register')),
  },
];
const paths = variants[0]!.paths;

function fieldMessage(name: keyof typeof label): string | null {
  const input = screen.getByLabelText(label[name]);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)!.textContent : null;
}

describe('login dialog (auth-dialog machine, model-based)', () => {
  it('has paths to test', () => {
    expect(paths.length).toBeGreaterThan(10);
  });

  it("checkout's dialog has Register paths of its own", () => {
    expect(variants[1]!.paths.length).toBeGreaterThan(5);
  });

  for (const { registerSignsIn, paths } of variants)
    for (const path of paths) {
      it(`${registerSignsIn ? '[checkout] ' : ''}${path.description}`, async () => {
        const visitor = controlledCall<TokenData>();
        const session = sessionMachine.provide({ actors: { fetchVisitorToken: visitor.logic } });
        const signIn = controlledCall<LoginData>();
        const register = controlledCall<LoginData>();
        const registerOrSignIn = controlledCall<RegistrationLoginData>();
        const logic = authDialogLogic.provide({
          actors: { signIn: signIn.logic, register: register.logic, registerOrSignIn: registerOrSignIn.logic },
        });
        const onClose = vi.fn();
        const onSuccess = vi.fn();
        const bus = apiEventBus();
        await renderWithRouter(
          <SessionProvider logic={session} input={{ token: 'visitor-1' }} onApiEvent={bus.onApiEvent}>
            <SignedInBadge />
            <LoginDialog logic={logic} registerSignsIn={registerSignsIn} onClose={onClose} onSuccess={onSuccess} />
          </SessionProvider>,
        );

        const dialog = () => screen.getByRole('dialog');
        const submitButton = () => within(dialog()).getByRole('button', { name: /^(Sign in|Register|Register and continue)$/ });
        const requests = () => signIn.calls.length + register.calls.length + registerOrSignIn.calls.length;
        const hint = /^New here\? Your account opens with this e-mail and password/;

        await path.test({
          states: {
            editing: (s) => {
              const c = s.context as AuthDialogContext;
              const tabName = c.tab === 'login' ? 'Sign in' : 'Register';
              expect(screen.getByRole('tab', { name: tabName }).getAttribute('aria-selected')).toBe('true');
              expect(submitButton().textContent).toBe(c.tab === 'register' && registerSignsIn ? 'Register and continue' : tabName);
              expect(!!within(dialog()).queryByText(hint)).toBe(c.tab === 'register' && registerSignsIn);
              expect(submitButton().getAttribute('aria-busy')).toBeNull();
              expect((screen.getByLabelText(label.email) as HTMLInputElement).value).toBe(c.values.email);
              expect((screen.getByLabelText(label.email) as HTMLInputElement).maxLength).toBe(50);
              expect((screen.getByLabelText(label.password) as HTMLInputElement).maxLength).toBe(25);
              expect(fieldMessage('email')).toBe(c.errors.email ?? null);
              expect(fieldMessage('password')).toBe(c.errors.password ?? null);
              const alerts = within(dialog())
                .queryAllByRole('alert')
                .map((a) => a.textContent);
              if (c.formError) expect(alerts).toContain(c.formError);
              expect(!!screen.queryByRole('link', { name: 'Forgot Your Password ?' })).toBe(c.tab === 'login');
              expect(onClose).not.toHaveBeenCalled();
            },
            submitting: (s) => {
              const c = s.context as AuthDialogContext;
              expect(submitButton().getAttribute('aria-busy')).toBe('true');
              // Further submits are ignored while the request runs.
              const before = requests();
              fireEvent.click(submitButton());
              fireEvent.submit(submitButton().closest('form')!);
              expect(requests()).toBe(before);
              if (c.tab === 'register' && registerSignsIn) {
                expect([registerOrSignIn.waiting, register.calls.length]).toEqual([1, 0]);
                expect(registerOrSignIn.calls.at(-1)).toEqual({ email: 'demo@opticshop.example', password: 'demo1234' });
              } else if (c.tab === 'login') {
                expect(signIn.waiting).toBe(1);
                expect(signIn.calls.at(-1)).toEqual({ email: 'demo@opticshop.example', password: 'demo1234' });
              } else {
                expect(register.waiting).toBe(1);
                expect(register.calls.at(-1)).toEqual({
                  email: 'demo@opticshop.example',
                  password: 'demo1234',
                  c_password: 'demo1234',
                  firstname: 'demo@opticshop.example',
                  lastname: 'demo@opticshop.example',
                  type: '1',
                });
              }
            },
            succeeded: () => {
              expect(onSuccess).toHaveBeenCalledOnce();
              expect(onClose).toHaveBeenCalledOnce();
              expect(screen.getByText('signed in')).toBeTruthy();
            },
          },
          events: {
            'auth.tab.select': ({ event }: { event: { tab: 'login' | 'register' } }) => {
              fireEvent.click(screen.getByRole('tab', { name: event.tab === 'login' ? 'Sign in' : 'Register' }));
            },
            'field.change': ({ event }: { event: { field: 'email' | 'password'; value: string } }) => {
              fireEvent.change(screen.getByLabelText(label[event.field]), { target: { value: event.value } });
            },
            'auth.submit': () => {
              fireEvent.click(submitButton());
            },
            'xstate.done.actor.signIn': () => signIn.resolve(ok),
            'xstate.done.actor.register': () => register.resolve(ok),
            'xstate.error.actor.signIn': ({ event }: { event: { error: unknown } }) => signIn.reject(event.error),
            'xstate.error.actor.register': ({ event }: { event: { error: unknown } }) => register.reject(event.error),
            'xstate.done.actor.registerOrSignIn': () => registerOrSignIn.resolve(joined),
            'xstate.error.actor.registerOrSignIn': ({ event }: { event: { error: unknown } }) => registerOrSignIn.reject(event.error),
          } as never,
        });
      });
    }

  it('shows the spec messages verbatim', async () => {
    const logic = authDialogLogic.provide({ actors: { signIn: controlledCall<LoginData>().logic } });
    await renderWithRouter(
      <SessionProvider logic={sessionMachine} input={{ token: 'v' }} onApiEvent={apiEventBus().onApiEvent}>
        <LoginDialog logic={logic} onClose={() => {}} />
      </SessionProvider>,
    );
    const submit = () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign in' }));
    submit();
    expect(fieldMessage('email')).toBe('Please enter your email address');
    expect(fieldMessage('password')).toBe('Please enter your password');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '12345' } });
    submit();
    expect(fieldMessage('email')).toBe('Please enter a valid email address.');
    expect(fieldMessage('password')).toBe('Your password must be between 6-25 characters');
  });
});

import { assign, emit, setup } from 'xstate';
import { failureMessage, failureOf } from '../contract/codes';
import type { LoginData, RegistrationLoginData, UserInfo } from '../contract/entities';
import { said, type Message } from '../contract/messages';
import { loginSchema, registerFormSchema, registerPayload, type LoginInput, type RegisterForm, type RegisterInput } from '../contract/schemas/auth';
import { validate } from '../contract/schemas/validate';
import { providedCall } from './provided';

export type AuthTab = 'login' | 'register';
export type AuthField = 'email' | 'password';
export const AUTH_FIELDS: readonly AuthField[] = ['email', 'password'];

export interface AuthDialogInput {
  initialTab?: AuthTab;
  /**
   * Checkout as a new customer: Register opens the account or, when the e-mail already has one and
   * the password is right, signs in to it (one call, api/registrationLogin), so nobody is stopped
   * by "already registered" on the way to paying.
   */
  registerSignsIn?: boolean;
}

export interface AuthDialogContext {
  tab: AuthTab;
  registerSignsIn: boolean;
  values: Record<AuthField, string>;
  /** Field -> message (contract message text, translated by the view). */
  errors: Partial<Record<AuthField, Message>>;
  /** A failure that belongs to no field (network, rate limit, server), as a message text. */
  formError: Message | null;
  result: { token: string; user: UserInfo } | null;
}

export type AuthDialogEvent =
  { type: 'auth.tab.select'; tab: AuthTab } | { type: 'field.change'; field: AuthField; value: string } | { type: 'auth.submit' };

export type AuthDialogEmitted = { type: 'auth.succeeded'; token: string; user: UserInfo };

/** The validated values of the current tab, or the message of every failing field. */
export function checkForm(tab: AuthTab, values: Record<AuthField, string>) {
  return tab === 'login' ? validate(loginSchema, values) : validate(registerFormSchema, values);
}

/** Splits a failed request into field messages (422 on e-mail or password) and a form message. */
export function failureMessages(error: unknown): Pick<AuthDialogContext, 'errors' | 'formError'> {
  const e = failureOf(error);
  const errors: AuthDialogContext['errors'] = {};
  const fieldErrors = e.kind === 'invalid' ? e.fieldErrors : {};
  let other: Message | null = null;
  for (const [field, message] of Object.entries(fieldErrors)) {
    if ((AUTH_FIELDS as readonly string[]).includes(field)) errors[field as AuthField] = message;
    else other ??= message;
  }
  if (Object.keys(errors).length > 0) return { errors, formError: other };
  return { errors, formError: other ?? failureMessage(e, said('serverError')) };
}

/**
 * The sign-in / register dialog (spec sections 4 and 5): two tabs over one e-mail and password;
 * submit validates with the contract's schemas, then signs in or registers; while a request runs
 * further submits are ignored; on success it emits `auth.succeeded` and stops.
 */
export const authDialogMachine = setup({
  types: {
    context: {} as AuthDialogContext,
    events: {} as AuthDialogEvent,
    tags: {} as 'editable' | 'busy' | 'done',
    input: {} as AuthDialogInput,
    emitted: {} as AuthDialogEmitted,
    output: {} as { token: string; user: UserInfo } | null,
  },
  actors: {
    /** POST api/login */
    signIn: providedCall<LoginData, LoginInput>('signIn'),
    /** POST api/register (type 1) */
    register: providedCall<LoginData, RegisterInput>('register'),
    /** POST api/registrationLogin: opens the account or signs in to it. */
    registerOrSignIn: providedCall<RegistrationLoginData, RegisterForm>('registerOrSignIn'),
  },
  actions: {
    selectTab: assign(({ event }) => (event.type === 'auth.tab.select' ? { tab: event.tab, errors: {}, formError: null } : {})),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    showValidationErrors: assign(({ context }) => {
      const checked = checkForm(context.tab, context.values);
      return { errors: checked.ok ? {} : (checked.errors as AuthDialogContext['errors']), formError: null };
    }),
    clearErrors: assign({ errors: {}, formError: null }),
    showRequestFailure: assign((_, { error }: { error: unknown }) => failureMessages(error)),
    storeResult: assign((_, { data }: { data: LoginData }) => ({ result: { token: data.access_token, user: data.user } })),
    /** Provided by the app: the session takes the customer token (then loads the user, cart and wishlist). */
    tellSession: (_, _params: { token: string; user: UserInfo }) => {},
    emitSucceeded: emit(({ context }) => ({
      type: 'auth.succeeded' as const,
      token: context.result!.token,
      user: context.result!.user,
    })),
  },
  guards: {
    formIsValid: ({ context }) => checkForm(context.tab, context.values).ok,
    isLoginTab: ({ context }) => context.tab === 'login',
    registerSignsIn: ({ context }) => context.registerSignsIn,
  },
}).createMachine({
  id: 'authDialog',
  context: ({ input }) => ({
    tab: input?.initialTab ?? 'login',
    registerSignsIn: input?.registerSignsIn ?? false,
    values: { email: '', password: '' },
    errors: {},
    formError: null,
    result: null,
  }),
  initial: 'editing',
  output: ({ context }) => context.result,
  states: {
    editing: {
      tags: ['editable'],
      on: {
        'auth.tab.select': { actions: 'selectTab' },
        'field.change': { actions: 'changeField' },
        'auth.submit': [{ guard: 'formIsValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showValidationErrors' }],
      },
    },
    submitting: {
      tags: ['busy'],
      description: 'A request is running: the button shows loading and further submits are ignored.',
      initial: 'choosing',
      states: {
        choosing: {
          always: [
            { guard: 'isLoginTab', target: 'signingIn' },
            { guard: 'registerSignsIn', target: 'registeringOrSigningIn' },
            { target: 'registering' },
          ],
        },
        signingIn: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => {
              const checked = validate(loginSchema, context.values);
              return checked.ok ? checked.value : { email: context.values.email.trim(), password: context.values.password };
            },
            onDone: { target: '#authDialog.succeeded', actions: { type: 'storeResult', params: ({ event }) => ({ data: event.output }) } },
            onError: { target: '#authDialog.editing', actions: { type: 'showRequestFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        registering: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => registerPayload(context.values),
            onDone: { target: '#authDialog.succeeded', actions: { type: 'storeResult', params: ({ event }) => ({ data: event.output }) } },
            onError: { target: '#authDialog.editing', actions: { type: 'showRequestFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        registeringOrSigningIn: {
          description: 'Checkout as a new customer: opens the account, or signs in to the one the e-mail has when the password is right.',
          invoke: {
            id: 'registerOrSignIn',
            src: 'registerOrSignIn',
            input: ({ context }) => ({ email: context.values.email.trim(), password: context.values.password }),
            onDone: { target: '#authDialog.succeeded', actions: { type: 'storeResult', params: ({ event }) => ({ data: event.output }) } },
            onError: { target: '#authDialog.editing', actions: { type: 'showRequestFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    succeeded: {
      tags: ['busy', 'done'],
      type: 'final',
      description: 'Signed in or registered: the session takes the token; the view closes the dialog (or leaves the sign-in page).',
      entry: [{ type: 'tellSession', params: ({ context }) => context.result! }, 'emitSucceeded'],
    },
  },
});

export type AuthDialogMachine = typeof authDialogMachine;

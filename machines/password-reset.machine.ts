import { assign, setup } from 'xstate';
import { failureMessage, failureOf } from '../contract/codes';
import { said, type Message } from '../contract/messages';
import { forgotPasswordSchema, resetPasswordSchema, type ForgotPasswordInput, type ResetPasswordInput } from '../contract/schemas/auth';
import { validate } from '../contract/schemas/validate';
import { providedCall } from './provided';

export type ResetField = 'email' | 'password' | 'c_password';

export interface PasswordResetInput {
  /** The token of the e-mailed link (`?token=`); without it the page asks for the e-mail. */
  token?: string | null;
}

export interface PasswordResetContext {
  token: string | null;
  values: Record<ResetField, string>;
  errors: Partial<Record<ResetField, Message>>;
  formError: Message | null;
}

export type PasswordResetEvent = { type: 'field.change'; field: ResetField; value: string } | { type: 'reset.submit' };

/** Whether a failed reset means the link itself is no good (unknown, used or expired token). */
export function isTokenRejected(error: unknown): boolean {
  const e = failureOf(error);
  return e.kind === 'notFound' || (e.kind === 'invalid' && !!e.fieldErrors.token);
}

function fieldMessages(error: unknown, fields: ResetField[]): Pick<PasswordResetContext, 'errors' | 'formError'> {
  const e = failureOf(error);
  const errors: PasswordResetContext['errors'] = {};
  if (e.kind === 'invalid') {
    for (const [k, v] of Object.entries(e.fieldErrors)) if ((fields as string[]).includes(k)) errors[k as ResetField] = v;
  }
  return Object.keys(errors).length ? { errors, formError: null } : { errors, formError: failureMessage(e, said('serverError')) };
}

/**
 * Forgot password: either request a reset link by e-mail (api/forgotPassword) or, with the
 * link's token, set a new password (api/resetPassword {token, password, c_password}).
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    tags: {} as 'forgot' | 'sent' | 'busy' | 'done' | 'tokenInvalid',
    input: {} as PasswordResetInput,
  },
  actors: {
    /** POST api/forgotPassword */
    requestLink: providedCall<null, ForgotPasswordInput>('requestLink'),
    /** POST api/resetPassword (the e-mailed link's token and the new password) */
    resetPassword: providedCall<null, ResetPasswordInput>('resetPassword'),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, errors, formError: null };
    }),
    showRequestErrors: assign(({ context }) => {
      const checked = validate(forgotPasswordSchema, { email: context.values.email });
      return { errors: checked.ok ? {} : checked.errors, formError: null };
    }),
    showResetErrors: assign(({ context }) => {
      const checked = validate(resetPasswordSchema, resetValues(context));
      return { errors: checked.ok ? {} : checked.errors, formError: null };
    }),
    clearErrors: assign({ errors: {}, formError: null }),
    showRequestFailure: assign((_, { error }: { error: unknown }) => fieldMessages(error, ['email'])),
    showResetFailure: assign((_, { error }: { error: unknown }) => fieldMessages(error, ['password', 'c_password'])),
  },
  guards: {
    hasToken: ({ context }) => !!context.token,
    requestIsValid: ({ context }) => validate(forgotPasswordSchema, { email: context.values.email }).ok,
    resetIsValid: ({ context }) => validate(resetPasswordSchema, resetValues(context)).ok,
    tokenRejected: (_, { error }: { error: unknown }) => isTokenRejected(error),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    token: input?.token || null,
    values: { email: '', password: '', c_password: '' },
    errors: {},
    formError: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'hasToken', target: 'reset' }, { target: 'request' }],
    },
    request: {
      tags: ['forgot'],
      description: 'Asks for the e-mail address to send a reset link to.',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'changeField' },
            'reset.submit': [{ guard: 'requestIsValid', target: 'sending', actions: 'clearErrors' }, { actions: 'showRequestErrors' }],
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'requestLink',
            src: 'requestLink',
            input: ({ context }) => ({ email: context.values.email.trim() }),
            onDone: 'sent',
            onError: { target: 'editing', actions: { type: 'showRequestFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        sent: { tags: ['sent'], type: 'final', description: 'The same answer whether or not the address has an account.' },
      },
    },
    reset: {
      description: 'The e-mailed link was opened: asks for the new password twice.',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'changeField' },
            'reset.submit': [{ guard: 'resetIsValid', target: 'saving', actions: 'clearErrors' }, { actions: 'showResetErrors' }],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context }) => resetValues(context),
            onDone: 'changed',
            onError: [
              { guard: { type: 'tokenRejected', params: ({ event }) => ({ error: event.error }) }, target: 'tokenInvalid' },
              { target: 'editing', actions: { type: 'showResetFailure', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        changed: { tags: ['done'], type: 'final' },
        tokenInvalid: { tags: ['tokenInvalid'], type: 'final', description: 'The link is unknown, used or expired.' },
      },
    },
  },
});

function resetValues(context: PasswordResetContext): ResetPasswordInput {
  return { token: context.token ?? '', password: context.values.password, c_password: context.values.c_password };
}

export type PasswordResetMachine = typeof passwordResetMachine;

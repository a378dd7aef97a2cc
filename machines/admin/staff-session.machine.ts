import { assign, setup } from 'xstate';
import type { StaffSelf, StaffSession } from '../../contract/staff';
import { providedCall } from '../provided';
import { checkFields, type FieldErrors, type FieldRule, type Values } from './fields';

/** The sign-in form's fields and what they must hold before they are sent. */
export const SIGN_IN_RULES: Record<'email' | 'password', FieldRule> = {
  email: { required: true, email: true, max: 254 },
  password: { required: true, max: 128 },
};

export interface StaffSessionInput {
  /** The token kept from an earlier visit of this tab (checked with `me` first), or null. */
  token: string | null;
}

export interface StaffSessionContext {
  token: string | null;
  member: StaffSelf | null;
  values: Values;
  errors: FieldErrors;
  /** The server's refusal of a sign-in (wrong credentials, locked, rate limited), shown over the form. */
  error: unknown;
  /** Why the member is signed out when it was not their choice: their session ended (a 401). */
  ended: boolean;
}

export type StaffSessionEvent =
  | { type: 'session.field'; name: 'email' | 'password'; value: string }
  | { type: 'session.signIn' }
  | { type: 'session.signOut' }
  /** A console call was answered 401: the token is no longer good (expired, revoked, member disabled). */
  | { type: 'session.expired' }
  /** Another flow signed the member in (creating the first owner, accepting an invitation). */
  | { type: 'session.started'; session: StaffSession };

/**
 * The console's staff session: a token kept from earlier is checked with `me` (signed in, or
 * signed out when the server no longer takes it); signing in with e-mail and password; signing
 * out; any call answered 401 ends the session. The app keeps the token (`keepToken`,
 * `forgetToken`) and sends it with every call.
 */
export const staffSessionMachine = setup({
  types: {
    input: {} as StaffSessionInput,
    context: {} as StaffSessionContext,
    events: {} as StaffSessionEvent,
    tags: {} as 'checking' | 'signedIn' | 'signedOut' | 'busy',
  },
  actors: {
    /** GET api/admin/auth/me with the kept token. */
    me: providedCall<StaffSelf, { token: string }>('me'),
    /** POST api/admin/auth/sign-in. */
    signIn: providedCall<StaffSession, { email: string; password: string }>('signIn'),
    /** POST api/admin/auth/sign-out (a failure is no matter: the token is forgotten anyway). */
    signOut: providedCall<unknown, { token: string }>('signOut'),
  },
  guards: {
    hasToken: ({ context }) => !!context.token,
    isValid: ({ context }) => Object.keys(checkFields(context.values, SIGN_IN_RULES)).length === 0,
  },
  actions: {
    setField: assign({
      values: ({ context, event }) => (event.type === 'session.field' ? { ...context.values, [event.name]: event.value } : context.values),
      errors: ({ context, event }) => {
        if (event.type !== 'session.field') return context.errors;
        const { [event.name]: _gone, ...rest } = context.errors;
        return rest;
      },
    }),
    showErrors: assign({ errors: ({ context }) => checkFields(context.values, SIGN_IN_RULES), error: null }),
    clearErrors: assign({ errors: {}, error: null, ended: false }),
    setMember: assign((_, { member }: { member: StaffSelf }) => ({ member })),
    startSession: assign((_, { session }: { session: StaffSession }) => ({
      token: session.access_token,
      member: session.member,
      values: { email: '', password: '' },
      errors: {},
      error: null,
      ended: false,
    })),
    rememberRefusalKeepingEmail: assign(({ context }, { error }: { error: unknown }) => ({
      error,
      values: { email: context.values.email ?? '', password: '' },
      errors: {},
    })),
    endSession: assign({ token: null, member: null }),
    markEnded: assign({ ended: true }),
    /** Provided by the app: keeps the token for this tab (the API client sends it). */
    keepToken: (_, _params: { token: string }) => {},
    /** Provided by the app: forgets the kept token. */
    forgetToken: () => {},
  },
}).createMachine({
  id: 'staffSession',
  context: ({ input }) => ({
    token: input.token,
    member: null,
    values: { email: '', password: '' },
    errors: {},
    error: null,
    ended: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'checking' }, { target: 'signedOut' }],
    },
    checking: {
      description: 'A token kept from earlier in this tab: the server says whose it is, or that it no longer counts.',
      tags: ['checking', 'busy'],
      invoke: {
        id: 'me',
        src: 'me',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'signedIn', actions: { type: 'setMember', params: ({ event }) => ({ member: event.output }) } },
        onError: { target: 'signedOut', actions: ['endSession', 'forgetToken'] },
      },
    },
    signedOut: {
      tags: ['signedOut'],
      on: {
        'session.field': { actions: 'setField' },
        'session.signIn': [{ guard: 'isValid', target: 'signingIn', actions: 'clearErrors' }, { actions: 'showErrors' }],
        'session.started': {
          target: 'signedIn',
          actions: [
            { type: 'startSession', params: ({ event }) => ({ session: event.session }) },
            { type: 'keepToken', params: ({ event }) => ({ token: event.session.access_token }) },
          ],
        },
      },
    },
    signingIn: {
      tags: ['signedOut', 'busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.values.email!.trim(), password: context.values.password! }),
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'startSession', params: ({ event }) => ({ session: event.output }) },
            { type: 'keepToken', params: ({ event }) => ({ token: event.output.access_token }) },
          ],
        },
        onError: { target: 'signedOut', actions: { type: 'rememberRefusalKeepingEmail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      on: {
        'session.signOut': { target: 'signingOut' },
        'session.expired': { target: 'signedOut', actions: ['endSession', 'forgetToken', 'markEnded'] },
        'session.started': {
          actions: [
            { type: 'startSession', params: ({ event }) => ({ session: event.session }) },
            { type: 'keepToken', params: ({ event }) => ({ token: event.session.access_token }) },
          ],
        },
      },
    },
    signingOut: {
      description: 'The server ends the token; whatever it answers, the console forgets it.',
      tags: ['signedIn', 'busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'signedOut', actions: ['endSession', 'forgetToken'] },
        onError: { target: 'signedOut', actions: ['endSession', 'forgetToken'] },
      },
    },
  },
});

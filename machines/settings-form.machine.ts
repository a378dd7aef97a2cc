import { assign, setup } from 'xstate';
import { failureOf, type FieldErrors } from '../contract/codes';
import type { UserInfo } from '../contract/entities';
import { changeInformationSchema, changePasswordSchema } from '../contract/schemas/auth';
import { validate } from '../contract/schemas/validate';
import { providedCall } from './provided';

/**
 * The forms of /account/account-settings, each checked with its contract schema before it is sent
 * (the server checks the same schema again).
 */
export const SETTINGS_FORMS = {
  /** PUT api/users/changeAllInformation */
  profile: { schema: changeInformationSchema, fields: ['firstname', 'lastname', 'email'] },
  /** POST api/changePassword: its fields are emptied once saved. */
  password: { schema: changePasswordSchema, fields: ['old_password', 'password', 'c_password'] },
} as const;
export type SettingsFormName = keyof typeof SETTINGS_FORMS;
export type SettingsValues = Record<string, string>;

export interface SettingsFormInput {
  form: SettingsFormName;
  /** What the fields show at first (the customer's name and e-mail); empty when absent. */
  values?: SettingsValues;
}

interface SettingsFormContext {
  form: SettingsFormName;
  values: SettingsValues;
  /** A message per field (the schema's, or the server's 422), shown under the field. */
  errors: FieldErrors;
  /** The server's 422 messages, each kept until its field changes. */
  serverErrors: FieldErrors;
  /** After the first submit, messages follow what is typed. */
  submitted: boolean;
  /** A refusal that is not about one field (offline, server error). */
  error: unknown;
}

export type SettingsFormEvent =
  | { type: 'settings.field'; name: string; value: string }
  | { type: 'settings.submit' };

export interface SaveSettingsInput {
  form: SettingsFormName;
  values: SettingsValues;
}

function emptyValues(form: SettingsFormName): SettingsValues {
  return Object.fromEntries(SETTINGS_FORMS[form].fields.map((f) => [f, '']));
}

export function checkSettings(form: SettingsFormName, values: SettingsValues): FieldErrors {
  const result = validate(SETTINGS_FORMS[form].schema, values);
  return result.ok ? {} : result.errors;
}

/**
 * One form of the account settings: fields, checked on "Save" with the contract's schema and then
 * as they are typed, saved by the server; its field messages land under the fields, any other
 * refusal shows on its own. Saved, it says so until the next change; the password form empties.
 */
export const settingsFormMachine = setup({
  types: {
    input: {} as SettingsFormInput,
    context: {} as SettingsFormContext,
    events: {} as SettingsFormEvent,
  },
  actors: {
    /** changeAllInformation or changePassword: answers what the server saved (the user info, or null). */
    save: providedCall<UserInfo | null, SaveSettingsInput>('save'),
  },
  guards: {
    isValid: ({ context }) => Object.keys(checkSettings(context.form, context.values)).length === 0,
    isKnownField: ({ context, event }) =>
      event.type === 'settings.field' && (SETTINGS_FORMS[context.form].fields as readonly string[]).includes(event.name),
    emptiesWhenSaved: ({ context }) => context.form === 'password',
  },
  actions: {
    setField: assign({
      values: ({ context, event }) => (event.type === 'settings.field' ? { ...context.values, [event.name]: event.value } : context.values),
    }),
    /** Once submitted, messages follow the values; a server message stays until its field changes. */
    recheck: assign(({ context, event }) => {
      if (!context.submitted || event.type !== 'settings.field') return {};
      const { [event.name]: _changed, ...serverErrors } = context.serverErrors;
      return { serverErrors, errors: { ...checkSettings(context.form, context.values), ...serverErrors } };
    }),
    showErrors: assign({ submitted: true, errors: ({ context }) => ({ ...checkSettings(context.form, context.values), ...context.serverErrors }) }),
    clearErrors: assign({ errors: {}, serverErrors: {}, error: null }),
    rememberFailure: assign((_, { error }: { error: unknown }) => {
      const { fieldErrors } = failureOf(error);
      const onFields = Object.keys(fieldErrors).length > 0;
      return { submitted: true, errors: fieldErrors, serverErrors: fieldErrors, error: onFields ? null : (error ?? null) };
    }),
    emptyFields: assign({ values: ({ context }) => emptyValues(context.form), submitted: false }),
    /** Provided by the app: hands what was saved on (the profile to the session). */
    tellSaved: (_, _params: { form: SettingsFormName; saved: UserInfo | null }) => {},
  },
}).createMachine({
  id: 'settingsForm',
  context: ({ input }) => ({
    form: input.form,
    values: { ...emptyValues(input.form), ...input.values },
    errors: {},
    serverErrors: {},
    submitted: false,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The customer types; messages appear after the first "Save" and then follow the typing.',
      on: {
        'settings.field': { guard: 'isKnownField', actions: ['setField', 'recheck'] },
        'settings.submit': [
          { guard: 'isValid', target: 'saving', actions: 'clearErrors' },
          { actions: 'showErrors' },
        ],
      },
    },
    saving: {
      description: 'Waiting for the server; the button is busy and further submits are ignored.',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ form: context.form, values: context.values }),
        onDone: [
          {
            guard: 'emptiesWhenSaved',
            target: 'saved',
            actions: [{ type: 'tellSaved', params: ({ context, event }) => ({ form: context.form, saved: event.output }) }, 'emptyFields'],
          },
          { target: 'saved', actions: { type: 'tellSaved', params: ({ context, event }) => ({ form: context.form, saved: event.output }) } },
        ],
        onError: { target: 'editing', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: {
      description: 'Says it is saved until the next change (the password form is emptied).',
      on: {
        'settings.field': { guard: 'isKnownField', target: 'editing', actions: ['setField', 'recheck'] },
        'settings.submit': [
          { guard: 'isValid', target: 'saving', actions: 'clearErrors' },
          { target: 'editing', actions: 'showErrors' },
        ],
      },
    },
  },
});

import { assign, setup } from 'xstate';
import { failureOf, type FieldMessages } from '../contract/codes';
import type { UserInfo } from '../contract/entities';
import { catalogueRequestSchema, changeInformationSchema, changePasswordSchema, newsletterSchema } from '../contract/schemas/auth';
import { LENS_INQUIRY_RX_FIELDS, lensInquirySchema } from '../contract/lens-inquiry';
import { arrivalNotificationSchema, inquirySchema } from '../contract/schemas/content';
import { businessProfileSchema } from '../contract/schemas/wholesale';
import { acceptRebateSchema, addPreOrderSchema, createLogoSchema, odmSchema } from '../contract/schemas/wholesale-services';
import { messages } from '../contract/messages';
import { ODM_MAX_FILES, UPLOAD_MAX_BYTES } from '../contract/wholesale-services';
import { validate } from '../contract/schemas/validate';
import { providedCall } from './provided';

/**
 * The simple forms of the shop (fields in, one call out), each checked with its contract schema
 * before it is sent (the server checks the same schema again): account settings' forms, the
 * e-mail catalogue pop-up's, the contact form, the arrival notification, the pre-order and the OEM/ODM request
 * (with attachments: `attachments` is how many it takes). A form marked `emptiesWhenSaved` starts over once sent.
 */
export const SCHEMA_FORMS = {
  /** PUT api/users/changeAllInformation */
  profile: { schema: changeInformationSchema, fields: ['firstname', 'lastname', 'email'] },
  /** POST api/changePassword: its fields are emptied once saved. */
  password: { schema: changePasswordSchema, fields: ['old_password', 'password', 'c_password'], emptiesWhenSaved: true },
  /** POST api/users/newsletter: subscribe '1' or '0' (a checkbox). */
  newsletter: { schema: newsletterSchema, fields: ['subscribe'] },
  /** POST api/users/business: the customer's business; saved, the session's user is a business buyer. */
  business: { schema: businessProfileSchema, fields: ['company_name', 'tax_id', 'business_type', 'country'] },
  /** POST api/contractUs/getCatalogue (the e-mail catalogue pop-up) */
  catalogue: { schema: catalogueRequestSchema, fields: ['email'] },
  /** POST api/contractUs/addInquiry (/contact-us): emptied once sent. */
  inquiry: { schema: inquirySchema, fields: ['name', 'email', 'subject', 'message', 'order_no'], emptiesWhenSaved: true },
  /** POST api/contractUs/addLensInquiry (/lensDetail): emptied once sent. */
  lensInquiry: { schema: lensInquirySchema, fields: ['name', 'email', 'need', ...LENS_INQUIRY_RX_FIELDS, 'message'], emptiesWhenSaved: true },
  /** POST api/contractUs/arrivalNotification (the coming collection on /company-news): emptied once sent. */
  arrival: { schema: arrivalNotificationSchema, fields: ['email'], emptiesWhenSaved: true },
  /** POST api/users/advance_sale_order/add_advance_sale_order (/account/my-pre-orders): a colour on its way and how many. */
  preOrder: { schema: addPreOrderSchema, fields: ['variant_id', 'qty'] },
  /** POST api/orders/createLogo (an unshipped order's page): the buyer's logo printed on how many of its frames, and where. */
  orderLogo: { schema: createLogoSchema, fields: ['order_id', 'logo_id', 'qty', 'placement'] },
  /** POST api/users/rebateAgreement {version} (/Annual-Rebate-Reward-Agreement): accepting the text of that version. */
  rebate: { schema: acceptRebateSchema, fields: ['version'] },
  /** POST api/contractUs/odm (/oem-odm, multipart): the request and up to 3 attachments; emptied once sent. */
  odm: { schema: odmSchema, fields: ['kind', 'name', 'email', 'company', 'quantity', 'message'], emptiesWhenSaved: true, attachments: ODM_MAX_FILES },
} as const;
export type SchemaFormName = keyof typeof SCHEMA_FORMS;
export type FormValues = Record<string, string>;
/** A file picked for a form that takes attachments (a browser File has these; the app sends its bytes). */
export interface AttachedFile {
  name: string;
  size: number;
}

export interface SchemaFormInput {
  form: SchemaFormName;
  /** What the fields show at first (the customer's name and e-mail); empty when absent. */
  values?: FormValues;
}

interface SchemaFormContext {
  form: SchemaFormName;
  values: FormValues;
  /** A message per field (the schema's, or the server's 422), shown under the field. */
  errors: FieldMessages;
  /** The server's 422 messages, each kept until its field changes. */
  serverErrors: FieldMessages;
  /** After the first submit, messages follow what is typed. */
  submitted: boolean;
  /** A refusal that is not about one field (offline, server error). */
  error: unknown;
  /** The attachments picked (forms with `attachments` only; their message is under `files`). */
  files: AttachedFile[];
}

export type SchemaFormEvent =
  { type: 'form.field'; name: string; value: string } | { type: 'form.files'; files: AttachedFile[] } | { type: 'form.submit' };

export interface SaveFormInput {
  form: SchemaFormName;
  values: FormValues;
  /** The attachments, for a form that takes them. */
  files?: AttachedFile[];
}

function emptyValues(form: SchemaFormName): FormValues {
  return Object.fromEntries(SCHEMA_FORMS[form].fields.map((f) => [f, '']));
}

/** The most attachments a form takes (0: none). */
const attachmentsOf = (form: SchemaFormName): number => {
  const spec = SCHEMA_FORMS[form];
  return 'attachments' in spec ? spec.attachments : 0;
};

/** The attachments' message: too many, or one over the upload size (the server checks what they are). */
function checkFiles(form: SchemaFormName, files: readonly AttachedFile[]): FieldMessages {
  if (files.length > attachmentsOf(form)) return { files: messages.uploadTooMany };
  if (files.some((f) => f.size > UPLOAD_MAX_BYTES)) return { files: messages.uploadTooLarge };
  return {};
}

export function checkForm(form: SchemaFormName, values: FormValues, files: readonly AttachedFile[] = []): FieldMessages {
  const result = validate(SCHEMA_FORMS[form].schema, values);
  return { ...(result.ok ? {} : result.errors), ...checkFiles(form, files) };
}

/**
 * One form: fields, checked on submit with the contract's schema and then as they are typed, sent
 * to the server; its field messages land under the fields, any other refusal shows on its own.
 * Saved, it says so until the next change; the password form empties.
 */
export const schemaFormMachine = setup({
  types: {
    input: {} as SchemaFormInput,
    context: {} as SchemaFormContext,
    events: {} as SchemaFormEvent,
    tags: {} as 'busy' | 'done',
  },
  actors: {
    /** The form's call: answers what the server saved (the user info for the profile, else null). */
    save: providedCall<UserInfo | null, SaveFormInput>('save'),
  },
  guards: {
    isValid: ({ context }) => Object.keys(checkForm(context.form, context.values, context.files)).length === 0,
    takesFiles: ({ context }) => attachmentsOf(context.form) > 0,
    isKnownField: ({ context, event }) =>
      event.type === 'form.field' && (SCHEMA_FORMS[context.form].fields as readonly string[]).includes(event.name),
    emptiesWhenSaved: ({ context }) => 'emptiesWhenSaved' in SCHEMA_FORMS[context.form],
  },
  actions: {
    setField: assign({
      values: ({ context, event }) => (event.type === 'form.field' ? { ...context.values, [event.name]: event.value } : context.values),
    }),
    setFiles: assign({ files: ({ context, event }) => (event.type === 'form.files' ? event.files : context.files) }),
    /** Once submitted, messages follow the values; a server message stays until its field (or the files) change. */
    recheck: assign(({ context, event }) => {
      if (!context.submitted || (event.type !== 'form.field' && event.type !== 'form.files')) return {};
      const { [event.type === 'form.field' ? event.name : 'files']: _changed, ...serverErrors } = context.serverErrors;
      return { serverErrors, errors: { ...checkForm(context.form, context.values, context.files), ...serverErrors } };
    }),
    showErrors: assign({
      submitted: true,
      errors: ({ context }) => ({ ...checkForm(context.form, context.values, context.files), ...context.serverErrors }),
    }),
    clearErrors: assign({ errors: {}, serverErrors: {}, error: null }),
    rememberFailure: assign((_, { error }: { error: unknown }) => {
      const { fieldErrors } = failureOf(error);
      const onFields = Object.keys(fieldErrors).length > 0;
      return { submitted: true, errors: fieldErrors, serverErrors: fieldErrors, error: onFields ? null : (error ?? null) };
    }),
    emptyFields: assign({ values: ({ context }) => emptyValues(context.form), files: [], submitted: false }),
    /** Provided by the app: hands what was saved on (the profile to the session). */
    tellSaved: (_, _params: { form: SchemaFormName; saved: UserInfo | null }) => {},
  },
}).createMachine({
  id: 'schemaForm',
  context: ({ input }) => ({
    form: input.form,
    values: { ...emptyValues(input.form), ...input.values },
    errors: {},
    serverErrors: {},
    submitted: false,
    error: null,
    files: [],
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The customer types; messages appear after the first "Save" and then follow the typing.',
      on: {
        'form.field': { guard: 'isKnownField', actions: ['setField', 'recheck'] },
        'form.files': { guard: 'takesFiles', actions: ['setFiles', 'recheck'] },
        'form.submit': [{ guard: 'isValid', target: 'saving', actions: 'clearErrors' }, { actions: 'showErrors' }],
      },
    },
    saving: {
      description: 'Waiting for the server; the button is busy and further submits are ignored.',
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ form: context.form, values: context.values, ...(attachmentsOf(context.form) ? { files: context.files } : {}) }),
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
      description: 'Says it is saved until the next change (the password and contact forms are emptied).',
      tags: ['done'],
      on: {
        'form.field': { guard: 'isKnownField', target: 'editing', actions: ['setField', 'recheck'] },
        'form.files': { guard: 'takesFiles', target: 'editing', actions: ['setFiles', 'recheck'] },
        'form.submit': [
          { guard: 'isValid', target: 'saving', actions: 'clearErrors' },
          { target: 'editing', actions: 'showErrors' },
        ],
      },
    },
  },
});

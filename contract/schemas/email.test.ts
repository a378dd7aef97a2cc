import { describe, expect, it } from 'vitest';
import { reach, type AnySchema } from 'yup';
import { messages } from '../messages';
import { checkSupportEmail } from '../support';
import { lensInquirySchema } from '../lens-inquiry';
import { catalogueRequestSchema, changeInformationSchema, forgotPasswordSchema, loginSchema, registerFormSchema, registerSchema } from './auth';
import { stockNotifySchema } from './catalog';
import { trackOrderSchema } from './checkout';
import { arrivalNotificationSchema, inquirySchema } from './content';
import { emailField, optionalEmailField } from './email';
import { endCustomerSchema, odmSchema } from './wholesale-services';

/** Every schema of the contract with an e-mail field, by the form or body it checks. */
const FORMS: [string, AnySchema][] = [
  ['login', loginSchema],
  ['register form', registerFormSchema],
  ['register payload', registerSchema],
  ['forgot password', forgotPasswordSchema],
  ['account settings', changeInformationSchema],
  ['e-mail catalogue', catalogueRequestSchema],
  ['contact form', inquirySchema],
  ['lens enquiry', lensInquirySchema],
  ['arrival notification', arrivalNotificationSchema],
  ['stock notice', stockNotifySchema],
  ['order tracking', trackOrderSchema],
  ['OEM/ODM request', odmSchema],
  ['drop-shipping end customer', endCustomerSchema],
];

const accepted = ['jane.doe@example.com', 'j_d-1@mail.example.com', 'jane@example.co.uk', 'J.DOE@EXAMPLE.COM', `${'a'.repeat(38)}@example.com`];
const refused = [
  'jane+shop@example.com', // yup's .email() took it
  'jane@localhost', // and this: a domain without a dot suffix
  'jane@a.example.co.uk', // three suffixes
  'jane.example.com',
  'jane@@example.com',
  'jane doe@example.com',
  `${'a'.repeat(39)}@example.com`, // 51 characters
];

const emailOf = (schema: AnySchema) => reach(schema, 'email') as AnySchema;

describe('the one e-mail rule (spec 5)', () => {
  it.each(FORMS)('%s takes every address the spec takes and refuses every one it refuses', (_form, schema) => {
    const field = emailOf(schema);
    for (const address of accepted) expect([address, field.isValidSync(address)]).toEqual([address, true]);
    for (const address of refused) expect([address, field.isValidSync(address)]).toEqual([address, false]);
  });

  it("is the support chat's rule for an answer by mail too", () => {
    for (const address of accepted) expect(checkSupportEmail(address)).toBe(address);
    for (const address of refused) expect(checkSupportEmail(address)).toBeNull();
  });

  it("says the sign-in form's words or the catalogue form's, in the spec's order", () => {
    expect(() => emailField().validateSync('')).toThrow(messages.emailRequired);
    expect(() => emailField().validateSync('jane@localhost')).toThrow(messages.emailInvalid);
    expect(() => emailField({ words: 'catalogue' }).validateSync('')).toThrow(messages.catalogueEmailRequired);
    expect(() => emailField({ words: 'catalogue' }).validateSync('jane+shop@example.com')).toThrow(messages.catalogueEmailInvalid);
    expect(() => emailField({ words: 'catalogue' }).validateSync(refused.at(-1))).toThrow(messages.catalogueEmailInvalid);
  });

  it('trims unless told not to, and may be left out where a form says so', () => {
    expect(emailField().validateSync(' jane@example.com ')).toBe('jane@example.com');
    expect(emailField({ trim: false }).isValidSync(' jane@example.com ')).toBe(false);
    expect(optionalEmailField().validateSync(undefined)).toBe('');
    expect(optionalEmailField().validateSync(' ')).toBe('');
    expect(optionalEmailField().isValidSync('jane@localhost')).toBe(false);
  });
});

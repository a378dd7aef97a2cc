import { string, type StringSchema } from 'yup';
import { EMAIL_MAX } from '../constants';
import { messages } from '../messages';

/** Word characters, dot, underscore or hyphen, then @, then a domain with 1 to 2 dot suffixes (spec 5). */
export const EMAIL_PATTERN = /^[\w.-]+@[\w-]+(\.[\w-]+){1,2}$/;

/**
 * The spec's two sets of words for the one rule (section 5): the sign-in and register form's, and the
 * e-mail catalogue form's (the forms that ask only for an address: catalogue, arrival, stock notice,
 * order tracking).
 */
const WORDS = {
  signIn: { required: messages.emailRequired, tooLong: messages.emailTooLong, invalid: messages.emailInvalid },
  catalogue: { required: messages.catalogueEmailRequired, tooLong: messages.catalogueEmailInvalid, invalid: messages.catalogueEmailInvalid },
} as const;
export type EmailWords = keyof typeof WORDS;

export interface EmailFieldOptions {
  /** Whose words the field says: the sign-in form's (the default) or the e-mail catalogue form's. */
  words?: EmailWords;
  /** Trimmed before it is checked (the default); the register form checks the address as typed. */
  trim?: boolean;
}

/** The rule after `required`: at most EMAIL_MAX characters, then the spec's pattern. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any of yup's context, default and flags: the rule keeps the caller's
const ruled = <S extends StringSchema<string | undefined, any, any, any>>(field: S, words: EmailWords): S =>
  field.max(EMAIL_MAX, WORDS[words].tooLong).matches(EMAIL_PATTERN, { message: WORDS[words].invalid, excludeEmptyString: true });

/**
 * THE e-mail field of every form and body that takes an address: required, at most EMAIL_MAX
 * characters, the spec's pattern; the same in the app's forms and on the server, so an address one
 * form takes no other refuses.
 */
export function emailField({ words = 'signIn', trim = true }: EmailFieldOptions = {}) {
  const field = trim ? string().trim() : string();
  return ruled(field.required(WORDS[words].required), words);
}

/** The same rule for an address that may be left out: '' when it is, else a valid address. */
export function optionalEmailField({ words = 'signIn' }: Pick<EmailFieldOptions, 'words'> = {}) {
  return ruled(string().trim().default(''), words);
}

import { boolean, object, string, ref, type InferType } from 'yup';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { messages } from '../messages';
import { emailField } from './email';

const password = string().required(messages.passwordRequired).min(PASSWORD_MIN, messages.passwordLength).max(PASSWORD_MAX, messages.passwordLength);

/** Login: the e-mail is trimmed before it is checked. */
export const loginSchema = object({
  email: emailField(),
  password,
});
export type LoginInput = InferType<typeof loginSchema>;

/** The register form has e-mail and password only (spec 5). */
export const registerFormSchema = object({ email: emailField({ trim: false }), password });
export type RegisterForm = InferType<typeof registerFormSchema>;

/**
 * The register payload: firstname and lastname are filled with the e-mail, c_password with the
 * password, type 1. The name rules carry the spec's messages though the form never trips them.
 */
export const registerSchema = object({
  email: emailField(),
  password,
  c_password: string()
    .required(messages.passwordRequired)
    .oneOf([ref('password')], messages.passwordsDiffer),
  firstname: string().trim().required(messages.firstnameRequired).max(EMAIL_MAX),
  lastname: string().trim().required(messages.lastnameRequired).max(EMAIL_MAX),
  /** Self-registration opens a retail account (1); business accounts are opened by the sales team. */
  type: string().oneOf(['1'], messages.businessByRequest).default('1'),
});
export type RegisterInput = InferType<typeof registerSchema>;

export function registerPayload(form: RegisterForm): RegisterInput {
  const e = form.email.trim();
  return { email: e, password: form.password, c_password: form.password, firstname: e, lastname: e, type: '1' };
}

export const forgotPasswordSchema = object({ email: emailField() });
export type ForgotPasswordInput = InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = object({
  token: string().required(messages.resetTokenInvalid).max(200, messages.resetTokenInvalid),
  password,
  c_password: string()
    .required(messages.passwordRequired)
    .oneOf([ref('password')], messages.passwordsDiffer),
});
export type ResetPasswordInput = InferType<typeof resetPasswordSchema>;

/** PUT api/users/changeAllInformation: the customer's name and e-mail (another account's e-mail is refused). */
export const changeInformationSchema = object({
  firstname: string().trim().required(messages.firstnameRequired).max(EMAIL_MAX, messages.fieldTooLong),
  lastname: string().trim().required(messages.lastnameRequired).max(EMAIL_MAX, messages.fieldTooLong),
  email: emailField(),
});
export type ChangeInformationInput = InferType<typeof changeInformationSchema>;

/** POST api/changePassword: the current password, then the new one twice (the spec's password rules). */
export const changePasswordSchema = object({
  old_password: string().required(messages.currentPasswordRequired).max(PASSWORD_MAX, messages.currentPasswordWrong),
  password,
  c_password: string()
    .required(messages.passwordRequired)
    .oneOf([ref('password')], messages.passwordsDiffer),
});
export type ChangePasswordInput = InferType<typeof changePasswordSchema>;

/**
 * POST api/contractUs/getCatalogue {email}: the e-mail catalogue pop-up's form, with the spec's own
 * messages (section 5): required, then a valid address.
 */
export const catalogueRequestSchema = object({
  email: emailField({ words: 'catalogue' }),
});
export type CatalogueRequestInput = InferType<typeof catalogueRequestSchema>;

/** POST api/users/newsletter {subscribe}: 1/0 (a form) or true/false. */
export const newsletterSchema = object({
  subscribe: boolean().typeError(messages.invalidInput).required(messages.invalidInput),
});
export type NewsletterInput = InferType<typeof newsletterSchema>;

/** GET api/newsletter/unsubscribe?token= (the link of every newsletter mail). */
export const unsubscribeQuerySchema = object({ token: string().trim().required(messages.invalidInput).max(200, messages.invalidInput) });
export type UnsubscribeQuery = InferType<typeof unsubscribeQuerySchema>;

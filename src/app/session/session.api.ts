import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type { LoginData, RegistrationLoginData, TokenData, UserInfo } from '../../../contract/entities';
import type { LoginInput, RegisterForm, RegisterInput, ForgotPasswordInput, ResetPasswordInput } from '../../../contract/schemas/auth';

/** Visitor token, sign-in, register, sign-out and password reset. */
export const sessionApi = {
  visitor: () => http<TokenData>('post', paths.visitor, { auth: false }),
  login: (input: LoginInput) => http<LoginData>('post', paths.login, { form: { ...input } }),
  register: (input: RegisterInput) => http<LoginData>('post', paths.register, { form: { ...input } }),
  /** Opens the account or signs in to it (checkout as a new customer). */
  registrationLogin: (input: RegisterForm) => http<RegistrationLoginData>('post', paths.registrationLogin, { form: { ...input } }),
  logout: () => http<null>('post', paths.logout),
  userInfo: () => http<UserInfo>('get', paths.userInfo),
  forgotPassword: (input: ForgotPasswordInput) => http<null>('post', paths.forgotPassword, { form: { ...input } }),
  resetPassword: (input: ResetPasswordInput) => http<null>('post', paths.resetPassword, { form: { ...input } }),
};

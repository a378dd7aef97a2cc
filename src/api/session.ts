import type { ApiClient } from './client';
import { paths } from '../../contract/endpoints';
import type { LoginData, TokenData, UserInfo } from '../../contract/entities';
import type { LoginInput, RegisterInput, ForgotPasswordInput, ResetPasswordInput } from '../../contract/schemas/auth';

/** Visitor token, sign-in, register, sign-out and password reset. */
export function sessionApi(api: ApiClient) {
  return {
    visitor: () => api<TokenData>('post', paths.visitor, { auth: false }),
    login: (input: LoginInput) => api<LoginData>('post', paths.login, { form: { ...input } }),
    register: (input: RegisterInput) => api<LoginData>('post', paths.register, { form: { ...input } }),
    logout: () => api<null>('post', paths.logout),
    userInfo: () => api<UserInfo>('get', paths.userInfo),
    forgotPassword: (input: ForgotPasswordInput) => api<null>('post', paths.forgotPassword, { form: { ...input } }),
    resetPassword: (input: ResetPasswordInput) => api<null>('post', paths.resetPassword, { form: { ...input } }),
  };
}

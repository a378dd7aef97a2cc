import { http } from './http';
import { paths } from '../../contract/endpoints';
import type { UserInfo } from '../../contract/entities';
import type { ChangeInformationInput, ChangePasswordInput } from '../../contract/schemas/auth';

/** The customer's own account (/account/account-settings); form-encoded like the spec's other account calls. */
export const accountApi = {
  /** PUT api/users/changeAllInformation -> the user info as saved. */
  changeAllInformation: (input: ChangeInformationInput) => http<UserInfo>('put', paths.changeAllInformation, { form: { ...input } }),
  /** POST api/changePassword: the other sessions of the customer end. */
  changePassword: (input: ChangePasswordInput) => http<null>('post', paths.changePassword, { form: { ...input } }),
};

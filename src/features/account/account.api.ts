import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type { UserInfo } from '../../../contract/entities';
import type { ChangeInformationInput, ChangePasswordInput } from '../../../contract/schemas/auth';
import type { BusinessProfileInput } from '../../../contract/schemas/wholesale';
import type { BusinessProfile } from '../../../contract/wholesale';

/** The customer's own account (/account/account-settings); form-encoded like the spec's other account calls. */
export const accountApi = {
  /** PUT api/users/changeAllInformation -> the user info as saved. */
  changeAllInformation: (input: ChangeInformationInput) => http<UserInfo>('put', paths.changeAllInformation, { form: { ...input } }),
  /** POST api/changePassword: the other sessions of the customer end. */
  changePassword: (input: ChangePasswordInput) => http<null>('post', paths.changePassword, { form: { ...input } }),
  /** GET api/users/newsletter -> whether the customer gets the newsletter. */
  newsletter: (signal?: AbortSignal) => http<{ subscribed: boolean }>('get', paths.newsletter, { signal }),
  /** POST api/users/newsletter {subscribe: 1|0}: subscribing mails a welcome with the unsubscribe link. */
  setNewsletter: (subscribe: boolean) => http<{ subscribed: boolean }>('post', paths.newsletter, { form: { subscribe: subscribe ? 1 : 0 } }),
  /** GET api/users/business -> the declared business, or null. */
  business: (signal?: AbortSignal) => http<BusinessProfile | null>('get', paths.business, { signal }),
  /** POST api/users/business -> the profile and the user info, now a business buyer's. */
  declareBusiness: (input: BusinessProfileInput) => http<{ profile: BusinessProfile; user: UserInfo }>('post', paths.business, { json: input }),
};

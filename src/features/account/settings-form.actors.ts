import { fromPromise } from 'xstate';
import { schemaFormMachine } from '../../../machines/schema-form.machine';
import { accountApi } from './account.api';
import { appActor } from '../../app/app-actors';
import type { BusinessType } from '../../../contract/wholesale';

/**
 * The account settings forms' effects: the profile goes to changeAllInformation and the session
 * takes the saved user info (the header and My account follow); the password goes to changePassword,
 * the newsletter choice to api/users/newsletter, the business to api/users/business (the session
 * takes the user info, now a business buyer's).
 */
export const settingsFormLogic = schemaFormMachine.provide({
  actors: {
    save: fromPromise(async ({ input: { form, values: v } }) => {
      if (form === 'profile')
        return accountApi.changeAllInformation({ firstname: v.firstname ?? '', lastname: v.lastname ?? '', email: v.email ?? '' });
      if (form === 'password')
        return accountApi.changePassword({ old_password: v.old_password ?? '', password: v.password ?? '', c_password: v.c_password ?? '' });
      if (form === 'business') {
        const saved = await accountApi.declareBusiness({
          company_name: v.company_name ?? '',
          tax_id: v.tax_id ?? '',
          business_type: (v.business_type ?? '') as BusinessType,
          country: v.country ?? '',
        });
        return saved.user;
      }
      if (form === 'newsletter') {
        await accountApi.setNewsletter(v.subscribe === '1');
        return null;
      }
      throw new Error(`account settings have no ${form} form`);
    }),
  },
  actions: {
    tellSaved: (_, { saved }) => {
      if (saved) appActor('session').send({ type: 'session.userChanged', user: saved });
    },
  },
});

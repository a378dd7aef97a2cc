import { fromPromise } from 'xstate';
import { settingsFormMachine } from '../../../machines/settings-form.machine';
import { accountApi } from '../../api/account';
import { appActor } from '../../app/app-actors';

/**
 * The account settings forms' effects: the profile goes to changeAllInformation and the session
 * takes the saved user info (the header and My account follow); the password goes to changePassword.
 */
export const settingsFormLogic = settingsFormMachine.provide({
  actors: {
    save: fromPromise(({ input: { form, values: v } }) =>
      form === 'profile'
        ? accountApi.changeAllInformation({ firstname: v.firstname ?? '', lastname: v.lastname ?? '', email: v.email ?? '' })
        : accountApi.changePassword({ old_password: v.old_password ?? '', password: v.password ?? '', c_password: v.c_password ?? '' })),
  },
  actions: {
    tellSaved: (_, { saved }) => {
      if (saved) appActor('session').send({ type: 'session.userChanged', user: saved });
    },
  },
});

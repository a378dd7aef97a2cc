import { fromPromise } from 'xstate';
import { authDialogMachine } from '../../../machines/auth-dialog.machine';
import { sessionApi } from '../../app/session/session.api';
import { appActor } from '../../app/app-actors';

/** The sign-in / register form's effects: api/login, api/register or api/registrationLogin, then the session takes the customer token. */
export const authDialogLogic = authDialogMachine.provide({
  actors: {
    signIn: fromPromise(({ input }) => sessionApi.login(input)),
    register: fromPromise(({ input }) => sessionApi.register(input)),
    registerOrSignIn: fromPromise(({ input }) => sessionApi.registrationLogin(input)),
  },
  actions: {
    tellSession: (_, { token, user }) => appActor('session').send({ type: 'session.signedIn', token, user }),
  },
});

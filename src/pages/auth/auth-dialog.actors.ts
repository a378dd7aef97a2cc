import { fromPromise } from 'xstate';
import { authDialogMachine } from '../../../machines/auth-dialog.machine';
import { sessionApi } from '../../api/session';
import { appActor } from '../../app/app-actors';

/** The sign-in / register form's effects: api/login or api/register, then the session takes the customer token. */
export const authDialogLogic = authDialogMachine.provide({
  actors: {
    signIn: fromPromise(({ input }) => sessionApi.login(input)),
    register: fromPromise(({ input }) => sessionApi.register(input)),
  },
  actions: {
    tellSession: (_, { token, user }) => appActor('session').send({ type: 'session.signedIn', token, user }),
  },
});

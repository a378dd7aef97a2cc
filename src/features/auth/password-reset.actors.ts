import { fromPromise } from 'xstate';
import { passwordResetMachine } from '../../../machines/password-reset.machine';
import { sessionApi } from '../../app/session/session.api';

/** The forgot-password page's effects: request a reset link, or set the new password with the link's token. */
export const passwordResetLogic = passwordResetMachine.provide({
  actors: {
    requestLink: fromPromise(({ input }) => sessionApi.forgotPassword(input)),
    resetPassword: fromPromise(({ input }) => sessionApi.resetPassword(input)),
  },
});

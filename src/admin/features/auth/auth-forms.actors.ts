import { fromPromise } from 'xstate';
import { consoleFormMachine, type ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import type { StaffSession } from '../../../../contract/staff';
import { sessionActor } from '../../app/session/session-actor';
import { authApi } from './auth.api';

type Send = { form: ConsoleFormName; values: Values };

/** Creating the first owner from the setup link (its token in the values): done, the owner is signed in. */
export const setupFormLogic = consoleFormMachine.provide({
  actors: {
    send: fromPromise<unknown, Send>(({ input: { values } }) =>
      authApi.setup({ token: values.token ?? '', email: values.email!.trim(), name: values.name!.trim(), password: values.password! }),
    ),
  },
  actions: {
    tellDone: (_, { output }) => sessionActor().send({ type: 'session.started', session: output as StaffSession }),
  },
});

/** Accepting an invitation (its token in the values): done, the member is signed in. */
export const acceptInviteLogic = consoleFormMachine.provide({
  actors: {
    send: fromPromise<unknown, Send>(({ input: { values } }) =>
      authApi.acceptInvite({ token: values.token ?? '', name: values.name!.trim(), password: values.password! }),
    ),
  },
  actions: {
    tellDone: (_, { output }) => sessionActor().send({ type: 'session.started', session: output as StaffSession }),
  },
});

/** The member's own password. */
export const passwordFormLogic = consoleFormMachine.provide({
  actors: {
    send: fromPromise<unknown, Send>(({ input: { values } }) =>
      authApi.changePassword({ current_password: values.current_password!, new_password: values.new_password! }),
    ),
  },
});

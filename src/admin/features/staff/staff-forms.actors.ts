import { fromPromise } from 'xstate';
import { consoleFormMachine, type ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import type { StaffRole } from '../../../../contract/staff';
import { staffApi } from './staff.api';

/** What each staff form calls (the member's id in the values' `id`). */
function call(form: ConsoleFormName, values: Values): Promise<unknown> {
  const id = Number(values.id);
  switch (form) {
    case 'invite':
      return staffApi.invite({ email: values.email!.trim(), role: values.role as StaffRole });
    case 'role':
      return staffApi.setRole(id, values.role as StaffRole);
    case 'disable':
      return staffApi.disable(id);
    case 'enable':
      return staffApi.enable(id);
    case 'unlock':
      return staffApi.unlock(id);
    default:
      return Promise.reject(new Error(`${form} is not a staff form`));
  }
}

/** The Staff page's forms (Invite, a member's role, Disable, Enable, Unlock); done, the page reloads the list (`reload`). */
export function staffFormLogic(reload: () => void) {
  return consoleFormMachine.provide({
    actors: { send: fromPromise<unknown, { form: ConsoleFormName; values: Values }>(({ input }) => call(input.form, input.values)) },
    actions: { tellDone: () => reload() },
  });
}

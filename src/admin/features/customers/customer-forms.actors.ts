import { fromPromise } from 'xstate';
import { consoleFormMachine, type ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import { customersApi } from './customers.api';

/** What each customer form calls (the customer's id in the values' `id`). */
function call(form: ConsoleFormName, values: Values): Promise<unknown> {
  const id = Number(values.id);
  switch (form) {
    case 'approve':
      return customersApi.decide(id, 'approve');
    case 'decline':
      return customersApi.decide(id, 'decline', values.reason!.trim());
    case 'passwordReset':
      return customersApi.passwordReset(id);
    case 'disable':
      return customersApi.disable(id);
    case 'enable':
      return customersApi.enable(id);
    default:
      return Promise.reject(new Error(`${form} is not a customer form`));
  }
}

/**
 * A customer's forms (Approve, Decline with a reason, Send password reset, Disable, Enable); done,
 * the page says so and loads the customer again (`done`: the buttons follow the account's state).
 */
export function customerFormLogic(done: (form: ConsoleFormName) => void) {
  return consoleFormMachine.provide({
    actors: { send: fromPromise<unknown, { form: ConsoleFormName; values: Values }>(({ input }) => call(input.form, input.values)) },
    actions: { tellDone: (_, { form }) => done(form) },
  });
}

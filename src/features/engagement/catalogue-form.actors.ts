import { fromPromise } from 'xstate';
import { schemaFormMachine } from '../../../machines/schema-form.machine';
import { engagementApi } from './engagement.api';
import { rememberEmailSent } from './email-popup.actors';

/** The e-mail catalogue pop-up's form (schema-form 'catalogue'): its e-mail goes to api/contractUs/getCatalogue, and the device keeps that it was sent. */
export const catalogueFormLogic = schemaFormMachine.provide({
  actors: {
    save: fromPromise(async ({ input }) => {
      await engagementApi.getCatalogue(input.values.email ?? '');
      // Sent: this device is not asked again, whatever new visitor tokens come.
      rememberEmailSent();
      return null;
    }),
  },
});

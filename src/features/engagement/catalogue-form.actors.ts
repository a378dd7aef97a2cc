import { fromPromise } from 'xstate';
import { schemaFormMachine } from '../../../machines/schema-form.machine';
import { engagementApi } from './engagement.api';

/** The e-mail catalogue pop-up's form (schema-form 'catalogue'): its e-mail goes to api/contractUs/getCatalogue. */
export const catalogueFormLogic = schemaFormMachine.provide({
  actors: {
    save: fromPromise(async ({ input }) => {
      await engagementApi.getCatalogue(input.values.email ?? '');
      return null;
    }),
  },
});

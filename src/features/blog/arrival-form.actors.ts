import { fromPromise } from 'xstate';
import { DEFAULT_COLLECTION } from '../../../contract/content';
import { schemaFormMachine } from '../../../machines/schema-form.machine';
import { contentApi } from '../content/content.api';

/** The coming collection's form on /company-news (schema-form 'arrival'): its e-mail goes to api/contractUs/arrivalNotification. */
export const arrivalFormLogic = schemaFormMachine.provide({
  actors: {
    save: fromPromise(async ({ input: { values } }) => {
      await contentApi.arrivalNotification({ email: values.email ?? '', collection: DEFAULT_COLLECTION });
      return null;
    }),
  },
});

import { fromPromise } from 'xstate';
import { schemaFormMachine } from '../../../machines/schema-form.machine';
import { lensApi } from './lenses.api';

/** The lens enquiry form of /lensDetail (schema-form 'lensInquiry'): its fields go to api/contractUs/addLensInquiry. */
export const lensInquiryFormLogic = schemaFormMachine.provide({
  actors: {
    save: fromPromise(async ({ input: { values } }) => {
      await lensApi.addLensInquiry(values);
      return null;
    }),
  },
});

import { fromPromise } from 'xstate';
import { schemaFormMachine } from '../../../machines/schema-form.machine';
import { servicesApi } from './wholesale-services.api';

/** Accepting the Annual Rebate Reward agreement (schema-form 'rebate'): the version read goes to api/users/rebateAgreement. */
export const rebateFormLogic = schemaFormMachine.provide({
  actors: {
    save: fromPromise(async ({ input: { values } }) => {
      await servicesApi.acceptRebate(Number(values.version));
      return null;
    }),
  },
});

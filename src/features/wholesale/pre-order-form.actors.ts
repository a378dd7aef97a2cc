import { fromPromise } from 'xstate';
import { schemaFormMachine } from '../../../machines/schema-form.machine';
import { servicesApi } from './wholesale-services.api';

/** The pre-order form of /account/my-pre-orders (schema-form 'preOrder'): its fields go to add_advance_sale_order. */
export const preOrderFormLogic = schemaFormMachine.provide({
  actors: {
    save: fromPromise(async ({ input: { values: v } }) => {
      await servicesApi.addPreOrder({ variant_id: Number(v.variant_id), qty: Number(v.qty) });
      return null;
    }),
  },
});

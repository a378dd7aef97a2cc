import { fromPromise } from 'xstate';
import type { LogoPlacement } from '../../../contract/wholesale-services';
import { schemaFormMachine } from '../../../machines/schema-form.machine';
import { servicesApi } from './wholesale-services.api';

/** The order page's custom logo form (schema-form 'orderLogo'): its fields go to api/orders/createLogo. */
export const orderLogoFormLogic = schemaFormMachine.provide({
  actors: {
    save: fromPromise(async ({ input: { values: v } }) => {
      await servicesApi.createLogo({
        order_id: Number(v.order_id),
        logo_id: Number(v.logo_id),
        qty: Number(v.qty),
        placement: v.placement as LogoPlacement,
      });
      return null;
    }),
  },
});

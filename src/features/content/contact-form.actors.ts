import { fromPromise } from 'xstate';
import { schemaFormMachine } from '../../../machines/schema-form.machine';
import { contentApi } from './content.api';

/** The contact form of /contact-us (schema-form 'inquiry'): its fields go to api/contractUs/addInquiry. */
export const contactFormLogic = schemaFormMachine.provide({
  actors: {
    save: fromPromise(async ({ input: { values: v } }) => {
      await contentApi.addInquiry({
        name: v.name ?? '',
        email: v.email ?? '',
        subject: v.subject ?? '',
        message: v.message ?? '',
        order_no: v.order_no ?? '',
      });
      return null;
    }),
  },
});

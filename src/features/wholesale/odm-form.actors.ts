import { fromPromise } from 'xstate';
import { schemaFormMachine } from '../../../machines/schema-form.machine';
import type { OdmInput } from '../../../contract/schemas/wholesale-services';
import { servicesApi } from './wholesale-services.api';

/** The OEM/ODM request of /oem-odm (schema-form 'odm'): its fields and attachments go to api/contractUs/odm. */
export const odmFormLogic = schemaFormMachine.provide({
  actors: {
    save: fromPromise(async ({ input: { values: v, files = [] } }) => {
      await servicesApi.sendOdm(
        {
          kind: v.kind as OdmInput['kind'],
          name: v.name ?? '',
          email: v.email ?? '',
          company: v.company ?? '',
          quantity: Number(v.quantity),
          message: v.message ?? '',
        },
        // The view hands the picker's File objects to the machine.
        files as File[],
      );
      return null;
    }),
  },
});

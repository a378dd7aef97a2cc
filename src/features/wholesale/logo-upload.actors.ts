import { fromPromise } from 'xstate';
import { logoUploadMachine } from '../../../machines/logo-upload.machine';
import { servicesApi } from './wholesale-services.api';
import { logoList } from './logo-list';

/** The logo upload of /custom-logo: the picked file (a browser File) to api/orders/customerLogo; the list loads again. */
export const logoUploadLogic = logoUploadMachine.provide({
  actors: { upload: fromPromise(({ input }) => servicesApi.uploadLogo(input as File)) },
  actions: { tellUploaded: () => logoList.reload() },
});

import { fromPromise } from 'xstate';
import { logoUploadMachine } from '../../../machines/logo-upload.machine';
import { wholesaleApi } from '../../api/wholesale';
import { logoList } from './logo-list';

/** The logo upload of /custom-logo: the picked file (a browser File) to api/orders/customerLogo; the list loads again. */
export const logoUploadLogic = logoUploadMachine.provide({
  actors: { upload: fromPromise(({ input }) => wholesaleApi.uploadLogo(input as File)) },
  actions: { tellUploaded: () => logoList.reload() },
});

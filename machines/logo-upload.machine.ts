import { assign, setup } from 'xstate';
import { messages } from '../contract/messages';
import { UPLOAD_MAX_BYTES, type CustomerLogo } from '../contract/wholesale-services';
import { providedCall } from './provided';

/** A file the shopper picked (a browser File has these, and its bytes the app sends). */
export interface PickedFile {
  name: string;
  size: number;
}

interface LogoUploadContext {
  file: PickedFile | null;
  /** A refusal: the file too large (checked before sending), or the server's answer. */
  error: unknown;
}

export type LogoUploadEvent = { type: 'logo.upload'; file: PickedFile };

/**
 * Uploading a custom logo (/custom-logo): a file picked is checked for its size here (5 MB, the
 * server checks again and checks what it is), sent, and the customer's logos told; a refusal is
 * kept (shown translated) until the next file.
 */
export const logoUploadMachine = setup({
  types: { context: {} as LogoUploadContext, events: {} as LogoUploadEvent, tags: {} as 'busy' | 'done' },
  actors: { upload: providedCall<CustomerLogo, PickedFile>('upload') },
  guards: { isTooLarge: ({ event }) => event.file.size > UPLOAD_MAX_BYTES },
  actions: {
    keepFile: assign((_, { file }: { file: PickedFile }) => ({ file, error: null })),
    refuseTooLarge: assign(() => ({ file: null, error: new Error(messages.uploadTooLarge) })),
    rememberFailure: assign((_, { error }: { error: unknown }) => ({ error })),
    /** Provided by the app: the list of logos takes the new one. */
    tellUploaded: (_, _params: { logo: CustomerLogo }) => {},
  },
}).createMachine({
  id: 'logoUpload',
  context: { file: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'logo.upload': [
          { guard: 'isTooLarge', actions: 'refuseTooLarge' },
          { target: 'uploading', actions: { type: 'keepFile', params: ({ event }) => ({ file: event.file }) } },
        ],
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'upload',
        input: ({ context }) => context.file!,
        onDone: { target: 'uploaded', actions: { type: 'tellUploaded', params: ({ event }) => ({ logo: event.output }) } },
        onError: { target: 'idle', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    uploaded: {
      description: 'Says the logo is saved until the next file.',
      tags: ['done'],
      on: {
        'logo.upload': [
          { guard: 'isTooLarge', target: 'idle', actions: 'refuseTooLarge' },
          { target: 'uploading', actions: { type: 'keepFile', params: ({ event }) => ({ file: event.file }) } },
        ],
      },
    },
  },
});

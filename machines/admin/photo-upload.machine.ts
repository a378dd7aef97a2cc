import { assign, setup } from 'xstate';
import type { AdminProductPhoto } from '../../contract/admin-products';
import { providedSubscription } from '../provided';

export interface PhotoUploadInput {
  file: File;
  /** The colour's id, '' for every colour. */
  variant_id: string;
  alt: string;
}

export interface PhotoUploadContext extends PhotoUploadInput {
  /** Sent so far, 0..1. */
  progress: number;
  /** The server's refusal (an ApiError) or a failed connection; null while none. */
  error: unknown;
}

export type PhotoUploadEvent =
  | { type: 'upload.progress'; fraction: number }
  | { type: 'upload.done'; photos: AdminProductPhoto[] }
  | { type: 'upload.failed'; error: unknown }
  | { type: 'upload.retry' };

/**
 * One photo sent to the console (POST api/admin/products/{id}/photos): its progress as it goes,
 * then done (the page takes the product's photos it answers) or refused with the server's message
 * (not a picture, too large, unreadable), which the member may send again.
 */
export const photoUploadMachine = setup({
  types: {
    input: {} as PhotoUploadInput,
    context: {} as PhotoUploadContext,
    events: {} as PhotoUploadEvent,
    tags: {} as 'busy' | 'done' | 'failed',
  },
  actors: {
    /** Sends the file; tells upload.progress as it goes, then upload.done or upload.failed. */
    upload: providedSubscription<PhotoUploadInput>('upload'),
  },
  actions: {
    /** The product's photos now (the answer). */
    tellDone: (_, _photos: AdminProductPhoto[]) => {},
  },
}).createMachine({
  id: 'photoUpload',
  context: ({ input }) => ({ ...input, progress: 0, error: null }),
  initial: 'sending',
  states: {
    sending: {
      tags: ['busy'],
      entry: assign({ progress: 0, error: null }),
      invoke: { id: 'upload', src: 'upload', input: ({ context: c }) => ({ file: c.file, variant_id: c.variant_id, alt: c.alt }) },
      on: {
        'upload.progress': {
          actions: assign({
            progress: ({ context, event }) => (Number.isFinite(event.fraction) ? Math.max(0, Math.min(1, event.fraction)) : context.progress),
          }),
        },
        'upload.done': { target: 'done', actions: [assign({ progress: 1 }), { type: 'tellDone', params: ({ event }) => event.photos }] },
        'upload.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    failed: { tags: ['failed'], on: { 'upload.retry': 'sending' } },
    done: { tags: ['done'], type: 'final' },
  },
});

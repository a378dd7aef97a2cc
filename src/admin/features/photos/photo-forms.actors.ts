import { fromCallback, fromPromise } from 'xstate';
import type { AdminProductPhoto } from '../../../../contract/admin-products';
import { consoleFormMachine, type ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import { photoUploadMachine, type PhotoUploadEvent, type PhotoUploadInput } from '../../../../machines/admin/photo-upload.machine';
import { photosApi } from './photos.api';

/** The ids in order, `id` moved one place (-1 earlier, +1 later); the same order at either end. */
export function movedOrder(photos: readonly AdminProductPhoto[], id: number, by: -1 | 1): number[] {
  const ids = photos.map((p) => p.id);
  const at = ids.indexOf(id);
  const to = at + by;
  if (at < 0 || to < 0 || to >= ids.length) return ids;
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  return ids;
}

/** What each photo form calls; every call answers the product's photos now. */
function call(goodsId: number, photoId: number, photos: () => readonly AdminProductPhoto[], form: ConsoleFormName, values: Values) {
  switch (form) {
    case 'photoAlt':
      return photosApi.edit(goodsId, photoId, { alt: values.alt!.trim() });
    case 'photoColour':
      return photosApi.edit(goodsId, photoId, { variant_id: values.variant_id ? Number(values.variant_id) : null });
    case 'photoMain':
      return photosApi.edit(goodsId, photoId, { is_main: true });
    case 'photoDelete':
      return photosApi.remove(goodsId, photoId);
    case 'photoUp':
      return photosApi.order(goodsId, movedOrder(photos(), photoId, -1));
    case 'photoDown':
      return photosApi.order(goodsId, movedOrder(photos(), photoId, 1));
    default:
      return Promise.reject(new Error(`${form} is not a photo form`));
  }
}

/** One photo's forms (alt text, colour, main, move, delete); done, the manager takes the photos answered. */
export function photoFormLogic(
  goodsId: number,
  photoId: number,
  photos: () => readonly AdminProductPhoto[],
  done: (photos: AdminProductPhoto[]) => void,
) {
  return consoleFormMachine.provide({
    actors: {
      send: fromPromise<unknown, { form: ConsoleFormName; values: Values }>(({ input }) => call(goodsId, photoId, photos, input.form, input.values)),
    },
    actions: { tellDone: (_, { output }) => done(output as AdminProductPhoto[]) },
  });
}

/** One file's upload with its progress (photosApi.upload); done, the manager takes the photos answered. */
export function photoUploadLogic(goodsId: number, done: (photos: AdminProductPhoto[]) => void) {
  return photoUploadMachine.provide({
    actors: {
      upload: fromCallback<PhotoUploadEvent, PhotoUploadInput>(({ input, sendBack }) => {
        const abort = new AbortController();
        photosApi
          .upload(goodsId, input, (fraction) => sendBack({ type: 'upload.progress', fraction }), abort.signal)
          .then(
            (photos) => sendBack({ type: 'upload.done', photos }),
            (error: unknown) => !abort.signal.aborted && sendBack({ type: 'upload.failed', error }),
          );
        return () => abort.abort();
      }),
    },
    actions: { tellDone: (_, photos) => done(photos) },
  });
}

import { adminProductPaths, type AdminProductPhoto } from '../../../../contract/admin-products';
import { Code, fieldMessagesOf, kindOf, refOfEnvelope, type Envelope, type InvalidData } from '../../../../contract/codes';
import { messages, said } from '../../../../contract/messages';
import { paths } from '../../../../contract/endpoints';
import type { GoodsDetail } from '../../../../contract/catalog';
import { ApiError } from '../../../api/errors';
import { adminHttp } from '../../app/admin-http';
import { staffToken } from '../../app/staff-token';

export interface PhotoUploadFields {
  file: File;
  /** A colour's id, '' for every colour. */
  variant_id: string;
  alt: string;
}

/**
 * A photo sent with its progress (XMLHttpRequest: fetch cannot tell an upload's progress over
 * HTTP/1.1); answered as adminHttp answers: the data, or an ApiError with the server's message.
 */
function sendWithProgress(goodsId: number, fields: PhotoUploadFields, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  return new Promise<AdminProductPhoto[]>((resolve, reject) => {
    const body = new FormData();
    body.append('variant_id', fields.variant_id);
    body.append('alt', fields.alt);
    body.append('file', fields.file, fields.file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/${adminProductPaths.productPhotos(goodsId)}`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = staffToken.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    const failed = () => reject(new ApiError('network', Code.requestFailed, messages.requestFailed, {}, null, said('requestFailed')));
    xhr.onerror = failed;
    xhr.onabort = failed;
    xhr.onload = () => {
      let envelope: Envelope<unknown>;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<unknown>;
      } catch {
        return reject(new ApiError(kindOf(xhr.status), xhr.status, messages.serverError, {}, null, said('serverError')));
      }
      if (envelope.code === Code.ok) return resolve(envelope.data as AdminProductPhoto[]);
      const fieldErrors = envelope.code === Code.invalid ? fieldMessagesOf(envelope.data as InvalidData | null) : {};
      reject(
        new ApiError(kindOf(envelope.code), envelope.code, envelope.msg || messages.serverError, fieldErrors, envelope.data, refOfEnvelope(envelope)),
      );
    };
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

/** A product's photos in the console (contract/admin-products.ts: productPhotos, productPhoto, productPhotoOrder). */
export const photosApi = {
  list: (goodsId: number, signal?: AbortSignal) => adminHttp<AdminProductPhoto[]>('get', adminProductPaths.productPhotos(goodsId), { signal }),
  upload: sendWithProgress,
  edit: (goodsId: number, photoId: number, change: { alt?: string; variant_id?: number | null; is_main?: boolean }) =>
    adminHttp<AdminProductPhoto[]>('patch', adminProductPaths.productPhoto(goodsId, photoId), { json: change }),
  remove: (goodsId: number, photoId: number) => adminHttp<AdminProductPhoto[]>('delete', adminProductPaths.productPhoto(goodsId, photoId)),
  order: (goodsId: number, ids: number[]) => adminHttp<AdminProductPhoto[]>('post', adminProductPaths.productPhotoOrder(goodsId), { json: { ids } }),
  /** The product's colours as the shop shows them (the interim photos page; the product page passes its own). */
  colours: (goodsId: number, signal?: AbortSignal) => adminHttp<GoodsDetail>('get', paths.goodsDetail(goodsId), { signal }),
};

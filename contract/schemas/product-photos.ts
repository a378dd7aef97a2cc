import { array, boolean, object, string, type InferType } from 'yup';
import { PHOTO_LIMITS, SHOP_IMAGE_PURPOSES, type ShopImagePurpose } from '../admin-products';
import { consoleMessages as m } from '../console-messages';
import { messages } from '../messages';
import { rowId } from './list-query';

/**
 * A product's photos in the console (api/admin/products/{id}/photos) and the storefront's pictures
 * (api/admin/media): the fields that travel beside the file, and the edits of a photo. What a file
 * holds is checked by server/services/media.
 */

/** A colour of the product, or empty / null: every colour. */
const colour = () =>
  rowId(m.productColourUnknown)
    .transform((v, raw) => (raw === '' || raw === null || raw === 'null' ? null : v))
    .nullable();

const alt = () => string().trim().max(PHOTO_LIMITS.altMax, m.photoAltTooLong);

export const productPhotoParamsSchema = object({
  id: rowId(m.productNotFound).required(m.productNotFound),
  photo_id: rowId(m.photoNotFound).required(m.photoNotFound),
});
export type ProductPhotoParams = InferType<typeof productPhotoParamsSchema>;

/** POST api/admin/products/{id}/photos: the multipart fields beside `file`. */
export const photoUploadSchema = object({
  variant_id: colour().default(null),
  alt: alt().default(''),
});
export type PhotoUploadInput = InferType<typeof photoUploadSchema>;

/** PATCH api/admin/products/{id}/photos/{photo_id}: what changes (a field left out stays). */
export const photoPatchSchema = object({
  alt: alt().optional(),
  variant_id: colour().optional(),
  is_main: boolean().typeError(messages.invalidInput).optional(),
});
export type PhotoPatchInput = InferType<typeof photoPatchSchema>;

/** POST api/admin/products/{id}/photos/order: every photo of the product, once, in the new order. */
export const photoOrderSchema = object({
  ids: array(rowId(m.photoOrderInvalid).required(m.photoOrderInvalid))
    .typeError(m.photoOrderInvalid)
    .min(1, m.photoOrderInvalid)
    .max(PHOTO_LIMITS.perProductMax, m.photoOrderInvalid)
    .required(m.photoOrderInvalid),
});
export type PhotoOrderInput = InferType<typeof photoOrderSchema>;

/** POST api/admin/media: the multipart field beside `file`. */
export const mediaUploadSchema = object({
  purpose: string<ShopImagePurpose>()
    .oneOf([...SHOP_IMAGE_PURPOSES], m.photoPurposeInvalid)
    .required(m.photoPurposeInvalid),
});
export type MediaUploadInput = InferType<typeof mediaUploadSchema>;

/** GET /media/{key}/{file} (mediaPath): any text; an unknown picture or file is a 404. */
export const mediaFileParamsSchema = object({
  key: string().max(64, messages.notFound).required(messages.notFound),
  file: string().max(16, messages.notFound).required(messages.notFound),
});
export type MediaFileParams = InferType<typeof mediaFileParamsSchema>;

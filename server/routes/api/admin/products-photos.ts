import type { FastifyInstance } from 'fastify';
import { adminProductPaths, adminProductPatterns, PHOTO_LIMITS } from '../../../../contract/admin-products';
import { said } from '../../../../contract/messages';
import { adminProductParamsSchema, type AdminProductParams } from '../../../../contract/schemas/admin-products';
import {
  mediaUploadSchema,
  photoOrderSchema,
  photoPatchSchema,
  photoUploadSchema,
  productPhotoParamsSchema,
  type PhotoOrderInput,
  type PhotoPatchInput,
  type ProductPhotoParams,
} from '../../../../contract/schemas/product-photos';
import { adminProductPhotosReply, shopImageReply } from '../../../../contract/schemas/replies/admin-photos';
import { invalid } from '../../../errors';
import { readMultipart, type IncomingFile } from '../../../http/multipart';
import { replies } from '../../../openapi/replies';
import { saveUpload, shopImageOf } from '../../../services/media/media';
import { addPhoto, deletePhoto, listPhotos, orderPhotos, updatePhoto } from '../../../services/media/product-photos';

/** Photo uploads stop reading past PHOTO_LIMITS.maxBytes (the rest is discarded, never kept): 422 photoTooLarge on `file`. */
const photoLimit = { fileSize: PHOTO_LIMITS.maxBytes, tooLarge: said('photoTooLarge') };

/** The one `file` of an upload: 422 photoRequired without one. */
function oneFile(files: IncomingFile[]): IncomingFile {
  const file = files.find((f) => f.field === 'file');
  if (!file || files.length !== 1) throw invalid({ file: files.length > 1 ? said('uploadTooMany') : said('photoRequired') });
  return file;
}

/**
 * api/admin/products/{id}/photos*, api/admin/media: a product's photos and the storefront's
 * pictures (catalogue.manage). Files are checked and re-encoded by services/media; every change is in
 * the audit log and reaches shoppers through the read cache's invalidation.
 */
export default async function adminProductPhotoRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const config = { staff: 'catalogue.manage' } as const;

  app.get<{ Params: AdminProductParams }>(
    `/${adminProductPatterns.productPhotos}`,
    {
      schema: { summary: "A product's photos, in order", tags, params: adminProductParamsSchema, response: replies(adminProductPhotosReply) },
      config,
    },
    async (req, reply) => reply.ok(await listPhotos(app.db, req.params.id)),
  );

  app.post<{ Params: AdminProductParams }>(
    `/${adminProductPatterns.productPhotos}`,
    {
      schema: {
        summary: 'Adds a photo to a product (multipart `file`, `variant_id`, `alt`)',
        description: 'PNG, JPEG, WebP or AVIF by content, at most 10 MB; re-encoded into AVIF and WebP at about 320, 640 and 1280 px wide.',
        tags,
        params: adminProductParamsSchema,
        response: replies(adminProductPhotosReply),
      },
      config: { ...config, docs: { body: photoUploadSchema } },
    },
    async (req, reply) => {
      const { fields, files } = await readMultipart(req, photoUploadSchema, photoLimit);
      const file = oneFile(files);
      return reply.ok(await addPhoto(app, req.staff, req.params.id, fields, file.data), said('photoAdded'));
    },
  );

  app.patch<{ Params: ProductPhotoParams; Body: PhotoPatchInput }>(
    `/${adminProductPatterns.productPhoto}`,
    {
      schema: {
        summary: "Changes a photo's alt text or colour, or makes it the main one",
        tags,
        params: productPhotoParamsSchema,
        body: photoPatchSchema,
        response: replies(adminProductPhotosReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await updatePhoto(app, req.staff, req.params.id, req.params.photo_id, req.body), said('photoSaved')),
  );

  app.delete<{ Params: ProductPhotoParams }>(
    `/${adminProductPatterns.productPhoto}`,
    {
      schema: { summary: 'Deletes a photo', tags, params: productPhotoParamsSchema, response: replies(adminProductPhotosReply) },
      config,
    },
    async (req, reply) => reply.ok(await deletePhoto(app, req.staff, req.params.id, req.params.photo_id), said('photoDeleted')),
  );

  app.post<{ Params: AdminProductParams; Body: PhotoOrderInput }>(
    `/${adminProductPatterns.productPhotoOrder}`,
    {
      schema: {
        summary: "Puts a product's photos in this order (each once)",
        tags,
        params: adminProductParamsSchema,
        body: photoOrderSchema,
        response: replies(adminProductPhotosReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await orderPhotos(app, req.staff, req.params.id, req.body), said('photosOrdered')),
  );

  app.post(
    `/${adminProductPaths.media}`,
    {
      schema: {
        summary: 'Uploads a picture for the storefront (multipart `file`, `purpose`): its responsive sizes',
        description: 'Categories, banner slides, promos and pages refer to the answer (ShopImage) by its key.',
        tags,
        response: replies(shopImageReply),
      },
      config: { ...config, docs: { body: mediaUploadSchema } },
    },
    async (req, reply) => {
      const { fields, files } = await readMultipart(req, mediaUploadSchema, photoLimit);
      const file = oneFile(files);
      return reply.ok(shopImageOf(await saveUpload(app.db, fields.purpose, req.staff, file.data)));
    },
  );
}

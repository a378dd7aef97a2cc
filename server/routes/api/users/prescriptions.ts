import type { FastifyInstance } from 'fastify';
import { paths, patterns } from '../../../../contract/endpoints';
import {
  prescriptionIdParamsSchema,
  renamePrescriptionSchema,
  savePrescriptionSchema,
  type Prescription,
  type PrescriptionIdParams,
  type RenamePrescriptionInput,
  type SavePrescriptionInput,
} from '../../../../contract/prescription';
import { said } from '../../../../contract/messages';
import { PRESCRIPTION_PHOTO_MAX_BYTES } from '../../../../contract/prescription';
import { prescriptionPhotoReply, savedPrescriptionReply } from '../../../../contract/schemas/replies/lenses';
import { object } from 'yup';
import { readMultipart } from '../../../http/multipart';
import { invalid } from '../../../errors';
import { keepPrescriptionPhoto } from '../../../services/cart/prescription-photos';
import { listOf, noData } from '../../../../contract/schemas/replies/shape';
import { deletePrescription, renamePrescription, savePrescription, savedPrescriptionsOf } from '../../../services/cart/prescriptions';
import { replies } from '../../../openapi/replies';

/**
 * The customer's saved prescriptions (picked again in the lens configurator):
 * - GET api/users/prescriptions -> newest first
 * - POST api/users/prescriptions (JSON) {name, prescription} -> the saved one (at most 20: 409)
 * - PUT api/users/prescriptions/{id} (JSON) {name} -> the renamed one (another customer's: 404)
 * - DELETE api/users/prescriptions/{id} -> null (another customer's: 404)
 * - POST api/users/prescriptionPhoto (multipart, one `file`): a photo of a paper prescription
 *   (JPEG, PNG or WebP by content, up to 10 MB, re-encoded) -> {id, mime, size}, sent with the
 *   lenses as `photo_id`; anything else or larger: 422 on `file`, nothing kept
 */
export default async function prescriptionRoutes(app: FastifyInstance) {
  const config = { auth: 'customer' as const };
  app.get(
    `/${paths.prescriptions}`,
    {
      schema: { summary: "The customer's saved prescriptions", tags: ['lenses'], response: replies(listOf(savedPrescriptionReply)) },
      config,
    },
    async (req, reply) => reply.ok(await savedPrescriptionsOf(app.db, req.who.userId!)),
  );

  app.post<{ Body: SavePrescriptionInput }>(
    `/${paths.prescriptions}`,
    {
      schema: { summary: 'Save a prescription', tags: ['lenses'], body: savePrescriptionSchema, response: replies(savedPrescriptionReply) },
      config,
    },
    async (req, reply) =>
      reply.ok(await savePrescription(app.db, req.who.userId!, { name: req.body.name, prescription: req.body.prescription as Prescription })),
  );

  app.put<{ Params: PrescriptionIdParams; Body: RenamePrescriptionInput }>(
    `/${patterns.prescription}`,
    {
      schema: {
        summary: 'Rename a saved prescription',
        tags: ['lenses'],
        params: prescriptionIdParamsSchema,
        body: renamePrescriptionSchema,
        response: replies(savedPrescriptionReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await renamePrescription(app.db, req.who.userId!, req.params.id, req.body.name)),
  );

  app.delete<{ Params: PrescriptionIdParams }>(
    `/${patterns.prescription}`,
    {
      schema: { summary: 'Delete a saved prescription', tags: ['lenses'], params: prescriptionIdParamsSchema, response: replies(noData()) },
      config,
    },
    async (req, reply) => {
      await deletePrescription(app.db, req.who.userId!, req.params.id);
      return reply.ok(null);
    },
  );

  app.post(
    `/${paths.prescriptionPhoto}`,
    {
      schema: { summary: 'Upload a photo of a paper prescription (multipart `file`)', tags: ['lenses'], response: replies(prescriptionPhotoReply) },
      config: { ...config, docs: { body: object({}) } },
    },
    async (req, reply) => {
      const { files } = await readMultipart(req, object({}), { fileSize: PRESCRIPTION_PHOTO_MAX_BYTES, tooLarge: said('rxPhotoTooLarge') });
      if (files.length !== 1) throw invalid({ file: files.length ? said('uploadTooMany') : said('uploadRequired') });
      return reply.ok(await keepPrescriptionPhoto(app.db, req.who.userId!, files[0]!.data, files[0]!.filename), said('rxPhotoSaved'));
    },
  );
}

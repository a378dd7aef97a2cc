import type { FastifyInstance } from 'fastify';
import { object } from 'yup';
import { paths, patterns } from '../../../../contract/endpoints';
import { said } from '../../../../contract/messages';
import {
  createLogoSchema,
  logoChoiceQuerySchema,
  logoIdParamsSchema,
  type CreateLogoInput,
  type LogoChoiceQuery,
} from '../../../../contract/schemas/wholesale-services';
import { customerLogoReply, customerLogosReply, orderLogoReply } from '../../../../contract/schemas/replies/wholesale-services';
import { noData } from '../../../../contract/schemas/replies/shape';
import { mediaReply, replies } from '../../../openapi/replies';
import { readMultipart } from '../../../http/multipart';
import { invalid } from '../../../errors';
import { cleanUpload } from '../../../services/uploads/uploads';
import { requireBusinessBuyer } from '../../../services/wholesale/buyer';
import { addLogo, chooseLogo, createOrderLogo, deleteLogo, logoFile, myLogos } from '../../../services/wholesale/logos';

/**
 * Custom logos (business buyers):
 * - POST api/orders/customerLogo (multipart, one `file`): upload a logo, checked by content
 *   (services/uploads: PNG/JPEG/WebP re-encoded, SVG sanitized or refused; 5 MB: 413);
 *   POST api/orders/customerLogo?chosed={id}: choose that logo for the next order, and with
 *   &order_id={id} print it on that unshipped order too (as createLogo; /custom-logo?chosed=);
 * - GET api/orders/customerLogo: the customer's logos; GET api/orders/logo/{id}: one's file;
 * - GET api/orders/delLogo/{id}: delete one (the spec's method);
 * - POST api/orders/createLogo {order_id, logo_id, qty, placement}: print it on an order's frames.
 * Another customer's logo or order is a 404.
 */
export default async function logoRoutes(app: FastifyInstance) {
  const tags = ['wholesale'];
  app.post<{ Querystring: LogoChoiceQuery }>(
    `/${paths.customerLogo}`,
    {
      schema: {
        summary: 'Upload a logo (multipart `file`), or choose one with ?chosed={id} (and print it on an order with &order_id={id})',
        tags,
        querystring: logoChoiceQuerySchema,
        response: replies(customerLogoReply),
      },
      config: { auth: 'customer', docs: { body: object({}) } },
    },
    async (req, reply) => {
      const userId = await requireBusinessBuyer(app, req.who.userId);
      if (req.query.chosed !== undefined) return reply.ok(await chooseLogo(app.db, userId, req.query.chosed, req.query.order_id));
      if (req.query.order_id !== undefined) throw invalid({ chosed: said('logoNotFound') });
      const { files } = await readMultipart(req, object({}));
      if (files.length !== 1) throw invalid({ file: files.length ? said('uploadTooMany') : said('uploadRequired') });
      const file = await cleanUpload(files[0]!.data, files[0]!.filename);
      return reply.ok(await addLogo(app.db, userId, file), said('logoSaved'));
    },
  );

  app.get(
    `/${paths.customerLogo}`,
    {
      schema: { summary: 'My logos', tags, response: replies(customerLogosReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await myLogos(app.db, await requireBusinessBuyer(app, req.who.userId))),
  );

  app.get<{ Params: { id: number } }>(
    `/${patterns.logoFile}`,
    {
      schema: { summary: 'The file of one of my logos', tags, params: logoIdParamsSchema, response: mediaReply('image/*') },
      config: { auth: 'customer' },
      // After the shop's own headers (route hooks run after the app's): never run as a page; an SVG opened directly may draw, nothing else.
      onSend: (_req, reply, payload, done) => {
        if (reply.statusCode === 200) reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        done(null, payload);
      },
    },
    async (req, reply) => {
      const file = await logoFile(app.db, await requireBusinessBuyer(app, req.who.userId), req.params.id);
      return reply.type(file.mime).header('cache-control', 'private, no-store').send(file.data);
    },
  );

  app.get<{ Params: { id: number } }>(
    `/${patterns.delLogo}`,
    {
      schema: { summary: 'Delete one of my logos', tags, params: logoIdParamsSchema, response: replies(noData()) },
      config: { auth: 'customer' },
    },
    async (req, reply) => {
      await deleteLogo(app.db, await requireBusinessBuyer(app, req.who.userId), req.params.id);
      return reply.ok(null);
    },
  );

  app.post<{ Body: CreateLogoInput }>(
    `/${paths.createLogo}`,
    {
      schema: { summary: 'Print a logo on the frames of one of my orders', tags, body: createLogoSchema, response: replies(orderLogoReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await createOrderLogo(app.db, await requireBusinessBuyer(app, req.who.userId), req.body)),
  );
}

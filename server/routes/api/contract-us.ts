import type { FastifyInstance } from 'fastify';
import { paths } from '../../../contract/endpoints';
import { said } from '../../../contract/messages';
import { catalogueRequestSchema, type CatalogueRequestInput } from '../../../contract/schemas/auth';
import { arrivalNotificationSchema, inquirySchema, type ArrivalNotificationInput, type InquiryInput } from '../../../contract/schemas/content';
import { sendCatalogue } from '../../services/mail/catalogue-request';
import { addInquiry, addLensInquiry } from '../../services/content/inquiries';
import { lensInquirySchema, type LensInquiryInput } from '../../../contract/lens-inquiry';
import { requestArrivalNotice } from '../../services/content/arrivals';
import { authRateLimit, contactRateLimit } from '../rate-limits';
import { noData } from '../../../contract/schemas/replies/shape';
import { inquiryReceiptReply } from '../../../contract/schemas/replies/content';
import { replies } from '../../openapi/replies';

/**
 * The spec's contractUs posts, for visitors and customers, each rate-limited per IP (each mails):
 * - getCatalogue {email}: the e-mail catalogue pop-up asks for the catalogue by mail;
 * - addInquiry {name, email, subject, message, order_no?}: the contact form (stored, mailed to the
 *   shop, confirmed to the sender; the operator answers with `npm run inquiries`);
 * - addLensInquiry {name, email, need, right_sph?, right_cyl?, left_sph?, left_cyl?, add?, pd?, message}: a
 *   prescription outside the lens configurator's ranges or a special lens (stored as a lens inquiry);
 * - arrivalNotification {email, collection?}: e-mail me when the coming collection arrives (stored
 *   once per address and collection; asking again answers the same and mails nothing).
 */
export default async function contractUsRoutes(app: FastifyInstance) {
  app.post<{ Body: CatalogueRequestInput }>(
    `/${paths.getCatalogue}`,
    {
      schema: {
        summary: 'Mail the catalogue link to an address (once a day per address)',
        tags: ['shop'],
        body: catalogueRequestSchema,
        response: replies(noData()),
      },
      config: { auth: 'token', rateLimit: authRateLimit(app) },
    },
    async (req, reply) => {
      await sendCatalogue(app, req.body.email);
      return reply.ok(null, said('catalogueSent'));
    },
  );

  app.post<{ Body: InquiryInput }>(
    `/${paths.addInquiry}`,
    {
      schema: {
        summary: 'Send the shop a message (the contact form)',
        tags: ['content'],
        body: inquirySchema,
        response: replies(inquiryReceiptReply),
      },
      config: { auth: 'token', rateLimit: contactRateLimit(app) },
    },
    async (req, reply) => reply.ok(await addInquiry(app, req.body, req.who.userId), said('inquirySent')),
  );

  app.post<{ Body: LensInquiryInput }>(
    `/${paths.addLensInquiry}`,
    {
      schema: {
        summary: 'Ask the shop about lenses (a prescription outside the ranges, a special lens)',
        tags: ['lenses'],
        body: lensInquirySchema,
        response: replies(inquiryReceiptReply),
      },
      config: { auth: 'token', rateLimit: contactRateLimit(app) },
    },
    async (req, reply) => reply.ok(await addLensInquiry(app, req.body, req.who.userId), said('lensInquirySent')),
  );

  app.post<{ Body: ArrivalNotificationInput }>(
    `/${paths.arrivalNotification}`,
    {
      schema: {
        summary: 'Mail me when the coming collection arrives',
        tags: ['content'],
        body: arrivalNotificationSchema,
        response: replies(noData()),
      },
      config: { auth: 'token', rateLimit: contactRateLimit(app) },
    },
    async (req, reply) => {
      await requestArrivalNotice(app, req.body);
      return reply.ok(null, said('arrivalNotificationSaved'));
    },
  );
}

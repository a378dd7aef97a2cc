import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { lensInquiriesReply } from '../../../../contract/schemas/replies/lenses';
import { customerLensInquiries } from '../../../services/content/inquiries';
import { replies } from '../../../openapi/replies';

/** POST api/customer/lens_enquiry: the signed-in customer's lens enquiries, newest first, with the shop's answers. */
export default async function lensEnquiryRoutes(app: FastifyInstance) {
  app.post(
    `/${paths.lensEnquiry}`,
    {
      schema: { summary: "The customer's lens enquiries and the shop's answers", tags: ['lenses'], response: replies(lensInquiriesReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok({ list: await customerLensInquiries(app.db, req.who.userId!) }),
  );
}

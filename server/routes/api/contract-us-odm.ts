import type { FastifyInstance } from 'fastify';
import { paths } from '../../../contract/endpoints';
import { said } from '../../../contract/messages';
import { odmSchema } from '../../../contract/schemas/wholesale-services';
import { odmReceiptReply } from '../../../contract/schemas/replies/wholesale-services';
import { replies } from '../../openapi/replies';
import { readMultipart } from '../../http/multipart';
import { cleanUpload } from '../../services/uploads/uploads';
import { addOdmRequest } from '../../services/wholesale/odm';
import { contactRateLimit } from '../rate-limits';

/**
 * POST api/contractUs/odm (multipart: the fields of odmSchema and up to 3 `files`): the OEM/ODM
 * request form, for visitors and customers, rate-limited per IP (it mails). Each file is checked
 * by content as every upload is (422 with the file's message; 5 MB: 413); nothing is stored unless
 * the whole request is good.
 */
export default async function odmRoutes(app: FastifyInstance) {
  app.post(
    `/${paths.odm}`,
    {
      schema: { summary: 'Send an OEM/ODM request with attachments (multipart)', tags: ['wholesale'], response: replies(odmReceiptReply) },
      config: { auth: 'token', rateLimit: contactRateLimit(app), docs: { body: odmSchema } },
    },
    async (req, reply) => {
      const { fields, files } = await readMultipart(req, odmSchema);
      const clean = [];
      for (const f of files) clean.push(await cleanUpload(f.data, f.filename, 'files'));
      return reply.ok(await addOdmRequest(app, fields, clean, req.who.userId), said('odmSent'));
    },
  );
}

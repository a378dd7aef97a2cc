import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { said } from '../../../../contract/messages';
import { businessProfileSchema, type BusinessProfileInput } from '../../../../contract/schemas/wholesale';
import { businessProfileOrNoneReply, businessSavedReply } from '../../../../contract/schemas/replies/wholesale';
import { businessProfileOf, declareBusiness } from '../../../services/wholesale/business';
import { replies } from '../../../openapi/replies';

/**
 * The customer's business (account settings; wholesale prices and minimums follow):
 * - GET api/users/business -> the declared business, or null
 * - POST api/users/business {company_name, tax_id, business_type, country} -> {profile, user}: the
 *   user is a business buyer from now on (user.type 2)
 */
export default async function businessRoutes(app: FastifyInstance) {
  const config = { auth: 'customer' as const };
  app.get(
    `/${paths.business}`,
    {
      schema: { summary: "The customer's declared business", tags: ['wholesale'], response: replies(businessProfileOrNoneReply) },
      config,
    },
    async (req, reply) => reply.ok(await businessProfileOf(app.db, req.who.userId!)),
  );

  app.post<{ Body: BusinessProfileInput }>(
    `/${paths.business}`,
    {
      schema: {
        summary: "Declare the customer's business (a business buyer from now on)",
        tags: ['wholesale'],
        body: businessProfileSchema,
        response: replies(businessSavedReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await declareBusiness(app.db, req.who.userId!, req.body), said('businessSaved')),
  );
}

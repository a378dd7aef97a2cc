import type { FastifyInstance } from 'fastify';
import { paths } from '../../../contract/endpoints';
import { registerSchema, type RegisterInput } from '../../../contract/schemas/auth';
import { registerCustomer } from '../../services/auth/sign-in';
import { authRateLimit } from '../rate-limits';
import { loginReply } from '../../../contract/schemas/replies/shop';
import { replies } from '../../openapi/replies';

/**
 * POST api/register {email, password, c_password, firstname, lastname, type}: a new customer,
 * signed in at once, holding the welcome coupon. Like login, the caller's visitor cart and wishlist
 * become the customer's. A taken e-mail (whatever its case): 422 on the email field.
 */
export default async function registerRoutes(app: FastifyInstance) {
  app.post<{ Body: RegisterInput }>(
    `/${paths.register}`,
    {
      schema: { summary: 'Open a customer account, signed in at once', tags: ['auth'], body: registerSchema, response: replies(loginReply) },
      config: { rateLimit: authRateLimit(app) },
    },
    async (req, reply) => {
      const caller = await req.identity().catch(() => null);
      return reply.ok(await registerCustomer(app, req.body, caller));
    },
  );
}

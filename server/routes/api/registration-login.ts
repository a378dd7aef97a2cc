import type { FastifyInstance } from 'fastify';
import { paths } from '../../../contract/endpoints';
import { registerFormSchema, type RegisterForm } from '../../../contract/schemas/auth';
import { registrationLoginReply } from '../../../contract/schemas/replies/shop';
import { registerOrLogIn } from '../../services/auth/sign-in';
import { replies } from '../../openapi/replies';
import { authRateLimit } from '../rate-limits';

/**
 * POST api/registrationLogin {email, password}: signs in to the account of that e-mail, or opens it
 * (the register rules of spec section 5) and signs in; `registered` says which. Like login and
 * register, the caller's visitor cart and wishlist become the customer's; rate-limited with them.
 */
export default async function registrationLoginRoutes(app: FastifyInstance) {
  app.post<{ Body: RegisterForm }>(
    `/${paths.registrationLogin}`,
    {
      schema: {
        summary: 'Sign in, or open the account and sign in (a new customer at checkout)',
        tags: ['auth'],
        body: registerFormSchema,
        response: replies(registrationLoginReply),
      },
      config: { rateLimit: authRateLimit(app) },
    },
    async (req, reply) => {
      const caller = await req.identity().catch(() => null);
      return reply.ok(await registerOrLogIn(app, req.body, caller));
    },
  );
}

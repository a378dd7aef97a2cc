import type { FastifyInstance } from 'fastify';
import { paths } from '../../../contract/endpoints';
import { loginSchema, type LoginInput } from '../../../contract/schemas/auth';
import { logIn } from '../../services/auth/sign-in';
import { authRateLimit } from '../rate-limits';
import { loginReply } from '../../../contract/schemas/replies/shop';
import { replies } from '../../openapi/replies';

/**
 * POST api/login {email, password}. The caller's visitor token, if sent, hands its cart and
 * wishlist to the customer: nothing the visitor collected is lost. Wrong credentials: 422 on the
 * password field (services/auth/sign-in.ts).
 */
export default async function loginRoutes(app: FastifyInstance) {
  app.post<{ Body: LoginInput }>(
    `/${paths.login}`,
    {
      schema: {
        summary: "Sign in; the visitor's cart and wishlist become the customer's",
        tags: ['auth'],
        body: loginSchema,
        response: replies(loginReply),
      },
      config: { rateLimit: authRateLimit(app) },
    },
    async (req, reply) => {
      const caller = await req.identity().catch(() => null);
      return reply.ok(await logIn(app, req.body, caller));
    },
  );
}

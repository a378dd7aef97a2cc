import type { FastifyInstance } from 'fastify';
import { paths } from '../../../contract/endpoints';
import { said } from '../../../contract/messages';
import { changeInformationSchema, changePasswordSchema, type ChangeInformationInput, type ChangePasswordInput } from '../../../contract/schemas/auth';
import { changeInformation, changePassword } from '../../services/auth/account';
import { authRateLimit } from '../rate-limits';
import { userInfoReply } from '../../../contract/schemas/replies/shop';
import { noData } from '../../../contract/schemas/replies/shape';
import { replies } from '../../openapi/replies';

/**
 * The customer's own account (/account/account-settings):
 * - PUT api/users/changeAllInformation {firstname, lastname, email} -> the user info as saved
 * - POST api/changePassword {old_password, password, c_password}: other sessions end; rate-limited
 *   like sign-in, since it answers whether a password is right
 */
export default async function accountRoutes(app: FastifyInstance) {
  const config = { auth: 'customer' as const };

  app.put<{ Body: ChangeInformationInput }>(
    `/${paths.changeAllInformation}`,
    {
      schema: { summary: "Change the customer's name and e-mail", tags: ['auth'], body: changeInformationSchema, response: replies(userInfoReply) },
      config,
    },
    async (req, reply) => reply.ok(await changeInformation(app.db, req.who.userId!, req.body), said('informationSaved')),
  );

  app.post<{ Body: ChangePasswordInput }>(
    `/${paths.changePassword}`,
    {
      schema: {
        summary: 'Change the password (the current one first); other sessions end',
        tags: ['auth'],
        body: changePasswordSchema,
        response: replies(noData()),
      },
      config: { ...config, rateLimit: authRateLimit(app) },
    },
    async (req, reply) => {
      await changePassword(app.db, req.who.userId!, req.who.tokenId, req.body);
      return reply.ok(null, said('passwordChanged'));
    },
  );
}

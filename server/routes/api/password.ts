import type { FastifyInstance } from 'fastify';
import { paths } from '../../../contract/endpoints';
import { said } from '../../../contract/messages';
import { forgotPasswordSchema, resetPasswordSchema, type ForgotPasswordInput, type ResetPasswordInput } from '../../../contract/schemas/auth';
import { resetPassword, sendPasswordReset } from '../../services/auth/password-reset';
import { authRateLimit } from '../rate-limits';
import { noData } from '../../../contract/schemas/replies/shape';
import { replies } from '../../openapi/replies';

/**
 * POST api/forgotPassword {email}: the same answer whether or not the account exists (no account
 * enumeration). For an account, a one-time link (token stored hashed, expiring) goes by mail.
 *
 * POST api/resetPassword {token, password, c_password}: spends the token, sets the password and
 * ends every session of that user, all in one transaction.
 */
export default async function passwordRoutes(app: FastifyInstance) {
  app.post<{ Body: ForgotPasswordInput }>(
    `/${paths.forgotPassword}`,
    {
      schema: {
        summary: 'Mail a password reset link (the same answer for any address)',
        tags: ['auth'],
        body: forgotPasswordSchema,
        response: replies(noData()),
      },
      config: { rateLimit: authRateLimit(app) },
    },
    async (req, reply) => {
      await sendPasswordReset(app, req.body.email);
      return reply.ok(null, said('resetSent'));
    },
  );

  app.post<{ Body: ResetPasswordInput }>(
    `/${paths.resetPassword}`,
    {
      schema: { summary: 'Set a new password with a reset token', tags: ['auth'], body: resetPasswordSchema, response: replies(noData()) },
      config: { rateLimit: authRateLimit(app) },
    },
    async (req, reply) => {
      await resetPassword(app.db, req.body.token, req.body.password);
      return reply.ok(null, said('passwordChanged'));
    },
  );
}

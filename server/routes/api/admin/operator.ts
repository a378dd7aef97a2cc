import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { said } from '../../../../contract/messages';
import { forbidden, unauthorized } from '../../../errors';
import { bearerOf } from '../../../plugins/auth';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The operator endpoints' check: `Authorization: Bearer $ADMIN_TOKEN`. No token: 401; a wrong one:
 * 403. Compared in constant time (digests of equal length).
 */
/** Whether a token given another way (the support agents' socket handshake) is the operator's, in constant time. */
export function isOperatorToken(token: string | undefined, given: unknown): boolean {
  return !!token && typeof given === 'string' && given.length <= 512 && timingSafeEqual(digest(given), digest(token));
}

export function operatorOnly(token: string) {
  const expected = digest(token);
  return async (req: FastifyRequest) => {
    const given = bearerOf(req);
    if (!given) throw unauthorized(said('signInRequired'));
    if (!timingSafeEqual(digest(given), expected)) throw forbidden();
  };
}

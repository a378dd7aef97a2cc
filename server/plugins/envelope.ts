import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code, httpStatusOf } from '../../contract/codes';
import { messages } from '../../contract/messages';
import { ApiError, FieldValidationError } from '../errors';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends `{ code: 200, msg, data }`. */
    ok<T>(data: T, msg?: string): FastifyReply;
  }
}

/**
 * Shapes every reply as `{ code, msg, data }` with the matching HTTP status: the code is the status
 * (`httpStatusOf`; 30001 travels with 401). A client's mistake is never a 500, and a 500 never
 * carries a stack trace: it is logged with the request id instead.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateReply('ok', function ok<T>(this: import('fastify').FastifyReply, data: T, msg = 'success') {
    return this.code(200).send({ code: Code.ok, msg, data });
  });

  app.setErrorHandler(replyWithError);
});

/**
 * The error reply of every failure: the app's error handler, and Fastify's own `frameworkErrors`
 * (a malformed URL), which would otherwise answer in Fastify's shape instead of ours.
 */
export function replyWithError(err: FastifyError | ApiError | FieldValidationError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof ApiError) {
    if (err.code >= 500) req.log.error({ err }, 'api error');
    return reply.code(httpStatusOf(err.code)).send({ code: err.code, msg: err.message, data: err.data });
  }
  if (err instanceof FieldValidationError) {
    return reply.code(422).send({ code: Code.invalid, msg: err.message, data: { errors: err.errors } });
  }
  const status = (err as FastifyError).statusCode ?? 500;
  if (status === 429) {
    return reply.code(429).send({ code: Code.tooManyRequests, msg: messages.tooManyAttempts, data: null });
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type, body too large, bad params, a range past the end of a
    // file: the client's mistake, answered with its own status as the code.
    req.log.info({ err: { code: (err as FastifyError).code, message: err.message } }, 'client error');
    return reply.code(status).send({ code: status, msg: err.message || messages.invalidInput, data: null });
  }
  req.log.error({ err }, 'unhandled error');
  return reply.code(500).send({ code: Code.serverError, msg: messages.serverError, data: null });
}

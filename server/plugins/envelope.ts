import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnreachable } from '../services/platform/db-errors';
import { Code, httpStatusOf, type Envelope, type FieldErrors, type FieldKeys, type FieldMessages } from '../../contract/codes';
import { said, type Message, type MessageRef } from '../../contract/messages';
import { refOfText, textOf } from '../../contract/all-messages';
import { ApiError, FieldValidationError } from '../errors';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends `{ code: 200, msg, data }`; with a message (a success toast's words), its text as msg and its key beside. */
    ok<T>(data: T, msg?: MessageRef): FastifyReply;
  }
}

/**
 * Shapes every reply as `{ code, msg, data }` with the matching HTTP status: the code is the status
 * (`httpStatusOf`; 30001 travels with 401). A client's mistake is never a 500, and a 500 never
 * carries a stack trace: it is logged with the request id instead.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateReply('ok', function ok<T>(this: import('fastify').FastifyReply, data: T, msg?: MessageRef) {
    return this.code(200).send(msg ? { code: Code.ok, msg: textOf(msg), ...keyOf(msg), data } : { code: Code.ok, msg: 'success', data });
  });

  app.setErrorHandler(replyWithError);
});

/** The `key` and `values` of an envelope that says a message of the contract. */
const keyOf = (ref: MessageRef): Pick<Envelope, 'key' | 'values'> => (ref.values ? { key: ref.key, values: ref.values } : { key: ref.key });

/** A message's reference: as it was said, or (a text of yup or of another check of the contract) by its exact words; none for a text that is not one of `messages`. */
const refOf = (message: Message): MessageRef | undefined => (typeof message === 'string' ? refOfText(message) : message);

/**
 * THE body of every error reply: `{ code, msg, key?, values?, data }`, `msg` the English text as
 * the spec has it and `key`, `values` the message's reference beside it (none for a text that is
 * not one of `messages`). A 422's data has each field's text (`errors`) and, beside them, the
 * reference of each field whose message is one of `messages` (`field_keys`), then its other data.
 */
export function errorBody(code: number, message: Message, data: unknown = null, fields: FieldMessages | null = null): Envelope {
  const ref = refOf(message);
  const body: Envelope = { code, msg: textOf(message), ...(ref && keyOf(ref)), data };
  if (fields) {
    const errors: FieldErrors = {};
    const fieldKeys: FieldKeys = {};
    for (const [field, m] of Object.entries(fields)) {
      errors[field] = textOf(m);
      const fieldRef = refOf(m);
      if (fieldRef) fieldKeys[field] = fieldRef;
    }
    const { errors: _texts, ...rest } = (data ?? {}) as Record<string, unknown>;
    body.data = { errors, field_keys: fieldKeys, ...rest };
  }
  return body;
}

/**
 * The error reply of every failure: the app's error handler, and Fastify's own `frameworkErrors`
 * (a malformed URL), which would otherwise answer in Fastify's shape instead of ours.
 */
export function replyWithError(err: FastifyError | ApiError | FieldValidationError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof ApiError) {
    // By the HTTP status, not the body code: 30001 (a revoked token) travels as a 401, a shopper's matter.
    if (httpStatusOf(err.code) >= 500) req.log.error({ err }, 'api error');
    return reply.code(httpStatusOf(err.code)).send(errorBody(err.code, err.said, err.data, err.fields));
  }
  if (err instanceof FieldValidationError) {
    return reply.code(422).send(errorBody(Code.invalid, err.message, null, err.errors));
  }
  const status = (err as FastifyError).statusCode ?? 500;
  if (status === 429) {
    return reply.code(429).send(errorBody(Code.tooManyRequests, said('tooManyAttempts')));
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type, body too large, bad params, a range past the end of a
    // file: the client's mistake, answered with its own status as the code.
    req.log.info({ err: { code: (err as FastifyError).code, message: err.message } }, 'client error');
    return reply.code(status).send(errorBody(status, err.message || said('invalidInput')));
  }
  if (isDatabaseUnreachable(err)) {
    // A dependency down: the operator's to know (error), the shopper's to try again (503).
    req.log.error({ err: { code: (err as { code?: string }).code, message: err.message } }, 'database unreachable');
    return reply
      .code(503)
      .header('retry-after', '5')
      .send(errorBody(Code.serviceUnavailable, said('serviceUnavailable')));
  }
  req.log.error({ err }, 'unhandled error');
  return reply.code(500).send(errorBody(Code.serverError, said('serverError')));
}

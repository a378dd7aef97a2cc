import type { AnySchema } from 'yup';
import { envelopeOf, errorEnvelope } from '../../contract/schemas/replies/shape';
import type { JsonSchema } from './yup-to-json-schema';

declare module 'fastify' {
  interface FastifySchema {
    /** One line: what the operation does (the OpenAPI summary). */
    summary?: string;
    description?: string;
    /** The group the operation is listed under in /docs. */
    tags?: string[];
  }
  interface FastifyContextConfig {
    /**
     * Inputs a route checks by itself (for speed or to answer in HTML), documented but not given to
     * Fastify's validator.
     */
    docs?: { body?: AnySchema; querystring?: AnySchema };
  }
}

/** A JSON reply in the envelope: `{ code: 200, msg, data }`, and the error envelope for any failure. */
export function replies(data: AnySchema) {
  return { 200: envelopeOf(data), default: errorEnvelope };
}

/** A reply that is not JSON (a picture, a page): its media type; failures still answer the error envelope. */
export function mediaReply(mediaType: string, statuses: number[] = [200]) {
  const content = { [mediaType]: { schema: { type: 'string' } satisfies JsonSchema } };
  return { ...Object.fromEntries(statuses.map((s) => [s, { content }])), default: errorEnvelope };
}

import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, RouteOptions, preSerializationHookHandler } from 'fastify';
import { ValidationError, type AnySchema } from 'yup';
import { buildDocument, type CollectedRoute, type OpenApiDocument } from './document';
import { docsPage } from './page';
import { yupToJsonSchema, type JsonSchema } from './yup-to-json-schema';

function isYup(s: unknown): s is AnySchema {
  return typeof s === 'object' && s !== null && '__isYupSchema__' in s;
}

/** One JSON Schema per yup schema: shared reply schemas (the error envelope) are converted once. */
const converted = new WeakMap<AnySchema, JsonSchema>();
export function jsonSchemaOf(schema: AnySchema): JsonSchema {
  let json = converted.get(schema);
  if (!json) {
    json = yupToJsonSchema(schema);
    converted.set(schema, json);
  }
  return json;
}

type ResponseEntry = AnySchema | JsonSchema | { content: Record<string, { schema: AnySchema | JsonSchema }> };

/** A route's reply schemas with yup turned into JSON Schema, which Fastify's serializer compiles (fast-json-stringify). */
function toJsonResponses(response: Record<string, ResponseEntry>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [status, entry] of Object.entries(response)) {
    if (isYup(entry)) out[status] = jsonSchemaOf(entry);
    else if (entry && typeof entry === 'object' && 'content' in entry && entry.content && typeof entry.content === 'object') {
      const content = entry.content as Record<string, { schema: AnySchema | JsonSchema }>;
      out[status] = {
        content: Object.fromEntries(
          Object.entries(content).map(([type, c]) => [type, { schema: isYup(c.schema) ? jsonSchemaOf(c.schema) : c.schema }]),
        ),
      };
    } else out[status] = entry;
  }
  return out;
}

/**
 * The strict check of `config.checkReplies`: the serializer would turn a null into "" or 0 and cut
 * a fraction where the schema says integer; this fails such a reply (500, the paths logged) instead.
 */
function replyChecker(response: Record<string, ResponseEntry>): ReplyCheck | undefined {
  const schemas = Object.entries(response).filter((e): e is [string, AnySchema] => isYup(e[1]));
  if (!schemas.length) return undefined;
  const byStatus = new Map(schemas);
  return (statusCode: number, payload: unknown) => {
    const status = String(statusCode);
    const schema = byStatus.get(status) ?? byStatus.get(`${status[0]}xx`) ?? byStatus.get('default');
    if (!schema) return;
    try {
      schema.validateSync(payload, { strict: true, abortEarly: false });
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      throw new Error(`reply does not match its schema: ${e.errors.slice(0, 5).join('; ')}`);
    }
  };
}

/** Throws when a reply does not match its route's schema; set on the route's config when `config.checkReplies`. */
export type ReplyCheck = (statusCode: number, payload: unknown) => void;

declare module 'fastify' {
  interface FastifyContextConfig {
    replyCheck?: ReplyCheck;
  }
}

/** For replies serialized ahead of time (okCached), which skip the preSerialization hook. */
export function checkReply(reply: FastifyReply, payload: unknown) {
  reply.request.routeOptions.config.replyCheck?.(reply.statusCode, payload);
}

/** The static files and the app's fallback (a wildcard): not API operations. */
const isStatic = (url: string) => url.includes('*');

/**
 * Collects every route as it is registered (method, url, schema, auth) and turns its yup reply
 * schemas into JSON Schema for the serializer; serves the OpenAPI 3.1 document built from them at
 * GET /docs/openapi.json and a readable page at GET /docs. Registered before the routes.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  const routes: CollectedRoute[] = [];

  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema;
    if (schema?.response && typeof schema.response === 'object') {
      const response = schema.response as Record<string, ResponseEntry>;
      route.schema = { ...schema, response: toJsonResponses(response) };
      const check = app.config.checkReplies ? replyChecker(response) : undefined;
      if (check) {
        route.config = { ...route.config, replyCheck: check };
        const hook: preSerializationHookHandler = async (_req, reply, payload) => {
          check(reply.statusCode, payload);
          return payload;
        };
        route.preSerialization = [...[route.preSerialization ?? []].flat(), hook];
      }
    }
    const methods = [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    if (!methods.length || isStatic(route.url)) return;
    for (const method of methods) {
      routes.push({ method, url: route.url, schema: route.schema ?? {}, config: (route.config ?? {}) as CollectedRoute['config'] });
    }
  });

  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const documentOf = () => (document ??= buildDocument(routes, jsonSchemaOf));

  // Outside the envelope and the rate limit, like the probes; the document changes only with a release.
  const cache = 'public, max-age=300';
  app.get(
    '/docs/openapi.json',
    {
      schema: {
        summary: 'This OpenAPI 3.1 document',
        tags: ['docs'],
        response: { 200: { content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } } } },
      },
    },
    async (_req, reply) => reply.header('cache-control', cache).type('application/json; charset=utf-8').send(JSON.stringify(documentOf())),
  );

  app.get(
    '/docs',
    {
      schema: {
        summary: 'Every operation, grouped by tag, readable',
        tags: ['docs'],
        response: { 200: { content: { 'text/html': { schema: { type: 'string' } } } } },
      },
    },
    async (_req, reply) =>
      reply
        .header('cache-control', cache)
        .type('text/html; charset=utf-8')
        .send((page ??= docsPage(documentOf()))),
  );
});

/** The routes the document lists, for tests that compare them with what is registered. */
export { isStatic };

import type { FastifySchema } from 'fastify';
import type { AnySchema } from 'yup';
import { errorEnvelope } from '../../contract/schemas/replies/shape';
import type { JsonSchema } from './yup-to-json-schema';
import type { Permission } from '../../contract/staff';

export interface CollectedRoute {
  method: string;
  url: string;
  schema: FastifySchema;
  config: { auth?: 'token' | 'customer'; staff?: Permission; metrics?: boolean; docs?: { body?: AnySchema; querystring?: AnySchema } };
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}
interface MediaTypes {
  [mediaType: string]: { schema: JsonSchema };
}
interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: MediaTypes };
  responses: Record<string, { description: string; content?: MediaTypes } | { $ref: string }>;
  security?: Record<string, string[]>[];
  /** A console operation: the staff permission it needs (contract/staff.ts). */
  'x-permission'?: Permission;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { description: string; content: MediaTypes }>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>;
  };
}

type Convert = (schema: AnySchema) => JsonSchema;

function isYup(s: unknown): s is AnySchema {
  return typeof s === 'object' && s !== null && '__isYupSchema__' in s;
}

/** Fastify's `/api/goods/:id` as OpenAPI's `/api/goods/{id}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const asJson = (s: unknown, convert: Convert): JsonSchema | undefined =>
  isYup(s) ? convert(s) : s && typeof s === 'object' ? (s as JsonSchema) : undefined;

function parametersOf(schema: JsonSchema | undefined, where: 'path' | 'query'): Parameter[] {
  if (!schema?.properties) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, s]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: s }));
}

/** A path parameter the route's params schema does not name (a route that checks it by itself). */
function missingPathParameters(url: string, declared: Parameter[]): Parameter[] {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return names
    .filter((n) => !declared.some((p) => p.in === 'path' && p.name === n))
    .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
}

function responsesOf(response: unknown, convert: Convert): Operation['responses'] {
  const out: Operation['responses'] = {};
  for (const [status, entry] of Object.entries((response ?? {}) as Record<string, unknown>)) {
    if (status === 'default' && entry && typeof entry === 'object') {
      out.default = { $ref: '#/components/responses/Error' };
      continue;
    }
    const description = status === '200' ? 'Success' : status.startsWith('3') ? 'Redirect' : `Status ${status}`;
    if (entry && typeof entry === 'object' && 'content' in entry) {
      const content = (entry as { content: Record<string, { schema: unknown }> }).content;
      out[status] = {
        description,
        content: Object.fromEntries(Object.entries(content).map(([t, c]) => [t, { schema: asJson(c.schema, convert) ?? {} }])),
      };
    } else {
      out[status] = { description, content: { 'application/json': { schema: asJson(entry, convert) ?? {} } } };
    }
  }
  if (!Object.keys(out).length) out.default = { $ref: '#/components/responses/Error' };
  return out;
}

function operationIdOf(method: string, url: string): string {
  const words = url
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1)));
  return `${method.toLowerCase()}${words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}`;
}

/** A console operation's description ends with the permission it needs, so /docs shows it. */
function describe(description: string | undefined, permission: Permission | undefined): string {
  const needs = permission ? `Needs permission: ${permission}` : '';
  return [description, needs].filter(Boolean).join('\n\n');
}

/** The OpenAPI 3.1 document of the collected routes: inputs and replies from their yup schemas. */
export function buildDocument(routes: readonly CollectedRoute[], convert: Convert): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const r of sorted) {
    const s = r.schema;
    const params = parametersOf(asJson(s.params, convert), 'path');
    const query = parametersOf(asJson(s.querystring ?? r.config.docs?.querystring, convert), 'query');
    const parameters = [...params, ...missingPathParameters(r.url, params), ...query];
    const body = asJson(s.body ?? r.config.docs?.body, convert);
    const opTags = s.tags?.length ? s.tags : ['other'];
    opTags.forEach((t) => tags.add(t));
    const op: Operation = {
      operationId: operationIdOf(r.method, r.url),
      summary: s.summary ?? `${r.method} ${r.url}`,
      ...(s.description || r.config.staff ? { description: describe(s.description, r.config.staff) } : {}),
      tags: opTags,
      ...(parameters.length ? { parameters } : {}),
      ...(body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: body }, 'application/x-www-form-urlencoded': { schema: body } },
            },
          }
        : {}),
      responses: responsesOf(s.response, convert),
      ...(r.config.auth ? { security: [{ bearer: [] }] } : {}),
      ...(r.config.staff ? { security: [{ staff: [] }], 'x-permission': r.config.staff } : {}),
      ...(r.config.metrics ? { security: [{ metrics: [] }] } : {}),
    };
    const path = openApiPath(r.url);
    (paths[path] ??= {})[r.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Optic Shop API',
      version: '1.0.0',
      description:
        "Every JSON reply is the envelope {code, msg, data}; code is the HTTP status (30001 travels with 401). A reply that says one of the shop's messages has its key (and values, for a template) beside msg, to translate it by. Generated from the routes' yup schemas (contract/schemas).",
    },
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: convert(errorEnvelope) },
      responses: {
        Error: {
          description:
            "A failure: {code, msg, key?, values?, data}; key and values name msg's message when it is one of the shop's; data is null, {errors: {field: message}, field_keys: {field: {key, values?}}} (422) or a refusal's reason and details",
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A visitor or customer token (api/visitor, api/login); routes marked customer need a signed-in customer',
        },
        staff: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A staff token (st.…, api/admin/auth/sign-in); each console operation needs the permission its x-permission names, which the member's role must have",
        },
        metrics: {
          type: 'http',
          scheme: 'bearer',
          description: 'The METRICS_TOKEN the server was started with (GET /metrics only; unset, the route does not exist)',
        },
      },
    },
  };
}

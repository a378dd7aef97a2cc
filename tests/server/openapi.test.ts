import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type RouteOptions } from 'fastify';
import { object } from 'yup';
import { paths } from '../../contract/endpoints';
import { ALL_MESSAGE_KEYS as MESSAGE_KEYS } from '../../contract/all-messages';
import { int, listOf, str } from '../../contract/schemas/replies/shape';
import { envelopePlugin } from '../../server/plugins/envelope';
import { validationPlugin } from '../../server/plugins/validation';
import { openapiPlugin } from '../../server/openapi/plugin';
import { openApiPath, type OpenApiDocument } from '../../server/openapi/document';
import { replies } from '../../server/openapi/replies';
import { escapeHtml } from '../../server/http/escape-html';
import { loadConfig } from '../../server/config';
import { okCached } from '../../server/services/catalog/catalog-reads';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

describe.each(backends())('the OpenAPI document at /docs (%s)', (backend) => {
  let t: TestApp;
  const registered: { method: string; url: string }[] = [];
  let doc: OpenApiDocument;

  beforeAll(async () => {
    // Every optional route mounted: the test-only ones (the console's are always there).
    t = await startTestApp(
      backend,
      { devEndpoints: true },
      {
        observeRoutes: (route: RouteOptions) => {
          for (const method of [route.method].flat()) {
            if (method === 'HEAD' || method === 'OPTIONS' || route.url.includes('*')) continue; // HEAD twins, the static fallback
            registered.push({ method, url: route.url });
          }
        },
      },
    );
    const res = await fetch(`${t.url}/docs/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    doc = (await res.json()) as OpenApiDocument;
  });
  afterAll(() => t?.close());

  it('is an OpenAPI 3.1 document, outside the envelope', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc).not.toHaveProperty('code');
    expect(doc.components.schemas.Error).toMatchObject({ type: 'object', required: ['code', 'msg'] });
    // An error names its message by key beside the text, and a 422 each field's.
    const error = doc.components.schemas.Error as any;
    expect(error.properties.key).toEqual({ type: 'string', enum: MESSAGE_KEYS });
    expect(error.properties.values).toEqual({ type: 'object', additionalProperties: { type: 'string' } });
    expect(error.properties.data.properties.errors).toEqual({ type: 'object', additionalProperties: { type: 'string' } });
    expect(error.properties.data.properties.field_keys.additionalProperties).toMatchObject({
      properties: { key: { type: 'string', enum: MESSAGE_KEYS }, values: { type: 'object' } },
      required: ['key'],
    });
    expect(error.properties.data.additionalProperties).toBe(true);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('lists every registered route, and nothing else', () => {
    expect(registered.length).toBeGreaterThan(50);
    const missing = registered.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
    const listed = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(listed).toBe(registered.length);
  });

  it('gives every operation a summary, a tag and a reply schema besides the error envelope', () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method} ${path}`;
        expect(op.summary, where).not.toMatch(/^(GET|POST|DELETE|PUT) /);
        expect(op.tags, where).not.toEqual(['other']);
        expect(Object.keys(op.responses).filter((s) => s !== 'default').length, where).toBeGreaterThan(0);
      }
    }
  });

  it("takes inputs and replies from the contract's yup schemas", () => {
    const login = doc.paths[`/${paths.login}`]!.post!;
    const body = login.requestBody!.content['application/json']!.schema;
    expect(body.required).toEqual(['email', 'password']);
    expect(body.properties!.email).toMatchObject({ type: 'string', maxLength: expect.any(Number), pattern: expect.any(String) });
    const ok = (login.responses['200'] as { content: Record<string, { schema: any }> }).content['application/json']!.schema;
    expect(ok.properties.data.required).toEqual(expect.arrayContaining(['access_token', 'token_type', 'expires_in', 'kind', 'user']));
    expect(ok.properties.data.properties.kind).toEqual({ type: 'string', enum: ['visitor', 'customer'] });
    expect(login.responses.default).toEqual({ $ref: '#/components/responses/Error' });
    expect(ok.properties.key).toMatchObject({ type: 'string' });
    expect(ok.required).toEqual(['code', 'msg', 'data']);

    const detail = doc.paths['/api/goods/{id}']!.get!;
    expect(detail.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'integer' }) }),
    ]);
    const image = doc.paths['/api/goods/image/{id}.svg']!.get!;
    expect(Object.keys((image.responses['200'] as { content: object }).content)).toEqual(['image/svg+xml']);
    // A route that checks its input by itself still documents it.
    expect(doc.paths[`/${paths.goodsList}`]!.post!.requestBody!.content['application/json']!.schema.properties).toHaveProperty('sort');
    expect(doc.paths[`/${paths.getCart}`]!.get!.security).toEqual([{ bearer: [] }]);
  });

  it('answers a readable page at /docs listing every path, without scripts', async () => {
    const res = await fetch(`${t.url}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    for (const path of Object.keys(doc.paths)) expect(html).toContain(`<code>${escapeHtml(path)}</code>`);
  });

  it('is outside the rate limit', async () => {
    const limit = t.app.config.authRateLimit.max;
    // Each body is read to its end: an unread one keeps its connection busy, and closing the app waits for it.
    const statuses = await Promise.all(
      Array.from({ length: limit * 2 }, () =>
        fetch(`${t.url}/docs/openapi.json`).then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        }),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});

describe('reply schemas', () => {
  async function appReplying(data: unknown, checkReplies = false, cached = false) {
    const app = Fastify({ logger: false });
    app.decorate('config', { ...loadConfig({}), checkReplies });
    await app.register(envelopePlugin);
    await app.register(validationPlugin);
    await app.register(openapiPlugin);
    const reply = object({ id: int(), tags: listOf(str()) });
    app.get('/thing', { schema: { summary: 'A thing', tags: ['test'], response: replies(reply) } }, async (_req, r) =>
      cached ? okCached(r, data as object) : r.ok(data),
    );
    await app.ready();
    return app;
  }

  it('drop fields the schema does not name, nested ones too', async () => {
    const app = await appReplying({ id: 3, tags: ['a'], secret: 'x', extra: { y: 1 } });
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: { id: 3, tags: ['a'] } });
    await app.close();
  });

  it('fail a reply of the wrong type or missing a field (500 in the error envelope)', async () => {
    for (const data of [{ id: 'three', tags: [] }, { tags: [] }]) {
      const app = await appReplying(data);
      const res = await app.inject('/thing');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 500, data: null });
      await app.close();
    }
  });

  it('with checkReplies, fail what the serializer would coerce: a null, a fraction, a number for a string', async () => {
    const coerced = await appReplying({ id: 2.5, tags: [null] });
    expect((await coerced.inject('/thing')).json()).toEqual({ code: 200, msg: 'success', data: { id: 2, tags: [''] } });
    await coerced.close();
    for (const data of [
      { id: 2.5, tags: [] },
      { id: 1, tags: [null] },
      { id: 1, tags: [5] },
      { id: null, tags: [] },
    ]) {
      const app = await appReplying(data, true);
      const res = await app.inject('/thing');
      expect(res.statusCode, JSON.stringify(data)).toBe(500);
      await app.close();
    }
    const cachedWrong = await appReplying({ id: 2.5, tags: [] }, true, true); // serialized ahead of time, checked too
    expect((await cachedWrong.inject('/thing')).statusCode).toBe(500);
    await cachedWrong.close();
    const cachedFine = await appReplying({ id: 1, tags: ['a'], extra: true }, true, true);
    expect((await cachedFine.inject('/thing')).json()).toEqual({ code: 200, msg: 'success', data: { id: 1, tags: ['a'] } });
    await cachedFine.close();
    const fine = await appReplying({ id: 1, tags: ['a'], extra: true }, true);
    expect((await fine.inject('/thing')).json()).toEqual({ code: 200, msg: 'success', data: { id: 1, tags: ['a'] } });
    await fine.close();
  });
});

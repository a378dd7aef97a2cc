import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { number, object, string } from 'yup';
import { Reason } from '../../contract/codes';
import { messages, said } from '../../contract/messages';
import { loginSchema } from '../../contract/schemas/auth';
import { noData } from '../../contract/schemas/replies/shape';
import { loadConfig } from '../config';
import { conflict, invalid, notFound } from '../errors';
import { openapiPlugin } from '../openapi/plugin';
import { replies } from '../openapi/replies';
import { envelopePlugin } from './envelope';
import { validationPlugin } from './validation';

/**
 * The envelope's bodies over HTTP (app.inject), through the serializer of the routes' reply schemas
 * and, with checkReplies, their strict check: what a client reads.
 */
describe('the envelope', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.decorate('config', { ...loadConfig({}), checkReplies: true });
    await app.register(envelopePlugin);
    await app.register(validationPlugin);
    await app.register(openapiPlugin);
    const schema = { summary: 'A test route', tags: ['test'], response: replies(noData()) };
    app.get('/stock', { schema }, async () => {
      throw conflict(Reason.stock, said('notEnoughStock'), { available: 2 });
    });
    app.get('/range', { schema }, async () => {
      const range = said('rxSphOutOfFrame', { min: '-8.00', max: '+6.00' });
      throw invalid({ 'right.sph': range, 'left.sph': range }, { lines: 2 });
    });
    app.post('/login', { schema: { ...schema, body: loginSchema } }, async (_req, reply) => reply.ok(null));
    app.post(
      '/count',
      { schema: { ...schema, body: object({ n: number().required(), email: string().required(messages.emailRequired) }) } },
      async (_req, reply) => reply.ok(null),
    );
    app.get('/operator', { schema }, async () => {
      throw notFound('There is no inquiry #12');
    });
    app.get('/boom', { schema }, async () => {
      throw new Error('a bug');
    });
    app.get('/saved', { schema }, async (_req, reply) => reply.ok(null, said('couponSaved')));
    app.get('/plain', { schema }, async (_req, reply) => reply.ok(null));
    await app.ready();
  });
  afterAll(() => app?.close());

  it("gives a refusal's key beside its text, the reason in its data (409)", async () => {
    const res = await app.inject('/stock');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 409,
      msg: messages.notEnoughStock,
      key: 'notEnoughStock',
      data: { available: 2, reason: Reason.stock },
    });
  });

  it("gives a template's key and values, and each field's, beside the texts (422)", async () => {
    const res = await app.inject('/range');
    expect(res.statusCode).toBe(422);
    const text = 'For this frame, SPH must be from -8.00 to +6.00';
    const range = { key: 'rxSphOutOfFrame', values: { min: '-8.00', max: '+6.00' } };
    expect(res.json()).toEqual({
      code: 422,
      msg: text,
      ...range,
      data: { errors: { 'right.sph': text, 'left.sph': text }, field_keys: { 'right.sph': range, 'left.sph': range }, lines: 2 },
    });
  });

  it("keys yup's field messages that are the contract's, and not yup's own words", async () => {
    const login = await app.inject({ method: 'POST', url: '/login', payload: { email: 'nope', password: '' } });
    expect(login.statusCode).toBe(422);
    expect(login.json()).toEqual({
      code: 422,
      msg: messages.emailInvalid,
      key: 'emailInvalid',
      data: {
        errors: { email: messages.emailInvalid, password: messages.passwordRequired },
        field_keys: { email: { key: 'emailInvalid' }, password: { key: 'passwordRequired' } },
      },
    });
    const count = await app.inject({ method: 'POST', url: '/count', payload: {} });
    expect(count.json()).toEqual({
      code: 422,
      msg: 'n is a required field',
      data: { errors: { n: 'n is a required field', email: messages.emailRequired }, field_keys: { email: { key: 'emailRequired' } } },
    });
  });

  it('refuses a value of the wrong shape with a 422 on its field, never a 500 (a string rule given an object or a list)', async () => {
    for (const email of [{}, { trim: 1 }, ['a@b.co']]) {
      const res = await app.inject({ method: 'POST', url: '/login', payload: { email, password: 'secret-pass' } });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().data.errors.email).toBeTruthy();
      expect(res.json().data.errors.password).toBeUndefined();
    }
  });

  it('gives no key to words that are not the contract’s: an operator’s, a malformed request’s', async () => {
    expect((await app.inject('/operator')).json()).toEqual({ code: 404, msg: 'There is no inquiry #12', data: null });
    const xml = await app.inject({ method: 'POST', url: '/login', payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).not.toHaveProperty('key');
    expect(xml.json()).toMatchObject({ code: 415, data: null });
  });

  it('answers a bug with the server error, keyed, and no trace', async () => {
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: messages.serverError, key: 'serverError', data: null });
  });

  it('says a success in words with their key; a plain one is "success"', async () => {
    expect((await app.inject('/saved')).json()).toEqual({ code: 200, msg: messages.couponSaved, key: 'couponSaved', data: null });
    expect((await app.inject('/plain')).json()).toEqual({ code: 200, msg: 'success', data: null });
  });
});

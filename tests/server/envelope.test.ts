import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/endpoints';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

describe.each(backends())('the error envelope (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const res = await t.api('POST', paths.login, { raw: '{"email": "a@b.com",', contentType: 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.data).toBeNull();
    expect(res.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.api('POST', paths.register, { raw: '<a/>', contentType: 'application/xml' });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe(415);
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.api('GET', 'api/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: 'Not found', key: 'notFound', data: null });
  });
});

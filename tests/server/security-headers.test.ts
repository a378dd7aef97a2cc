import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/endpoints';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

describe.each(backends())('security headers (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const expectApiSet = (headers: Headers) => {
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(headers.get('content-security-policy')).toBe(API_POLICY);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    // A document's headers mean nothing on JSON: they are not sent.
    expect(headers.get('permissions-policy')).toBeNull();
    expect(headers.get('x-frame-options')).toBeNull();
  };

  it('gives a JSON answer the API set, whether read from the cache or not', async () => {
    expectApiSet((await t.api('GET', paths.hotSearch)).headers);
    const list = await t.api('POST', paths.goodsList, { form: { category_id: 1, page: 1, page_size: 10 } });
    expect(list.status).toBe(200);
    expectApiSet(list.headers);
  });

  it('gives JSON errors the API set too: unknown path, invalid input, malformed body', async () => {
    expectApiSet((await t.api('GET', 'api/no/such/thing')).headers);
    const invalid = await t.api('POST', paths.goodsList, { form: { category_id: 1, page: 0 } });
    expect(invalid.status).toBe(422);
    expectApiSet(invalid.headers);
    const malformed = await t.api('POST', paths.login, { raw: '{"email":', contentType: 'application/json' });
    expect(malformed.status).toBe(400);
    expectApiSet(malformed.headers);
  });

  it('gives everything else the document set (a product picture, drawn as SVG)', async () => {
    const res = await fetch(`${t.url}/${paths.goodsImage(1)}`);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The live player's hls.js plays through a blob: source (Media Source Extensions).
    expect(res.headers.get('content-security-policy')).toContain("media-src 'self' blob:");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("lets the shop ask for the camera (the try-on), and evaluate code only in the face model's own document", async () => {
    const res = await fetch(`${t.url}/${paths.goodsImage(1)}`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(res.headers.get('permissions-policy')).toBe('camera=(self), microphone=(), geolocation=()');
    const frame = await fetch(`${t.url}/${paths.tryOnModelFrame}`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = frame.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(await frame.text()).not.toContain('<script');
  });
});

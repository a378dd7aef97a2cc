import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ASSET = '/assets/app-Test123a.js';

/** A built app as far as serving goes: the repository's index.html and one hashed asset, each with .br/.gz siblings. */
async function fakeBuild(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-static-'));
  fs.copyFileSync(path.join(ROOT, 'index.html'), path.join(dir, 'index.html'));
  fs.copyFileSync(path.join(ROOT, 'admin.html'), path.join(dir, 'admin.html'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const code = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n');
  fs.writeFileSync(path.join(dir, ASSET), code);
  await precompress(dir);
  return dir;
}

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent, decoded from its content-encoding. */
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decode), the body decoded by hand. */
function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const sent = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body = encoding === 'br' ? zlib.brotliDecompressSync(sent) : encoding === 'gzip' ? zlib.gunzipSync(sent) : sent;
          resolve({ status: res.statusCode!, headers: res.headers, body });
        });
        res.on('error', reject);
      })
      .on('error', reject)
      .end();
  });
}

const ENCODINGS: [string, Record<string, string>][] = [
  ['no Accept-Encoding', {}],
  ['gzip only', { 'accept-encoding': 'gzip' }],
  ['br', { 'accept-encoding': 'gzip, deflate, br' }],
  ['identity', { 'accept-encoding': 'identity' }],
];

describe.each(backends())('serving the app to browsers, load balancers and terminals (%s)', (backend) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await fakeBuild();
    t = await startTestApp(backend, { staticDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe.each([
    ['the home page', '/', /^text\/html/],
    ['a product page', '/goods-detail/10', /^text\/html/],
    ['an account page', '/account/my-orders', /^text\/html/],
    ['a console page', '/admin/orders?status=paid', /^text\/html/],
    ['a hashed asset', ASSET, /^(application|text)\/javascript/],
  ])('%s', (_name, url, type) => {
    it('answers 200 with the same bytes whatever encodings the request accepts', async () => {
      const answers = await Promise.all(ENCODINGS.map(([, headers]) => rawGet(`${t.url}${url}`, headers)));
      for (const [i, res] of answers.entries()) {
        expect([ENCODINGS[i]![0], res.status]).toEqual([ENCODINGS[i]![0], 200]);
        expect(res.headers['content-type']).toMatch(type);
        expect(res.body.equals(answers[0]!.body), ENCODINGS[i]![0]).toBe(true);
      }
      // Only what was accepted is sent.
      expect(answers[0]!.headers['content-encoding']).toBeUndefined();
      expect(answers[1]!.headers['content-encoding'] ?? 'gzip').toBe('gzip');
      expect(answers[3]!.headers['content-encoding']).toBeUndefined();
      if (type.test('text/html')) expect(answers[0]!.body.toString()).toMatch(/^<!doctype html>/i);
    });
  });

  it("answers the console's pages with the console's document, every other page with the shop's", async () => {
    const consolePages = await Promise.all(['/admin', '/admin/', '/admin/sign-in', '/admin/orders/12?x=1'].map((url) => rawGet(`${t.url}${url}`)));
    for (const res of consolePages) {
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain('/src/admin/main.tsx');
    }
    for (const url of ['/', '/administrator', '/account/admin', '/goods-detail/10']) {
      const res = await rawGet(`${t.url}${url}`);
      expect(res.body.toString(), url).toContain('/src/main.tsx');
      expect(res.body.toString(), url).not.toContain('/src/admin/main.tsx');
    }
  });

  it('answers a directory path with the app, as any page', async () => {
    const res = await rawGet(`${t.url}/assets/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers HEAD / as GET /, without a body', async () => {
    const res = await rawGet(`${t.url}/`, {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('gives an error envelope the code of its HTTP status', async () => {
    const cases: [string, Record<string, string>][] = [
      [ASSET, { range: 'bytes=999999-' }], // past the end of the file: 416
      ['/api/no/such/thing', {}],
      ['/%E0%A4%A', {}], // a malformed URL
    ];
    for (const [url, headers] of cases) {
      const res = await rawGet(`${t.url}${url}`, headers);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(JSON.parse(res.body.toString()).code, url).toBe(res.status);
    }
  });
});

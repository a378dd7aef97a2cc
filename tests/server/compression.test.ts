import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/endpoints';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

describe.each(backends())('JSON replies compressed for a client that accepts it (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  /** The raw reply (node's fetch would decode it): status, headers and the bytes as they came. */
  const raw = async (path: string, acceptEncoding: string | null) => {
    const { request } = await import('node:http');
    const url = new URL(`${t.url}/${path}`);
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(url, { headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  };

  it('a page of posts comes in brotli or gzip, as asked, and reads the same as the plain one', async () => {
    const plain = await raw(`${paths.blogList}?page=1`, null);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await raw(`${paths.blogList}?page=1`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    const gz = await raw(`${paths.blogList}?page=1`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(plain.body.toString());
  });

  it('a cached catalogue read (its bytes kept serialized) is compressed too', async () => {
    const ids = 'ids=1,2,3,4,5,6,7,8,9,10,11,12';
    const plain = await raw(`${paths.lookbookProducts}?${ids}`, null);
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (let i = 0; i < 2; i++) {
      // The second read comes from the cache.
      const br = await raw(`${paths.lookbookProducts}?${ids}`, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    }
  });

  it('a small reply, or an error, goes as it is', async () => {
    const small = await raw(paths.hotSearch, 'br');
    expect(small.status).toBe(200);
    if (small.body.length < 1024) expect(small.headers['content-encoding']).toBeUndefined();
    const missing = await raw('api/no/such/thing', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString()).code).toBe(404);
  });
});

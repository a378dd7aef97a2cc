/**
 * The photos bench (issue 25): a 12-megapixel JPEG, as a phone takes it, uploaded to a product in
 * the console (POST api/admin/products/{id}/photos) on a throwaway shop; the time from sending to
 * the answer (checked by content, decoded, turned upright, re-encoded into AVIF and WebP at 320,
 * 640 and 1280 px, stored), the median of `runs`. While it encodes, GET /healthz is asked every
 * 20 ms: its slowest answer shows how long the event loop was ever held (sharp works off it).
 */
import sharp from 'sharp';
import { adminPaths } from '../../contract/admin';
import { adminProductPaths } from '../../contract/admin-products';
import { paths } from '../../contract/endpoints';
import { startShop } from '../lib/server';

export interface PhotoBench {
  megapixels: number;
  bytes: number;
  /** Each upload's time, ms. */
  runsMs: number[];
  medianMs: number;
  /** The slowest /healthz answer while uploads ran, ms. */
  healthMaxMs: number;
  /** The slowest /healthz answer over as many probes with nothing else running (the machine's own noise), ms. */
  healthIdleMaxMs: number;
}

/** A phone-like 4000×3000 JPEG: gradients and noise (an even colour would encode unrealistically fast). */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  const w = 4000;
  const h = 3000;
  const raw = Buffer.alloc(w * h * 3);
  let seed = 1;
  for (let i = 0, p = 0; i < raw.length; i += 3, p++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const noise = (seed >> 16) & 31;
    raw[i] = ((p % w) * 200) / w + noise;
    raw[i + 1] = (Math.floor(p / w) * 200) / h + noise;
    raw[i + 2] = 120 + noise;
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${res.url}: ${body.code} ${body.msg}`);
  return body.data;
}

export async function runPhotoBench(runs = 3, goodsId = 10): Promise<PhotoBench> {
  const jpeg = await twelveMegapixelJpeg();
  // A fresh shop seeds its database first: on a busy machine that takes a while.
  const shop = await startShop({ stdio: 'ignore', env: { LOG_LEVEL: 'warn', SHOP_DEV_ENDPOINTS: '1' }, readyTimeoutMs: 360_000 });
  try {
    const email = `bench-photos-${Date.now()}@example.com`;
    const member = await json<{ password: string }>(
      await fetch(`${shop.url}/${paths.devStaff}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, role: 'catalogue' }),
      }),
    );
    const session = await json<{ access_token: string }>(
      await fetch(`${shop.url}/${adminPaths.signIn}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: member.password }),
      }),
    );
    const healthz = async () => {
      const t0 = performance.now();
      await fetch(`${shop.url}/${paths.healthz}`);
      return performance.now() - t0;
    };
    // The same probes first with no upload: what the machine alone costs.
    let healthIdleMaxMs = 0;
    for (const end = performance.now() + 5_000; performance.now() < end;) {
      healthIdleMaxMs = Math.max(healthIdleMaxMs, await healthz());
      await new Promise((r) => setTimeout(r, 20));
    }
    let healthMaxMs = 0;
    let probing = true;
    const probe = (async () => {
      while (probing) {
        healthMaxMs = Math.max(healthMaxMs, await healthz());
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const runsMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const form = new FormData();
      form.append('alt', `bench ${i}`);
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'phone.jpg');
      const t0 = performance.now();
      await json(
        await fetch(`${shop.url}/${adminProductPaths.productPhotos(goodsId)}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${session.access_token}` },
          body: form,
        }),
      );
      runsMs.push(performance.now() - t0);
    }
    probing = false;
    await probe;
    const sorted = [...runsMs].sort((a, b) => a - b);
    return { megapixels: 12, bytes: jpeg.length, runsMs, medianMs: sorted[Math.floor(sorted.length / 2)]!, healthMaxMs, healthIdleMaxMs };
  } finally {
    await shop.stop();
  }
}

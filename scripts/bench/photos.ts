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

/**
 * A product photo as a shop's studio shoots one: a frame on a soft white backdrop with its shadow and
 * the sensor's grain, `width`×`height` (JPEG, quality 90). Mostly background, as real product photos
 * are, so the encoded sizes are those a real catalogue gets (a noise field would be far larger).
 */
export async function productPhotoJpeg(width: number, height: number, hue: number): Promise<Buffer> {
  const cx = width / 2;
  const cy = height / 2;
  const r = width * 0.17;
  const lens = (x: number) =>
    `<ellipse cx="${x}" cy="${cy}" rx="${r}" ry="${r * 0.8}" fill="hsla(${hue},30%,70%,0.15)" stroke="hsl(${hue},45%,25%)" stroke-width="${r * 0.12}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#fdfdfc"/><stop offset="1" stop-color="#e4e2de"/></radialGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="${r * 0.15}"/></filter></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <ellipse cx="${cx}" cy="${cy + r * 1.15}" rx="${r * 2.3}" ry="${r * 0.18}" fill="rgba(0,0,0,0.18)" filter="url(#blur)"/>
    ${lens(cx - r * 1.15)}${lens(cx + r * 1.15)}
    <path d="M ${cx - r * 0.2} ${cy - r * 0.2} Q ${cx} ${cy - r * 0.45} ${cx + r * 0.2} ${cy - r * 0.2}" fill="none" stroke="hsl(${hue},45%,25%)" stroke-width="${r * 0.1}"/>
    <path d="M ${cx - r * 2.2} ${cy - r * 0.3} L ${cx - r * 2.9} ${cy - r * 0.45} M ${cx + r * 2.2} ${cy - r * 0.3} L ${cx + r * 2.9} ${cy - r * 0.45}" stroke="hsl(${hue},45%,25%)" stroke-width="${r * 0.1}" stroke-linecap="round"/>
  </svg>`;
  const grain = Buffer.alloc(width * height);
  let seed = hue + 7;
  for (let i = 0; i < grain.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    grain[i] = 128 + (((seed >> 16) & 7) - 4);
  }
  const noise = await sharp(grain, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${res.url}: ${body.code} ${body.msg}`);
  return body.data;
}

/** A catalogue member made through the dev endpoint (SHOP_DEV_ENDPOINTS=1), signed in: its bearer token. */
export async function consoleToken(shopUrl: string, name: string): Promise<string> {
  const email = `${name}-${Date.now()}@example.com`;
  const member = await json<{ password: string }>(
    await fetch(`${shopUrl}/${paths.devStaff}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, role: 'catalogue' }),
    }),
  );
  const session = await json<{ access_token: string }>(
    await fetch(`${shopUrl}/${adminPaths.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: member.password }),
    }),
  );
  return session.access_token;
}

/** One photo uploaded to a product in the console (POST api/admin/products/{id}/photos), as its page's file picker sends it. */
export async function uploadPhoto(shopUrl: string, token: string, goodsId: number, image: Buffer, alt: string, type = 'image/jpeg'): Promise<void> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', new Blob([new Uint8Array(image)], { type }), 'photo.jpg');
  await json(
    await fetch(`${shopUrl}/${adminProductPaths.productPhotos(goodsId)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
}

export async function runPhotoBench(runs = 3, goodsId = 10): Promise<PhotoBench> {
  const jpeg = await twelveMegapixelJpeg();
  // A fresh shop seeds its database first: on a busy machine that takes a while.
  const shop = await startShop({ stdio: 'ignore', env: { LOG_LEVEL: 'warn', SHOP_DEV_ENDPOINTS: '1' }, readyTimeoutMs: 360_000 });
  try {
    const token = await consoleToken(shop.url, 'bench-photos');
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
      const t0 = performance.now();
      await uploadPhoto(shop.url, token, goodsId, jpeg, `bench ${i}`);
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

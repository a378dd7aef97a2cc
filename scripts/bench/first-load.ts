import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FirstLoad {
  /** Gzip bytes (level 9) of the entry and every chunk it imports statically, recursively. */
  gzipBytes: number;
  rawBytes: number;
  files: Array<{ file: string; raw: number; gzip: number }>;
}

/**
 * First-load JavaScript of the page built from `entry` (index.html for `/`): what the browser must
 * fetch before the app runs. Lazy routes (dynamicImports) are not counted; they load on demand.
 */
export function firstLoadJs(distDir: string, entry = 'index.html'): FirstLoad {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  if (!manifest[entry]) throw new Error(`${manifestPath} has no entry "${entry}" (build.manifest must be on)`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest names an unknown chunk "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  const files = [...seen]
    .map((key) => manifest[key]!.file)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => {
      const data = fs.readFileSync(path.join(distDir, file));
      return { file, raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length };
    });
  return {
    gzipBytes: files.reduce((n, f) => n + f.gzip, 0),
    rawBytes: files.reduce((n, f) => n + f.raw, 0),
    files,
  };
}

/** How long a first visit is watched: idle-time prefetches made in this window count too. */
export const FIRST_VISIT_MS = 10_000;

export interface BrowserFirstLoad {
  /** Gzip bytes (level 9) of every script the browser fetched, as the phone would get them gzip-encoded. */
  gzipBytes: number;
  /** Bytes that crossed the wire for those scripts (the server's own encoding, brotli when offered). */
  transferBytes: number;
  files: Array<{ url: string; gzip: number; transfer: number; atMs: number }>;
}

/**
 * First-load JavaScript as a phone meets it: a fresh browser (no cache, no storage) at the phone
 * viewport opens `url` and every script it fetches in the first FIRST_VISIT_MS is counted: the
 * entry, its static imports, the page's lazy chunks, languages and whatever is prefetched while idle.
 */
export async function browserFirstLoad(url: string, watchMs = FIRST_VISIT_MS): Promise<BrowserFirstLoad> {
  const { chromium } = await import('@playwright/test');
  const { chromiumPath, CHROMIUM_ARGS, PHONE } = await import('../chromium');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS], headless: true });
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const start = Date.now();
    const seen: Promise<BrowserFirstLoad['files'][number] | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const atMs = Date.now() - start;
      seen.push(
        (async () => {
          const body = await response.body().catch(() => null);
          if (!body) return null;
          const sizes = await response
            .request()
            .sizes()
            .catch(() => null);
          return { url: response.url(), gzip: zlib.gzipSync(body, { level: 9 }).length, transfer: sizes?.responseBodySize ?? body.length, atMs };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(Math.max(0, watchMs - (Date.now() - start)));
    const files = (await Promise.all(seen)).filter((f): f is BrowserFirstLoad['files'][number] => f !== null);
    await context.close();
    return {
      gzipBytes: files.reduce((n, f) => n + f.gzip, 0),
      transferBytes: files.reduce((n, f) => n + f.transfer, 0),
      files,
    };
  } finally {
    await browser.close();
  }
}

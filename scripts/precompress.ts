/**
 * `node --import tsx scripts/precompress.ts <dir>`: writes `.br` (quality 11) and `.gz` (level 9)
 * siblings for every compressible file over 1 KB under <dir>, so @fastify/static (preCompressed)
 * sends them without compressing per request. A sibling is only kept when it is smaller.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { isMain } from './lib/is-main';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const MIN_BYTES = 1024;
/**
 * Over this size (the face model's wasm and weights) brotli's top quality costs minutes of build
 * for a few percent: quality 9, and the generic mode for what is not text.
 */
export const LARGE_BYTES = 1024 * 1024;
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.xml', '.map']);
/** `.wasm` and `.data`: the try-on's face model and its weights (about 10 MB, a third of that as brotli). */
export const COMPRESSIBLE = new Set([...TEXT, '.wasm', '.data']);

export interface PrecompressResult {
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function writeIfSmaller(target: string, data: Buffer, original: number): Promise<number | undefined> {
  if (data.length >= original) {
    fs.rmSync(target, { force: true });
    return undefined;
  }
  await fs.promises.writeFile(target, data);
  return data.length;
}

export async function precompress(dir: string): Promise<PrecompressResult[]> {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new Error(`${dir} is not a directory`);
  const results: PrecompressResult[] = [];
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
    const data = await fs.promises.readFile(file);
    if (data.length <= MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: data.length > LARGE_BYTES ? 9 : zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: TEXT.has(path.extname(file).toLowerCase())
            ? zlib.constants.BROTLI_MODE_TEXT
            : zlib.constants.BROTLI_MODE_GENERIC,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    results.push({
      file: path.relative(dir, file),
      bytes: data.length,
      br: await writeIfSmaller(`${file}.br`, br, data.length),
      gz: await writeIfSmaller(`${file}.gz`, gz, data.length),
    });
  }
  return results;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

if (isMain(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: precompress.ts <dir>');
    process.exit(2);
  }
  precompress(path.resolve(dir))
    .then((results) => {
      let raw = 0;
      let br = 0;
      let gz = 0;
      for (const r of results) {
        raw += r.bytes;
        br += r.br ?? r.bytes;
        gz += r.gz ?? r.bytes;
      }
      console.log(`precompress: ${results.length} files in ${dir}: ${kb(raw)} -> br ${kb(br)}, gz ${kb(gz)}`);
    })
    .catch((err) => {
      console.error(`precompress: ${(err as Error).message}`);
      process.exit(1);
    });
}

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

import zlib from 'node:zlib';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';

/** dist/.vite/modules.json: for every built chunk, the modules in it and their rendered size. */
export const CHUNK_MODULES_FILE = '.vite/modules.json';

export interface ChunkModules {
  [file: string]: Array<{ id: string; rendered: number; gzip: number }>;
}

/**
 * Writes CHUNK_MODULES_FILE beside Vite's manifest, so `npm run bench:chunks` can say which
 * modules the bytes of each fetched script come from (the manifest names chunks, not modules).
 * Sizes are of each module's rendered code (tree-shaken), minified and gzipped alone (rolldown's
 * minifier, Vite's own): a module's share of its chunk, not its exact bytes in it.
 */
export function chunkModules(): Plugin {
  return {
    name: 'shop:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const out: ChunkModules = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        out[chunk.fileName] = Object.entries(chunk.modules)
          .map(([id, m]) => ({ id: id.replace(process.cwd(), ''), rendered: m.renderedLength, gzip: m.code ? gzipMinified(id, m.code) : 0 }))
          .filter((m) => m.rendered > 0)
          .sort((a, b) => b.rendered - a.rendered);
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(out) });
    },
  };
}

/** Gzip bytes of `code` minified (as it ships), or of `code` itself when it does not parse alone. */
function gzipMinified(id: string, code: string): number {
  let out = code;
  try {
    const res = minifySync(`${id.replace(/\0/g, '')}.js`, code, { compress: true, mangle: true });
    if (!res.errors?.length) out = res.code;
  } catch {
    /* keep the rendered code */
  }
  return zlib.gzipSync(out, { level: 9 }).length;
}

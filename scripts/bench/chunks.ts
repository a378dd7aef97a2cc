/**
 * `npm run bench:chunks [-- --top=8 --dist=dir --build]`: where the first-load bytes of `/` are.
 * Serves the build on a throwaway database, opens `/` the way the bench does (first-load.ts:
 * browserFirstLoad, a phone's first FIRST_VISIT_MS) and lists every script fetched, when, its gzip
 * size, and the biggest modules in it (dist/.vite/modules.json, written by scripts/lib/chunk-modules.ts
 * at build time; module sizes are gzip of each module's rendered code alone, a share, not exact bytes).
 * `--build` rebuilds first; otherwise an existing dist/ is used as is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureBuilt, DIST, ROOT } from '../lib/build';
import { startShop } from '../lib/server';
import { formatTable } from '../lib/table';
import { CHUNK_MODULES_FILE, type ChunkModules } from '../lib/chunk-modules';
import { browserFirstLoad, FIRST_VISIT_MS } from './first-load';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** node_modules/<pkg>/... -> <pkg>/..., /src/x -> src/x: short enough for a table. */
function shortId(id: string): string {
  const nm = id.lastIndexOf('node_modules/');
  return (nm >= 0 ? id.slice(nm + 'node_modules/'.length) : id).replace(/^\//, '').replace(/\0/g, '');
}

async function main() {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const top = Number(arg('top') ?? 8);
  const distDir = arg('dist') ? path.resolve(arg('dist')!) : DIST;
  if (process.argv.includes('--build')) {
    const res = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
    if (res.status !== 0) throw new Error('npm run build failed');
  } else if (distDir === DIST) ensureBuilt();

  const modulesPath = path.join(distDir, CHUNK_MODULES_FILE);
  const modules: ChunkModules = fs.existsSync(modulesPath) ? JSON.parse(fs.readFileSync(modulesPath, 'utf8')) : {};
  if (!fs.existsSync(modulesPath)) console.error(`bench:chunks: ${modulesPath} missing (an older build?): no module breakdown`);

  const shop = await startShop({ stdio: 'ignore', env: { LOG_LEVEL: 'warn', STATIC_DIR: distDir } });
  let load;
  try {
    load = await browserFirstLoad(`${shop.url}/`);
  } finally {
    await shop.stop();
  }

  const files = [...load.files].sort((a, b) => a.atMs - b.atMs);
  const rows: string[][] = [];
  for (const f of files) {
    const file = new URL(f.url).pathname.replace(/^\//, '');
    rows.push([`${f.atMs} ms`, file, kb(f.gzip), `${((f.gzip / load.gzipBytes) * 100).toFixed(1)}%`]);
    const mods = modules[file] ?? [];
    const shown = mods
      .slice()
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, top);
    for (const m of shown) rows.push(['', `  ${shortId(m.id)}`, `~${kb(m.gzip)}`, '']);
    const rest = mods.length - shown.length;
    if (rest > 0)
      rows.push([
        '',
        `  ... ${rest} more modules`,
        `~${kb(
          mods
            .slice()
            .sort((a, b) => b.gzip - a.gzip)
            .slice(top)
            .reduce((n, m) => n + m.gzip, 0),
        )}`,
        '',
      ]);
  }
  console.log(formatTable(['fetched at', 'script / top modules', 'gzip', 'share'], rows));

  // The same modules summed by package (node_modules) or folder (app code), over every fetched script.
  const byPackage = new Map<string, number>();
  for (const f of files) {
    for (const m of modules[new URL(f.url).pathname.replace(/^\//, '')] ?? []) {
      const id = shortId(m.id);
      const key =
        id.startsWith('src/') || id.startsWith('contract/') || id.startsWith('machines/')
          ? id.split('/').slice(0, 2).join('/')
          : id.startsWith('@')
            ? id.split('/').slice(0, 2).join('/')
            : id.split('/')[0]!;
      byPackage.set(key, (byPackage.get(key) ?? 0) + m.gzip);
    }
  }
  const pkgRows = [...byPackage].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, `~${kb(v)}`]);
  console.log(`\n${formatTable(['package / folder', 'gzip of its modules alone'], pkgRows)}`);
  console.log(`\nfirst ${FIRST_VISIT_MS / 1000} s of /: ${files.length} scripts, ${kb(load.gzipBytes)} gzip (${kb(load.transferBytes)} on the wire)`);
}

main().catch((err) => {
  console.error(`bench:chunks: ${(err as Error).stack ?? err}`);
  process.exit(1);
});

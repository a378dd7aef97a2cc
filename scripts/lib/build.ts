import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const DIST = path.join(ROOT, 'dist');
export const MANIFEST = path.join(DIST, '.vite', 'manifest.json');

/** The built apps are there: the shop's index.html and Vite's manifest (which the bench reads), the console's admin.html. */
export function isBuilt(): boolean {
  return fs.existsSync(path.join(DIST, 'index.html')) && fs.existsSync(MANIFEST) && fs.existsSync(path.join(DIST, 'admin.html'));
}

/** Runs `npm run build` unless dist/ already holds a build. Output goes to stderr (callers' stdout may be a pipe). */
export function ensureBuilt(): void {
  if (isBuilt()) return;
  console.error('dist/ has no build: running npm run build');
  const res = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
  if (res.status !== 0) throw new Error(`npm run build failed (${res.status ?? res.signal})`);
}

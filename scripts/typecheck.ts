/**
 * `npm run typecheck`: `tsc -p` on each runtime's config (see docs/tooling.md), as many at a time as
 * there are cores. Each config's output is printed when it ends, whole, so two never interleave;
 * exits 1 when any config has errors.
 *
 *   tsconfig.web.json   src/ (not its tests), machines/, contract/: the DOM, no Node
 *   tsconfig.node.json  server/, scripts/, tests/server/, machines/, contract/, root configs: Node, no DOM
 *   tsconfig.test.json  the tests of src/, machines/ and contract/, tests/ but tests/server: both
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/build';

const TS_CONFIGS = ['tsconfig.web.json', 'tsconfig.node.json', 'tsconfig.test.json'];

const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const running = new Set<ChildProcess>();

function check(config: string): Promise<boolean> {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', config], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (err) => {
      output += `could not start tsc: ${err.message}\n`;
    });
    child.on('close', (code) => {
      running.delete(child);
      const ok = code === 0;
      process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${config} (${((Date.now() - t0) / 1000).toFixed(1)}s)\n${output}`);
      resolve(ok);
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(130);
  });
}

const queue = [...TS_CONFIGS];
const results: boolean[] = [];
await Promise.all(
  Array.from({ length: Math.min(queue.length, availableParallelism()) }, async () => {
    for (let config = queue.shift(); config !== undefined; config = queue.shift()) results.push(await check(config));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);

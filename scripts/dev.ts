/**
 * `npm run dev`: the API server under `tsx watch` (restarts on server/ and contract/ changes) on
 * API_PORT (default 3000) and the Vite dev server on 5173 with hot reload, proxying /api, /index,
 * /ws and /socket.io to the API (vite.config.ts reads API_URL). Open http://localhost:5173
 * (add `?inspect` to watch the machines in the Stately inspector). Ctrl-C stops both.
 */
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from './lib/build';

const apiPort = Number(process.env.API_PORT ?? 3000);
const apiUrl = `http://localhost:${apiPort}`;
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

function prefixed(name: string, color: number, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const [cmd, ...rest] = args;
  // Own process group, so stopping kills the watcher and whatever it started.
  const child = spawn(cmd!, rest, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const tag = `\x1b[${color}m[${name}]\x1b[0m `;
  for (const stream of [child.stdout!, child.stderr!]) {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${tag}${line}\n`);
    });
  }
  return child;
}

const children = [
  prefixed('api', 36, [bin('tsx'), 'watch', '--clear-screen=false', '--include', 'contract/**/*', 'server/main.ts'], {
    ...process.env,
    PORT: String(apiPort),
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
    SHOP_DEV_ENDPOINTS: process.env.SHOP_DEV_ENDPOINTS ?? '1',
  }),
  prefixed('web', 35, [bin('vite'), '--port', '5173', '--strictPort'], { ...process.env, API_URL: apiUrl }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`dev: a process exited (${code}); stopping the other`);
      stop(code || 1);
    }
  });
}
console.log(`dev: API on ${apiUrl}, app on http://localhost:5173 (Ctrl-C stops both)`);

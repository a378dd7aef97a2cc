/**
 * Starts the built shop (`node --import tsx server/main.ts`) on a throwaway embedded database:
 * a fresh DATA_DIR under the system temp dir, removed when the server stops. DATABASE_URL and
 * REDIS_URL are dropped so it is always PGlite, whatever the caller's environment says, unless
 * the caller passes `databaseUrl` (a database it created for the run).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from './build';

const TEMP_PREFIX = 'shop-fresh-';

export interface ShopServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Sends SIGTERM, waits for the exit, removes the data dir. */
  stop(): Promise<void>;
  /** Resolves with the exit code when the server process ends. */
  exited: Promise<number | null>;
}

export interface StartOptions {
  port?: number;
  /** Extra environment for the server (AUTH_RATE_MAX, SHOP_DEV_ENDPOINTS, LOG_LEVEL...). */
  env?: Record<string, string>;
  /** Keep the embedded database here, and keep it after the server stops (a restarted server finds it again); the caller removes it. */
  dataDir?: string;
  /** Serve from this PostgreSQL database instead of a throwaway PGlite one (the caller owns it). */
  databaseUrl?: string;
  /** With databaseUrl: the Redis the server fans out through (several processes on one database). */
  redisUrl?: string;
  /** Where the server's output goes; default: inherit. */
  stdio?: 'inherit' | 'ignore' | 'pipe';
  readyTimeoutMs?: number;
}

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes data dirs left by runs whose process was killed before it could clean up. */
export function sweepStaleDataDirs(): void {
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp)) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const pid = Number(name.slice(TEMP_PREFIX.length).split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && !isAlive(pid)) fs.rmSync(path.join(tmp, name), { recursive: true, force: true });
  }
}

/** A fresh, empty data dir named after this process, so a sweep can tell when it is orphaned. */
export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${TEMP_PREFIX}${process.pid}-`));
}

/** Polls until `url` answers with any HTTP status below 500, or throws after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, exited?: Promise<unknown>): Promise<void> {
  let done = false;
  let exitCode: unknown;
  void exited?.then((code) => {
    done = true;
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (done) throw new Error(`server exited (${String(exitCode)}) before answering ${url}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The environment for a throwaway shop server: embedded database in dataDir, no Redis. */
export function freshServerEnv(port: number, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...extra };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
}

/** Spawns the shop server and waits until it serves `/`. Caller must have built the app. */
export async function startShop(opts: StartOptions = {}): Promise<ShopServer> {
  sweepStaleDataDirs();
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? makeDataDir();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...freshServerEnv(port, dataDir, opts.env),
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
    },
    stdio: ['ignore', opts.stdio ?? 'inherit', opts.stdio ?? 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const cleanup = () => (opts.dataDir ? undefined : fs.rmSync(dataDir, { recursive: true, force: true }));
  void exited.then(cleanup);

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    cleanup();
  };
  try {
    await waitForHttp(`${url}/`, opts.readyTimeoutMs ?? 120_000, exited);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, port, dataDir, child, stop, exited };
}

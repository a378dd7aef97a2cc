import path from 'node:path';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, waitForHttp } from '../lib/server';
import { ROOT } from '../lib/build';

/** An API route to load, compared with the bare route. */
export interface ApiTarget {
  name: string;
  /** Path without the leading slash, as in contract/endpoints.ts, e.g. 'api/goods/hotSearch'. */
  path: string;
  method?: 'GET' | 'POST';
  /** Form-encoded body for POST routes. */
  body?: string;
  /** Headers for the run (e.g. a visitor token), computed once against the running shop. */
  headers?: (baseUrl: string) => Promise<Record<string, string>>;
  /** The budget: at least this share of the bare route's requests per second. */
  minRatio?: number;
}

export interface ThroughputResult {
  name: string;
  url: string;
  reqPerSec: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** reqPerSec / the bare route's reqPerSec, when this is not the baseline. */
  ratio?: number;
  minRatio?: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
}

/** Loads one URL with autocannon: a 1 s warm-up, then the measured run. */
export async function measure(
  name: string,
  url: string,
  opts: LoadOptions,
  req: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<ThroughputResult> {
  const base = { url, connections: opts.connections, method: req.method ?? 'GET', body: req.body, headers: req.headers };
  await autocannon({ ...base, duration: 1 });
  const r = await autocannon({ ...base, duration: opts.seconds });
  return { name, url, reqPerSec: Math.round(r.requests.average), p99Ms: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

/** Starts the bare Fastify route in its own process; `stop()` ends it. */
export async function startBareServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'bench', 'bare-server.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}/bare`;
  await waitForHttp(url, 30_000, exited);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * API throughput as a ratio to a bare Fastify route measured in the same run on the same machine,
 * so the figure means the same on any box. Every target must answer `code: 200` before it is loaded.
 * With `rounds` > 1 the bare route is measured again before each round's targets and each figure is
 * the median of its rounds (a shared machine's load drifts within a run).
 */
export async function runThroughput(shopUrl: string, targets: ApiTarget[], opts: LoadOptions, rounds = 1): Promise<ThroughputResult[]> {
  const prepared = [];
  for (const target of targets) {
    const url = `${shopUrl}/${target.path}`;
    const headers = {
      ...(target.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(await target.headers?.(shopUrl)),
    };
    const probe = await fetch(url, { method: target.method ?? 'GET', body: target.body, headers });
    const envelope = (await probe.json().catch(() => ({}))) as { code?: number; msg?: string };
    if (envelope.code !== 200) throw new Error(`${target.path} answered ${probe.status} / code ${envelope.code} ${envelope.msg ?? ''}`);
    prepared.push({ target, url, headers });
  }
  const bare = await startBareServer();
  const baselines: ThroughputResult[] = [];
  const measured: ThroughputResult[][] = prepared.map(() => []);
  try {
    for (let round = 0; round < rounds; round++) {
      const baseline = await measure('bare Fastify route', bare.url, opts);
      baselines.push(baseline);
      for (const [i, { target, url, headers }] of prepared.entries()) {
        const r = await measure(target.name, url, opts, { method: target.method, body: target.body, headers });
        measured[i]!.push({ ...r, ratio: r.reqPerSec / baseline.reqPerSec, minRatio: target.minRatio });
      }
    }
  } finally {
    await bare.stop();
  }
  return [medianOf(baselines, (r) => r.reqPerSec), ...measured.map((runs) => medianOf(runs, (r) => r.ratio!))];
}

/** The run in the middle by `by` (the lower middle for an even count), with its errors summed over all runs. */
function medianOf(runs: ThroughputResult[], by: (r: ThroughputResult) => number): ThroughputResult {
  const sorted = [...runs].sort((a, b) => by(a) - by(b));
  const mid = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...mid, errors: runs.reduce((n, r) => n + r.errors, 0), non2xx: runs.reduce((n, r) => n + r.non2xx, 0) };
}

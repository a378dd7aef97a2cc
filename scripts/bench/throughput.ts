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
  /** reqPerSec / the reqPerSec of the bare route of the same shape (method and body), when this is not a baseline. */
  ratio?: number;
  /** reqPerSec / the bare GET route's, for a POST target (what the body's reading and parsing cost too). */
  ratioToBareGet?: number;
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
 * so the figure means the same on any box. The bare route has the target's shape: a GET for a GET,
 * and for a form POST the same body posted to a bare route that parses it. Reading a request body
 * costs Node and Fastify about a third of a tiny GET's throughput, on bare Fastify as on ours; the
 * ratio to the bare GET is reported beside it. Every target must answer `code: 200` before it is
 * loaded. With `rounds` > 1 the bare routes are measured again before each round's targets and each
 * figure is the median of its rounds' ratios (a shared machine's load drifts within a run).
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
  // One bare route per distinct shape among the targets (GET, and each POST body), the GET always.
  const shapeOf = (t: ApiTarget) => (t.method === 'POST' ? `POST ${t.body ?? ''}` : 'GET');
  const shapes = new Map<string, ApiTarget>([['GET', { name: 'bare Fastify route', path: 'bare' }]]);
  for (const { target } of prepared) {
    if (!shapes.has(shapeOf(target)))
      shapes.set(shapeOf(target), { name: 'bare Fastify route, POST with the same form body', path: 'bare', method: 'POST', body: target.body });
  }
  const baselines = new Map<string, ThroughputResult[]>([...shapes.keys()].map((k) => [k, []]));
  const measured: ThroughputResult[][] = prepared.map(() => []);
  try {
    for (let round = 0; round < rounds; round++) {
      const now = new Map<string, ThroughputResult>();
      for (const [shape, b] of shapes) {
        const headers = b.body ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined;
        const r = await measure(b.name, bare.url, opts, { method: b.method, body: b.body, headers });
        now.set(shape, r);
        baselines.get(shape)!.push(r);
      }
      const get = now.get('GET')!;
      for (const [i, { target, url, headers }] of prepared.entries()) {
        const r = await measure(target.name, url, opts, { method: target.method, body: target.body, headers });
        const same = now.get(shapeOf(target))!;
        measured[i]!.push({
          ...r,
          ratio: r.reqPerSec / same.reqPerSec,
          ...(same === get ? {} : { ratioToBareGet: r.reqPerSec / get.reqPerSec }),
          minRatio: target.minRatio,
        });
      }
    }
  } finally {
    await bare.stop();
  }
  return [...[...baselines.values()].map((runs) => medianOf(runs, (r) => r.reqPerSec)), ...measured.map((runs) => medianOf(runs, (r) => r.ratio!))];
}

/** The run in the middle by `by` (the lower middle for an even count), with its errors summed over all runs. */
function medianOf(runs: ThroughputResult[], by: (r: ThroughputResult) => number): ThroughputResult {
  const sorted = [...runs].sort((a, b) => by(a) - by(b));
  const mid = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...mid, errors: runs.reduce((n, r) => n + r.errors, 0), non2xx: runs.reduce((n, r) => n + r.non2xx, 0) };
}

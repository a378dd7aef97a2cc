/**
 * The live room under load (`npm run bench -- --only=live [--clients=2000] [--seconds=30] [--rate=10]`):
 * one room, N WebSocket viewers joined, `rate` comments per second for `seconds` from ten writers
 * (visitor tokens); every comment must reach every viewer. Reports p50/p99 delivery latency (from
 * the writer's send to a viewer's receipt, all on this machine's clock), the server's memory per
 * connection (RSS after the joins less before, over N) and its CPU over the comment window.
 * Then, with DATABASE_URL and REDIS_URL, the same with two server processes behind Redis (viewers
 * and writers split between them). Last, a reconnect storm: every viewer dropped at once, all
 * rejoin (each after a random 0-5 s, as the app's jittered backoff) within 30 s while comments go
 * on, and each must have every comment, from the rejoin's catch-up (a type 3 request with `since`, as the app asks) or live.
 * The clients run in this process: on a small machine they compete with the server for the CPU,
 * so the latencies are an upper bound.
 */
import fs from 'node:fs';
import WebSocket from 'ws';
import { LIVE_MISSED_MAX, LIVE_SOCKET_PATH, type LiveServerMessage } from '../../contract/live';
import { paths } from '../../contract/endpoints';
import { startShop, type ShopServer } from '../lib/server';

const ROOM = 'frames-live';
const WRITERS = 10;
const JOIN_BATCH = 100;
/** Comments during the storm: fewer than a catch-up carries, so a rejoin's type 3 holds every one it missed. */
const STORM_RATE = 2;
const STORM_SECONDS = 10;
if (STORM_RATE * STORM_SECONDS > LIVE_MISSED_MAX) throw new Error('the storm sends more comments than a catch-up carries');

export interface LiveBenchOptions {
  clients: number;
  seconds: number;
  rate: number;
  databaseUrl?: string;
  redisUrl?: string;
}

export interface LiveRun {
  label: string;
  clients: number;
  sent: number;
  /** Comments every viewer received (sent × clients when nothing is lost). */
  delivered: number;
  expected: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  joinSeconds: number;
  memoryPerConnectionKb?: number;
  serverCpuPercent?: number;
}

export interface StormRun {
  clients: number;
  rejoined: number;
  seconds: number;
  sentDuringStorm: number;
  /** Viewers that lack at least one comment sent before or during the storm. */
  missing: number;
}

export interface LiveBenchResult {
  options: Omit<LiveBenchOptions, 'databaseUrl' | 'redisUrl'>;
  single: LiveRun;
  redis?: LiveRun | { skipped: string };
  storm: StormRun;
}

const wsUrl = (base: string) => `${base.replace(/^http/, 'ws')}${LIVE_SOCKET_PATH}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

/** One viewer: joined to the room, it keeps the comment ids it saw and how late each bench comment came. */
class Viewer {
  ws!: WebSocket;
  readonly seen = new Set<string>();
  latencies: number[] = [];
  /** The newest comment id seen: a rejoin asks for those after it. */
  private lastId: number | null = null;
  private beat?: ReturnType<typeof setInterval>;
  constructor(
    private readonly base: string,
    private readonly token?: string,
  ) {}

  join(): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(wsUrl(this.base), { perMessageDeflate: false });
      this.ws = ws;
      const timer = setTimeout(() => reject(new Error('join timed out')), 60_000);
      ws.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      // As the app: the first time a join (type 1); a rejoin asks with a type 3 request for the comments after the last one seen.
      ws.on('open', () =>
        ws.send(
          JSON.stringify(
            this.lastId == null
              ? { type: 1, room_href: ROOM, token: this.token }
              : { type: 3, room_href: ROOM, token: this.token, since: this.lastId },
          ),
        ),
      );
      ws.on('message', (data) => {
        const m = JSON.parse(data.toString()) as LiveServerMessage;
        if (m.type === 3) {
          for (const c of m.comments) {
            this.seen.add(c.text);
            this.lastId = Math.max(this.lastId ?? 0, c.id);
          }
          clearTimeout(timer);
          resolve();
        } else if (m.type === 2) {
          this.seen.add(m.text);
          this.lastId = Math.max(this.lastId ?? 0, m.id);
          const sentAt = Number(m.text.split(' ')[2]);
          if (sentAt) this.latencies.push(Date.now() - sentAt);
        }
      });
      // This socket's own heartbeat: a rejoin's new socket has its own, which the old one's close must not stop.
      const beat = setInterval(() => ws.readyState === ws.OPEN && ws.send('{"type":0}'), 25_000);
      this.beat = beat;
      ws.on('close', () => clearInterval(beat));
    });
  }
  comment(text: string) {
    this.ws.send(JSON.stringify({ type: 2, text }));
  }
  drop() {
    clearInterval(this.beat);
    this.ws.terminate();
  }
}

async function visitorToken(base: string): Promise<string> {
  const res = await fetch(`${base}/${paths.visitor}`, { method: 'POST' });
  const body = (await res.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

async function joinAll(viewers: Viewer[]) {
  for (let i = 0; i < viewers.length; i += JOIN_BATCH) await Promise.all(viewers.slice(i, i + JOIN_BATCH).map((v) => v.join()));
}

/** The server process's resident memory (KB) and CPU time (clock ticks), from /proc. */
function proc(pid: number | undefined): { rssKb: number; cpuTicks: number } | null {
  if (!pid) return null;
  try {
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { rssKb, cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}
const TICKS_PER_SECOND = 100;

/** The comment round: `rate` per second for `seconds`, spread over the writers; then waits for the stragglers. */
async function comments(writers: Viewer[], rate: number, seconds: number, tag: string, sent: string[]) {
  const total = Math.round(rate * seconds);
  const start = Date.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    if (due > Date.now()) await sleep(due - Date.now());
    const text = `${tag} ${i} ${Date.now()}`;
    sent.push(text);
    writers[i % writers.length]!.comment(text);
  }
}

async function settle(viewers: Viewer[], sent: string[], ms = 10_000) {
  const until = Date.now() + ms;
  while (Date.now() < until && viewers.some((v) => sent.some((t) => !v.seen.has(t)))) await sleep(200);
}

async function round(label: string, shops: ShopServer[], opts: LiveBenchOptions): Promise<{ run: LiveRun; viewers: Viewer[]; writers: Viewer[] }> {
  const before = shops.map((s) => proc(s.child.pid));
  const viewers = Array.from({ length: opts.clients }, (_, i) => new Viewer(shops[i % shops.length]!.url));
  const joinStart = Date.now();
  await joinAll(viewers);
  const joinSeconds = (Date.now() - joinStart) / 1000;
  await sleep(1500);
  const afterJoin = shops.map((s) => proc(s.child.pid));
  const writers = await Promise.all(
    Array.from({ length: WRITERS }, async (_, i) => {
      const shop = shops[i % shops.length]!;
      const w = new Viewer(shop.url, await visitorToken(shop.url));
      await w.join();
      return w;
    }),
  );
  const sent: string[] = [];
  const cpuStart = Date.now();
  await comments(writers, opts.rate, opts.seconds, `${label.replace(/\W/g, '')}`, sent);
  const cpuSeconds = (Date.now() - cpuStart) / 1000;
  const afterComments = shops.map((s) => proc(s.child.pid));
  await settle(viewers, sent);
  const lat = viewers.flatMap((v) => v.latencies).sort((a, b) => a - b);
  const delivered = viewers.reduce((n, v) => n + sent.filter((t) => v.seen.has(t)).length, 0);
  const rss = before.every(Boolean) && afterJoin.every(Boolean) ? afterJoin.reduce((n, a, i) => n + a!.rssKb - before[i]!.rssKb, 0) : undefined;
  const cpu =
    afterJoin.every(Boolean) && afterComments.every(Boolean)
      ? afterComments.map((a, i) => ((a!.cpuTicks - afterJoin[i]!.cpuTicks) / TICKS_PER_SECOND / cpuSeconds) * 100)
      : undefined;
  return {
    viewers,
    writers,
    run: {
      label,
      clients: opts.clients,
      sent: sent.length,
      delivered,
      expected: sent.length * opts.clients,
      p50Ms: pct(lat, 50),
      p99Ms: pct(lat, 99),
      maxMs: lat.at(-1) ?? NaN,
      joinSeconds,
      ...(rss !== undefined ? { memoryPerConnectionKb: Math.round((rss / opts.clients) * 10) / 10 } : {}),
      ...(cpu ? { serverCpuPercent: Math.round(cpu.reduce((a, b) => a + b, 0) / cpu.length) } : {}),
    },
  };
}

/** Every viewer dropped at once; each rejoins after a random 0-5 s while comments go on. */
async function storm(viewers: Viewer[], writers: Viewer[]): Promise<StormRun> {
  for (const v of viewers) v.drop();
  const start = Date.now();
  const sent: string[] = [];
  // Fewer comments during the storm than a catch-up carries: a rejoin's type 3 holds all it missed.
  const during = comments(writers, STORM_RATE, STORM_SECONDS, 'storm', sent);
  let rejoined = 0;
  let lastRejoin = start;
  const rejoins = viewers.map(async (v) => {
    await sleep(Math.random() * 5_000);
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await v.join();
        if (Date.now() - start <= 30_000) rejoined++;
        lastRejoin = Date.now();
        return;
      } catch {
        await sleep(1_000 + Math.random() * 2_000);
      }
    }
  });
  // Every rejoin waited for (a late one still must miss nothing); counted as in time when within 30 s.
  await Promise.all(rejoins);
  await during;
  await settle(viewers, sent);
  const seconds = (lastRejoin - start) / 1000;
  return {
    clients: viewers.length,
    rejoined,
    seconds: Math.round(seconds * 10) / 10,
    sentDuringStorm: sent.length,
    missing: viewers.filter((v) => sent.some((t) => !v.seen.has(t))).length,
  };
}

/** A round's figures as soon as it ends (the table comes at the end of the whole bench). */
const logRun = (r: LiveRun) =>
  console.log(`bench: live, ${r.label}: broadcast latency p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms (${r.delivered} of ${r.expected} delivered)`);

const SHOP_ENV = { LOG_LEVEL: 'warn', LIVE_COMMENT_RATE_MAX: '1000000', AUTH_RATE_MAX: '1000000' };

export async function runLive(opts: LiveBenchOptions): Promise<LiveBenchResult> {
  const result: Partial<LiveBenchResult> = { options: { clients: opts.clients, seconds: opts.seconds, rate: opts.rate } };
  console.log(`bench: live, one process: ${opts.clients} viewers, ${opts.rate} comments/s for ${opts.seconds} s`);
  const shop = await startShop({ stdio: 'ignore', env: SHOP_ENV });
  try {
    const single = await round('one process', [shop], opts);
    result.single = single.run;
    logRun(single.run);
    console.log(`bench: live, reconnect storm: ${opts.clients} viewers dropped at once`);
    result.storm = await storm(single.viewers, single.writers);
    for (const v of [...single.viewers, ...single.writers]) v.drop();
  } finally {
    await shop.stop();
  }

  if (!opts.databaseUrl || !opts.redisUrl) result.redis = { skipped: 'needs DATABASE_URL and REDIS_URL' };
  else {
    console.log('bench: live, two processes behind Redis');
    const a = await startShop({ stdio: 'ignore', env: SHOP_ENV, databaseUrl: opts.databaseUrl, redisUrl: opts.redisUrl });
    const b = await startShop({ stdio: 'ignore', env: SHOP_ENV, databaseUrl: opts.databaseUrl, redisUrl: opts.redisUrl }).catch(async (err) => {
      await a.stop();
      throw err;
    });
    try {
      const two = await round('two processes + Redis', [a, b], opts);
      result.redis = two.run;
      logRun(two.run);
      for (const v of [...two.viewers, ...two.writers]) v.drop();
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }
  return result as LiveBenchResult;
}

const fixed = (n: number | undefined, d = 0) => (n === undefined || !Number.isFinite(n) ? 'n/a' : n.toFixed(d));

/** The bench table's rows for the live section. */
export function liveRows(r: LiveBenchResult): { measure: string; value: string; target?: string; pass?: boolean }[] {
  const runRows = (x: LiveRun) => [
    {
      measure: `${x.label}: ${x.clients} viewers, ${x.sent} comments, delivered`,
      value: `${x.delivered} of ${x.expected}`,
      target: 'all',
      pass: x.delivered === x.expected,
    },
    {
      measure: `${x.label}: delivery latency p50 / p99 / max`,
      value: `${fixed(x.p50Ms)} / ${fixed(x.p99Ms)} / ${fixed(x.maxMs)} ms`,
      target: 'p99 < 100 ms',
      pass: x.p99Ms < 100,
    },
    {
      measure: `${x.label}: joins, memory per connection, server CPU`,
      value: `${fixed(x.joinSeconds, 1)} s, ${fixed(x.memoryPerConnectionKb, 1)} KB, ${fixed(x.serverCpuPercent)}%`,
    },
  ];
  return [
    ...runRows(r.single),
    ...(r.redis && 'skipped' in r.redis
      ? [{ measure: 'two processes + Redis', value: `skipped: ${r.redis.skipped}` }]
      : r.redis
        ? runRows(r.redis)
        : []),
    {
      measure: `reconnect storm: ${r.storm.clients} dropped, rejoined within 30 s (${r.storm.sentDuringStorm} comments meanwhile), missing any`,
      value: `${r.storm.rejoined} within 30 s (the last after ${fixed(r.storm.seconds, 1)} s), ${r.storm.missing} missing`,
      target: 'all, 0 missing',
      pass: r.storm.rejoined === r.storm.clients && r.storm.missing === 0,
    },
  ];
}

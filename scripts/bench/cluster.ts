/**
 * The shop as a cluster (issue 30): the goods list and checkout through nginx (deploy/nginx.conf,
 * scripts/lib/nginx.ts) in front of 1 and then 2 server processes on a fresh PostgreSQL database
 * (and Redis when REDIS_URL is set). Machines differ, so checkout is also given per 1,000 requests
 * per second of a bare Fastify route measured in the same run: paid orders per second per 1,000
 * bare req/s, with the budget CLUSTER_CHECKOUT_MIN_PER_1K. Needs DATABASE_URL and nginx.
 */
import { paths } from '../../contract/endpoints';
import { findNginx } from '../ensure-nginx';
import { freePort, startShop, type ShopServer } from '../lib/server';
import { startNginx } from '../lib/nginx';
import { adminQuery, checkoutThrough, type CheckoutResult } from './checkout';
import { measure, startBareServer, type ThroughputResult } from './throughput';

/** Paid orders per second per 1,000 bare-route requests per second (issue 30: 200 orders/s where the bare route does 75,000). */
export const CLUSTER_CHECKOUT_MIN_PER_1K = 2.7;

export interface ClusterRun {
  processes: number;
  goodsList: ThroughputResult;
  checkout: CheckoutResult;
}

export interface ClusterResult {
  skipped?: string;
  bare?: ThroughputResult;
  runs?: ClusterRun[];
  /** The best checkout rate of the runs per 1,000 bare req/s. */
  checkoutPer1k?: number;
  pass?: boolean;
}

export interface ClusterOptions {
  databaseUrl?: string;
  redisUrl?: string;
  seconds: number;
  connections: number;
  orders: number;
  concurrency: number;
}

async function onFreshDatabase<T>(databaseUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `shop_bench_cl_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(databaseUrl, `create database "${name}"`);
  const u = new URL(databaseUrl);
  u.pathname = `/${name}`;
  try {
    return await work(u.toString());
  } finally {
    await adminQuery(databaseUrl, `drop database if exists "${name}" with (force)`);
  }
}

async function runWith(processes: number, opts: ClusterOptions): Promise<ClusterRun> {
  return onFreshDatabase(opts.databaseUrl!, async (url) => {
    const env = { LOG_LEVEL: 'warn', AUTH_RATE_MAX: '1000000', RATE_LIMIT_NAMESPACE: `bench-cluster-${process.pid}-${processes}` };
    const servers: ShopServer[] = [];
    // The first prepares the empty database; the others then start at once.
    servers.push(await startShop({ stdio: 'ignore', env, databaseUrl: url, redisUrl: opts.redisUrl }));
    servers.push(
      ...(await Promise.all(
        Array.from({ length: processes - 1 }, () => startShop({ stdio: 'ignore', env, databaseUrl: url, redisUrl: opts.redisUrl })),
      )),
    );
    const nginx = await startNginx(
      servers.map((s) => ({ port: s.port })),
      await freePort(),
    );
    try {
      console.log(`bench: cluster, ${processes} process(es) behind nginx: goods list, ${opts.seconds} s x ${opts.connections} connections`);
      const goodsList = await measure(`goods list (${processes})`, `${nginx.url}/${paths.goodsList}`, opts, {
        method: 'POST',
        body: JSON.stringify({ page: 1 }),
        headers: { 'content-type': 'application/json' },
      });
      const checkout = await checkoutThrough(nginx.url, url, { orders: opts.orders, concurrency: opts.concurrency });
      return { processes, goodsList, checkout };
    } finally {
      await nginx.stop();
      await Promise.all(servers.map((s) => s.stop()));
    }
  });
}

export async function runCluster(opts: ClusterOptions): Promise<ClusterResult> {
  if (!opts.databaseUrl) return { skipped: 'set DATABASE_URL (PostgreSQL) to measure the cluster' };
  if (!findNginx()) return { skipped: 'nginx is not installed: node --import tsx scripts/ensure-nginx.ts' };
  const barePeer = await startBareServer();
  let bare: ThroughputResult;
  try {
    console.log(`bench: cluster, the bare route, ${opts.seconds} s x ${opts.connections} connections`);
    bare = await measure('bare route', `${barePeer.url}/bare`, opts);
  } finally {
    await barePeer.stop();
  }
  const runs = [await runWith(1, opts), await runWith(2, opts)];
  const best = Math.max(...runs.map((r) => r.checkout.ordersPerSec ?? 0));
  const checkoutPer1k = Number(((best / bare.reqPerSec) * 1000).toFixed(2));
  return { bare, runs, checkoutPer1k, pass: checkoutPer1k >= CLUSTER_CHECKOUT_MIN_PER_1K };
}

/** The bench table's rows. */
export function clusterRows(r: ClusterResult): { measure: string; value: string }[] {
  if (r.skipped) return [{ measure: 'cluster', value: `skipped: ${r.skipped}` }];
  const rows = [{ measure: 'bare Fastify route (baseline)', value: `${r.bare!.reqPerSec} req/s, p99 ${r.bare!.p99Ms} ms` }];
  for (const run of r.runs!) {
    const g = run.goodsList;
    rows.push({
      measure: `goods list via nginx, ${run.processes} process(es)`,
      value: `${g.reqPerSec} req/s, p99 ${g.p99Ms} ms${g.errors + g.non2xx ? `, ${g.errors + g.non2xx} failed` : ''}`,
    });
    const c = run.checkout;
    rows.push({
      measure: `checkout via nginx, ${run.processes} process(es) (${c.orders} orders, ${c.concurrency} at once)`,
      value: `${c.ordersPerSec} orders/s, p50 ${c.p50Ms} ms, p99 ${c.p99Ms} ms${c.failed ? `, ${c.failed} failed` : ''}`,
    });
  }
  rows.push({ measure: 'paid orders/s per 1,000 bare req/s (the best run)', value: String(r.checkoutPer1k) });
  return rows;
}

import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppDeps } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { fromPglite, fromPostgres, pgliteOptions, type Database, type Db } from '../../../server/db/client';
import { openRedis } from '../../../server/services/platform/redis';
import type { Envelope } from '../../../contract/codes';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set. Suites run `describe.each(backends())`. */
export function backends(): Backend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface ApiOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent form-encoded, as the app does; arrays as `key[]=`. */
  form?: Record<string, string | number | (string | number)[]>;
  /** Sent as is, with contentType (for malformed bodies). */
  raw?: string;
  contentType?: string;
  token?: string;
  /** More request headers (e.g. the app's `cookie: lang=es`). */
  headers?: Record<string, string>;
}

export interface ApiResponse<T = any> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
  text: string;
}

/** What the request helpers need of a shop: its API and its database. */
export type ShopClient = Pick<TestApp, 'url' | 'api' | 'db'>;

export interface TestApp {
  url: string;
  app: FastifyInstance;
  db: Db;
  database: Database;
  backend: Backend;
  api<T = any>(method: string, path: string, opts?: ApiOptions): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

let snapshot: Blob | undefined;
let counter = 0;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A fresh database cloned from the run's seeded template. */
async function freshDatabase(backend: Backend, name: string) {
  if (backend === 'pglite') {
    snapshot ??= new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
    const client = await PGlite.create({ ...pgliteOptions, loadDataDir: snapshot });
    return { database: fromPglite(client), drop: async () => {} };
  }
  const { url, drop } = await clonePostgres(name);
  return { database: fromPostgres(url, 5), drop };
}

/** A PostgreSQL database cloned from the run's seeded template (on DATABASE_URL's server): its url, and how to drop it. */
async function clonePostgres(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = inject('pgTemplate');
  if (!template || !process.env.DATABASE_URL) throw new Error('postgres backend needs DATABASE_URL and the global setup');
  // Two workers cloning at once can see the template "in use" for a moment: retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`create database "${name}" template "${template}"`);
      break;
    } catch (err) {
      if (attempt >= 20 || (err as { code?: string }).code !== '55006') throw err;
      await new Promise((r) => setTimeout(r, 100 + attempt * 50));
    }
  }
  return { url: withDatabase(process.env.DATABASE_URL, name), drop: () => adminQuery(`drop database if exists "${name}" with (force)`) };
}

/** An empty PostgreSQL database of this run (on DATABASE_URL's server): its url, and how to drop it. */
export async function emptyPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!process.env.DATABASE_URL) throw new Error('needs DATABASE_URL');
  const name = `shop_e_${inject('runId')}_${process.pid}_${++counter}`;
  await adminQuery(`create database "${name}"`);
  return { url: withDatabase(process.env.DATABASE_URL, name), drop: () => adminQuery(`drop database if exists "${name}" with (force)`) };
}

/**
 * A seeded PostgreSQL database of this run for servers a test starts as processes of their own
 * (`node --import tsx server/main.ts` with this DATABASE_URL); dropped by `drop`, or with the run.
 */
export function postgresForProcesses(): Promise<{ url: string; drop(): Promise<void> }> {
  return clonePostgres(`shop_p_${inject('runId')}_${process.pid}_${++counter}`);
}

/** The shop's API at `url` (a test app, or a server process a test started), as the app calls it. */
export function apiAt(url: string, fetchImpl: typeof fetch = fetch): TestApp['api'] {
  return async function api<T = any>(method: string, path: string, opts: ApiOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    let body: string | undefined;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.raw !== undefined) {
      body = opts.raw;
      headers['content-type'] = opts.contentType ?? 'application/json';
    } else if (opts.form) {
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(opts.form)) {
        if (Array.isArray(v)) for (const x of v) q.append(`${k}[]`, String(x));
        else q.append(k, String(v));
      }
      body = q.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetchImpl(`${url}/${path.replace(/^\//, '')}`, { method, headers, body });
    const text = await res.text();
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      parsed = { code: res.status, msg: '', data: null as T };
    }
    return { status: res.status, body: parsed, headers: res.headers, text };
  };
}

/**
 * The real app on a real port over a fresh copy of the seeded database. With REDIS_URL, rate
 * limits live in Redis under a namespace of this run and app, so apps never count each other's hits.
 */
export async function startTestApp(
  backend: Backend,
  overrides: Partial<Config> = {},
  deps: Pick<AppDeps, 'observeRoutes'> & {
    /** A second process of the same shop: its database (and rate-limit namespace), not a fresh one. */ sameShopAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const runId = inject('runId');
  const n = `${process.pid}_${++counter}`;
  const { sameShopAs, ...appDeps } = deps;
  const { database, drop } = sameShopAs
    ? { database: { ...sameShopAs.database, close: async () => {} }, drop: async () => {} }
    : await freshDatabase(backend, `shop_t_${runId}_${n}`);
  const redis: Redis | null = process.env.REDIS_URL ? await openRedis(process.env.REDIS_URL) : null;
  const config: Config = {
    ...loadConfig({}),
    host: '127.0.0.1',
    port: 0,
    staticDir: undefined,
    publicUrl: 'http://shop.test',
    logLevel: 'silent',
    checkReplies: true,
    rateLimitNamespace: sameShopAs?.app.config.rateLimitNamespace ?? `shoptest-${runId}-${n}`,
    ...overrides,
  };
  const app = await buildApp({ config, database, redis, logger: false, ...appDeps });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;

  const api = apiAt(url);
  return {
    url,
    app,
    db: database.db,
    database,
    backend,
    api,
    async close() {
      await app.close();
      await database.close();
      redis?.disconnect();
      await drop();
    },
  };
}

/**
 * For a suite of development endpoints: a shop started with them (`dev`, as `npm run dev` and the
 * browser tests run) and one without (`prod`, as in production), both before the suite's tests and
 * closed after them. Read the apps inside the tests (`shop.dev`), once they have started.
 */
export function devAndProdShops(backend: Backend): { readonly dev: TestApp; readonly prod: TestApp } {
  let dev: TestApp | undefined;
  let prod: TestApp | undefined;
  beforeAll(async () => {
    dev = await startTestApp(backend, { devEndpoints: true });
    prod = await startTestApp(backend);
  });
  afterAll(async () => {
    await dev?.close();
    await prod?.close();
  });
  return {
    get dev() {
      return dev!;
    },
    get prod() {
      return prod!;
    },
  };
}

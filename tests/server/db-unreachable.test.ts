import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Code } from '../../contract/codes';
import { paths } from '../../contract/endpoints';
import { messages } from '../../contract/messages';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { fromPostgres, type Database } from '../../server/db/client';
import { cuttableRelay, type Relay } from './helpers/relay';
import { apiAt, postgresForProcesses } from './helpers/test-app';

const url = process.env.DATABASE_URL;

/** PostgreSQL unreachable for a while (issue 30): answered 503 with the envelope, no exit, recovery by itself. */
describe.skipIf(!url)('the database unreachable for 5 s (PostgreSQL)', () => {
  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  let relay: Relay | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await relay?.close();
    await drop?.();
  });

  it('answers 503 with the envelope and says so in /readyz, then serves again without a restart', async () => {
    const target = await postgresForProcesses();
    drop = target.drop;
    const pgUrl = new URL(target.url);
    relay = await cuttableRelay({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
    pgUrl.hostname = '127.0.0.1';
    pgUrl.port = String(relay.port);
    database = fromPostgres(pgUrl.toString(), 4);
    app = await buildApp({
      config: { ...loadConfig({}), publicUrl: 'http://shop.test', staticDir: undefined },
      database,
      redis: null,
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const api = apiAt(base);
    const list = () => api('POST', paths.goodsList, { body: { page: 1, keywords: `x${Math.random()}` } });
    const ready = async () => {
      const res = await fetch(`${base}/${paths.readyz}`);
      return { status: res.status, body: (await res.json()) as { checks: { database: string } } };
    };
    expect((await list()).status).toBe(200);

    await relay.down();
    const started = Date.now();
    const during = await list();
    expect(during.status).toBe(503);
    expect(during.body).toMatchObject({ code: Code.serviceUnavailable, msg: messages.serviceUnavailable });
    expect(during.headers.get('retry-after')).toBe('5');
    const probe = await ready();
    expect(probe.status).toBe(503);
    expect(probe.body.checks.database).toMatch(/^unreachable/);
    await new Promise((r) => setTimeout(r, Math.max(0, 5000 - (Date.now() - started))));

    await relay.up();
    await vi.waitFor(async () => expect((await list()).status).toBe(200), { timeout: 15_000, interval: 250 });
    expect((await ready()).status).toBe(200);
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminPaths } from '../../../../contract/admin';
import { paths } from '../../../../contract/endpoints';
import type { LiveComment, LiveNow } from '../../../../contract/live';
import { startShop, type ShopServer } from '../../../../scripts/lib/server';
import { postgresForProcesses } from '../../helpers/test-app';
import { LiveClient } from '../../helpers/live-socket';

/** A content member made through the journeys' dev endpoint, signed in: the operator of the live room. */
async function contentToken(url: string): Promise<string> {
  const post = async (path: string, body: unknown) =>
    (await (
      await fetch(`${url}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    ).json()) as {
      data: Record<string, string>;
    };
  const member = await post(paths.devStaff, { email: `live-${process.pid}-${Date.now()}@example.com`, role: 'content' });
  return (await post(adminPaths.signIn, { email: member.data.email, password: member.data.password })).data.access_token!;
}

/**
 * The shop as it is deployed to scale: two server processes (`node --import tsx server/main.ts`, each
 * its own port, pid and event loop) on one PostgreSQL database and one Redis. Only with
 * DATABASE_URL and REDIS_URL (CI sets both). tests/server/api/live/live.test.ts proves the same
 * with two apps in this test process; this is the real thing.
 */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('the live room on two server processes (PostgreSQL + Redis)', () => {
  let database: Awaited<ReturnType<typeof postgresForProcesses>>;
  const shops: ShopServer[] = [];
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    database = await postgresForProcesses();
    const env = {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SHOP_DEV_ENDPOINTS: '1',
      STATIC_DIR: '/nonexistent',
      ORDER_SWEEP_MS: '0',
      TRANSLATOR: 'none',
      // This run's own keys and channels on the shared Redis (no other server hears these rooms).
      RATE_LIMIT_NAMESPACE: `shoptest-${inject('runId')}-procs-${process.pid}`,
    };
    // One after the other: the first finds the database migrated and seeded, the second too.
    for (let i = 0; i < 2; i++) {
      shops.push(await startShop({ env, databaseUrl: database.url, redisUrl: process.env.REDIS_URL, stdio: 'ignore', readyTimeoutMs: 120_000 }));
    }
  }, 300_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await Promise.all(shops.map((s) => s.stop()));
    await database?.drop();
  }, 60_000);

  it('a comment sent to process A reaches a viewer on process B (and the other way), and both count both viewers', async () => {
    const [a, b] = shops as [ShopServer, ShopServer];
    expect(a.child.pid).not.toBe(b.child.pid);
    const token = async (shop: ShopServer) => {
      const res = await fetch(`${shop.url}/${paths.visitor}`, { method: 'POST' });
      return ((await res.json()) as { data: { access_token: string } }).data.access_token;
    };
    const open = async (shop: ShopServer, withToken: boolean) => {
      const c = await LiveClient.open(shop, 5_000);
      clients.push(c);
      await c.join('frames-live', withToken ? await token(shop) : undefined);
      return c;
    };
    const onA = await open(a, true);
    const onB = await open(b, true);

    const text = `to process A, pid ${a.child.pid}, ${Date.now()}`;
    onA.send({ type: 2, text });
    const seen = await onB.next<LiveComment>((m) => m.type === 2 && m.text === text, 5_000);
    expect(seen).toMatchObject({ text, name: 'Guest***', room_id: 1 });
    const back = `to process B, pid ${b.child.pid}, ${Date.now()}`;
    onB.send({ type: 2, text: back });
    expect(await onA.next<LiveComment>((m) => m.type === 2 && m.text === back, 5_000)).toMatchObject({ text: back });

    // Viewer counts are the sum over both processes, whichever is asked.
    await onB.next((m) => m.type === 4 && m.update.kind === 'viewers' && m.update.viewer_count === 2, 5_000);
    for (const shop of shops) {
      const rooms = (await (await fetch(`${shop.url}/${paths.liveRooms}`)).json()) as { data: { room_href: string; viewer_count: number }[] };
      expect(rooms.data.find((r) => r.room_href === 'frames-live')!.viewer_count).toBe(2);
    }
  });

  it("a room started through process A is live on process B's api/live/now at once (its cached answer dropped through Redis)", async () => {
    const [a, b] = shops as [ShopServer, ShopServer];
    const now = async (shop: ShopServer, etag?: string) => {
      const res = await fetch(`${shop.url}/${paths.liveNow}`, { headers: etag ? { 'if-none-match': etag } : {} });
      return {
        status: res.status,
        etag: res.headers.get('etag')!,
        rooms: res.status === 200 ? ((await res.json()) as { data: LiveNow }).data.rooms.map((r) => r.room_href) : null,
      };
    };
    const before = await now(b);
    expect(before.rooms).toEqual(['frames-live']);
    expect((await now(b, before.etag)).status).toBe(304);
    const started = await fetch(`${a.url}/${paths.adminLive('sunglasses-preview')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await contentToken(a.url)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'start' }),
    });
    expect(started.status).toBe(200);
    await expect.poll(async () => (await now(b, before.etag)).rooms, { timeout: 2_000, interval: 50 }).toEqual(['sunglasses-preview', 'frames-live']);
    // Both processes answer the same tag for the same rooms.
    expect((await now(a)).etag).toBe((await now(b)).etag);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { SHOP_NETWORK } from '../../../../contract/schemas/tracking';
import { conversionEvents } from '../../../../server/db/schema';
import { conversionReport, formatConversionReport } from '../../../../server/services/conversions/report';
import { recordPurchase } from '../../../../server/services/conversions/events';
import { httpForwarder } from '../../../../server/services/conversions/forward';
import { formatTable } from '../../../../scripts/lib/table';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { visitorToken } from '../../helpers/sessions';
import { errorsOf, manyCustomers } from '../../helpers/checkout';
import { payByCard, unpaidOrder } from '../../helpers/payments';

describe.each(backends())('shop events: POST api/v1/{network}/conversion (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, {
      ...manyCustomers,
      conversions: { networks: ['shop', 'ads'], rateLimit: { max: 8, windowMs: 60_000 }, forward: null },
    });
  });
  afterAll(() => t?.close());

  const send = (network: string, body: Record<string, unknown>, token?: string) => t.api('POST', paths.conversion(network), { token, body });
  const eventsOf = (where: ReturnType<typeof eq>) => t.db.select().from(conversionEvents).where(where).orderBy(asc(conversionEvents.id));

  it('records a view and an add to cart with the visitor, or with nobody without a token (or with one no longer valid)', async () => {
    const token = await visitorToken(t);
    const view = await send('shop', { event: 'view', goods_id: 101 }, token);
    expect([view.status, view.body.code, view.body.data]).toEqual([200, 200, null]);
    expect((await send('ads', { event: 'add_to_cart', goods_id: 101, value: 59.5, currency: 'eur' }, token)).status).toBe(200);
    expect((await send('shop', { event: 'view', goods_id: 102 })).status).toBe(200);
    expect((await send('shop', { event: 'view', goods_id: 103 }, 'not-a-real-token')).status).toBe(200);

    const rows = await t.db.select().from(conversionEvents).orderBy(asc(conversionEvents.id));
    const mine = rows.filter((r) => r.goodsId != null && r.goodsId >= 101 && r.goodsId <= 103);
    expect(mine.map((r) => [r.network, r.event, r.goodsId, r.value, r.currency, r.visitorId != null, r.userId])).toEqual([
      ['shop', 'view', 101, null, null, true, null],
      ['ads', 'add_to_cart', 101, 59.5, 'EUR', true, null],
      ['shop', 'view', 102, null, null, false, null],
      ['shop', 'view', 103, null, null, false, null],
    ]);
  });

  it('refuses an unknown event, a view without its product, a bad value or currency (422), and an unknown network (404)', async () => {
    const token = await visitorToken(t);
    const unknown = await send('shop', { event: 'click', goods_id: 1 }, token);
    expect([unknown.status, errorsOf(unknown).event]).toEqual([422, messages.invalidInput]);
    const noGoods = await send('shop', { event: 'view' }, token);
    expect([noGoods.status, errorsOf(noGoods).goods_id]).toEqual([422, messages.invalidInput]);
    const badValue = await send('shop', { event: 'add_to_cart', goods_id: 1, value: -3, currency: 'dollars' }, token);
    expect(badValue.status).toBe(422);
    expect(Object.keys(errorsOf(badValue)).sort()).toEqual(['currency', 'value']);
    const network = await send('facebook', { event: 'view', goods_id: 1 }, token);
    expect(network.status).toBe(404);
    // Unknown whatever the body says.
    expect((await send('facebook', { event: 'nope' }, token)).status).toBe(404);
  });

  it('limits how many events one token sends (429), each token its own count', async () => {
    const token = await visitorToken(t);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await send('shop', { event: 'view', goods_id: 7 }, token)).status);
    expect(answers.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(answers.slice(8)).toEqual([429, 429]);
    expect((await send('shop', { event: 'view', goods_id: 7 }, await visitorToken(t))).status).toBe(200);
  });

  it("records one purchase when an order is paid (the server, not the app); the app's purchase is ignored", async () => {
    const { token, order } = await unpaidOrder(t, { price: 90 });
    const before = await eventsOf(eq(conversionEvents.orderId, order.order_id));
    expect(before).toEqual([]);
    const paid = await payByCard(t, token, order.order_id);
    expect(paid.body.code, paid.text).toBe(200);
    // The app says it bought too, twice: nothing more is recorded.
    for (let i = 0; i < 2; i++) expect((await send('shop', { event: 'purchase', order_id: order.order_id, value: 1 }, token)).status).toBe(200);
    const rows = await eventsOf(eq(conversionEvents.orderId, order.order_id));
    expect(rows.map((r) => [r.network, r.event, r.value, r.currency, r.userId != null])).toEqual([
      [SHOP_NETWORK, 'purchase', order.total, 'USD', true],
    ]);
    // A second record of the same order (a repeated settlement) does nothing.
    await recordPurchase(t.db, { id: order.order_id, userId: rows[0]!.userId!, total: 1 });
    expect(await eventsOf(eq(conversionEvents.orderId, order.order_id))).toHaveLength(1);
  });

  it('reports counts per day, network and event with the conversion rate', async () => {
    const report = await conversionReport(t.db, 7);
    const today = new Date().toISOString().slice(0, 10);
    const shopToday = report.rows.find((r) => r.day === today && r.network === 'shop')!;
    expect(shopToday.counts.view).toBeGreaterThanOrEqual(3);
    expect(shopToday.counts.purchase).toBe(1);
    expect(report.rows.find((r) => r.day === today && r.network === 'ads')!.counts.add_to_cart).toBe(1);
    expect(report.conversionRate).toBeCloseTo(report.totals.purchase / report.totals.view);
    const text = formatConversionReport(report, formatTable);
    expect(text.split('\n')[0]).toMatch(/^day\s+network\s+view\s+add_to_cart\s+purchase\s+conversion$/);
    expect(text).toContain('total');
    expect(text).toMatch(/\d+\.\d\d%/);
  });
});

describe.each(backends())('forwarding recorded events through the job queue (%s)', (backend) => {
  let t: TestApp;
  let collector: http.Server;
  const seen: { auth?: string; body: { id: number; event: string; goods_id: number; order_id: number | null } }[] = [];
  beforeAll(async () => {
    // The network's collector: refuses the first delivery (503), takes the next.
    collector = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, body: JSON.parse(body) });
        res.writeHead(seen.length === 1 ? 503 : 204).end();
      });
    });
    await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
    const { port } = collector.address() as AddressInfo;
    t = await startTestApp(backend, {
      jobPollMs: 500,
      conversions: { networks: ['shop'], rateLimit: { max: 8, windowMs: 60_000 }, forward: { url: `http://127.0.0.1:${port}/events`, key: 'k3y' } },
    });
    await t.app.jobs.start();
  }, 120_000);
  afterAll(async () => {
    await t?.app.jobs.stop(1000);
    await t?.close();
    collector?.close();
  });

  it('answers at once, then delivers the event, trying again after a refusal', async () => {
    const res = await t.api('POST', paths.conversion('shop'), { body: { event: 'view', goods_id: 107 } });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 30_000, interval: 200 });
    expect(seen.map((s) => [s.auth, s.body.event, s.body.goods_id])).toEqual([
      ['Bearer k3y', 'view', 107],
      ['Bearer k3y', 'view', 107],
    ]);
    expect(seen[0]!.body.id).toBe(seen[1]!.body.id);
  }, 45_000);

  it("forwards a paid order's purchase, which the server recorded itself", async () => {
    const { token, order } = await unpaidOrder(t);
    expect((await payByCard(t, token, order.order_id)).body.code).toBe(200);
    await vi.waitFor(() => expect(seen.find((s) => s.body.event === 'purchase' && s.body.order_id === order.order_id)).toBeDefined(), {
      timeout: 15_000,
      interval: 200,
    });
  }, 30_000);
});

describe('forwarding adapter', () => {
  it('posts the event as JSON with the key as a bearer token, and fails on a refusal', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(null, { status: seen.length === 1 ? 204 : 500 });
    }) as unknown as typeof fetch;
    const forwarder = httpForwarder('https://collector.example/events', 'k3y', fake);
    const event = {
      id: 1,
      network: 'shop',
      event: 'view' as const,
      goods_id: 5,
      order_id: null,
      value: null,
      currency: null,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    await forwarder.forward(event);
    expect(seen[0]!.url).toBe('https://collector.example/events');
    expect((seen[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer k3y');
    expect(JSON.parse(seen[0]!.init.body as string)).toEqual(event);
    await expect(forwarder.forward(event)).rejects.toThrow(/500/);
  });
});

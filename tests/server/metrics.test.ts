import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { paths, patterns } from '../../contract/endpoints';
import { SUPPORT_SOCKET_PATH } from '../../contract/support';
import { customer, orderFor } from './helpers/checkout';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

const TOKEN = 'metrics-test-token';

/** GET /metrics (issue 30): Prometheus's text format, only with the METRICS_TOKEN bearer; no route without one. */
describe.each(backends())('GET /metrics (%s)', (backend) => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { metricsToken: TOKEN });
    off = await startTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
    await off?.close();
  });
  const scrape = (app: TestApp, authorization?: string) => fetch(`${app.url}/${paths.metrics}`, { headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the token or with another (401), and does not exist without METRICS_TOKEN (404)', async () => {
    expect((await scrape(t)).status).toBe(401);
    expect((await scrape(t, 'Bearer not-it')).status).toBe(401);
    expect((await scrape(off, `Bearer ${TOKEN}`)).status).toBe(404);
  });

  it("counts requests by route pattern and status, and reads the shop's orders and payments", async () => {
    await customer(t, 'metrics'); // a register
    await orderFor(t); // a register, an address, a cart line, an order
    for (const id of [1, 2]) await fetch(`${t.url}/${paths.goodsDetail(id)}`);
    // A shopper in the support chat.
    const { token } = await customer(t, 'metrics-chat');
    const chat = connect(t.url, { path: SUPPORT_SOCKET_PATH, transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      chat.once('connect', () => resolve());
      chat.once('connect_error', reject);
    });
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    // The route's pattern, once for both ids (never the raw URL).
    expect(text).toMatch(new RegExp(`http_request_duration_seconds_count\\{method="GET",route="/${patterns.goodsDetail}",status="200"\\} 2`));
    expect(text).toMatch(new RegExp(`http_request_duration_seconds_count\\{method="POST",route="/${paths.register}",status="200"\\} 3`));
    expect(text).toMatch(/^http_requests_in_flight 1$/m);
    expect(text).toMatch(/^shop_live_connections 0$/m);
    expect(text).toMatch(/^shop_socket_connections\{kind="support_shoppers"\} 1$/m);
    expect(text).toMatch(/^shop_socket_connections\{kind="support_agents"\} 0$/m);
    chat.disconnect();
    expect(text).toMatch(/^shop_orders\{status="pending_payment"\} [1-9]\d*$/m);
    expect(text).toMatch(/^# TYPE shop_payments gauge$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    if (backend === 'postgres') expect(text).toMatch(/^shop_db_pool_connections\{state="total"\} \d+$/m);
  });
});

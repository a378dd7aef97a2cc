import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { TrackResult } from '../../../../contract/orders';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { advanceTo, orderFor } from '../../helpers/checkout';

describe.each(backends())('GET api/orders/track (public) (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { authRateLimit: { max: 6, windowMs: 60_000 } });
  });
  afterAll(() => t?.close());

  const track = (orderNo: string, email: string) =>
    t.api<TrackResult>('GET', `${paths.trackOrder}?order_no=${encodeURIComponent(orderNo)}&email=${encodeURIComponent(email)}`);

  it('shows a shipped order to whoever has its number and e-mail, in any case, without signing in', async () => {
    const { order, email } = await orderFor(t);
    await advanceTo(t, order.order_id, 'shipped');
    const res = await track(order.order_no.toLowerCase(), email.toUpperCase());
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      order_no: order.order_no,
      status: 'shipped',
      created_at: expect.any(String),
      item_count: 1,
      shipment: { carrier: 'UPS', tracking_no: '1Z999AA10123456784', shipped_at: expect.any(String), delivered_at: null },
      events: [
        expect.objectContaining({ status: 'pending_payment', description: 'Order placed' }),
        expect.objectContaining({ status: 'paid' }),
        expect.objectContaining({ status: 'processing' }),
        expect.objectContaining({ status: 'shipped', description: 'Shipped with UPS, tracking number 1Z999AA10123456784' }),
      ],
    });
    // Nothing about the customer: no address, no amounts.
    expect(Object.keys(res.body.data)).not.toContain('address');
  });

  it('answers the same 404 trackNotFound for a wrong e-mail or an unknown number; 422 for missing fields; 429 when hammered', async () => {
    const { order } = await orderFor(t);
    const wrong = await track(order.order_no, 'someone.else@example.com');
    expect([wrong.status, wrong.body.msg]).toEqual([404, messages.trackNotFound]);
    const unknown = await track('OS0000-AAAAAA', 'someone.else@example.com');
    expect([unknown.status, unknown.body.msg]).toEqual([404, messages.trackNotFound]);
    const missing = await t.api('GET', paths.trackOrder);
    expect(missing.status).toBe(422);
    expect(missing.body.data.errors).toMatchObject({ order_no: messages.orderNoRequired });
    let last = 0;
    for (let i = 0; i < 6; i++) last = (await track(order.order_no, 'guess@example.com')).status;
    expect(last).toBe(429);
  });
});

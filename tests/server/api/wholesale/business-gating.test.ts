import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { orders } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { customer, manyCustomers, orderFor, usAddress } from '../../helpers/checkout';
import { becomeBusiness } from '../../helpers/wholesale';

type Call = [method: 'GET' | 'POST', path: string, body?: Record<string, unknown>];

/** One call of each business service that only reads (or refuses before writing). */
const reads: Call[] = [
  ['GET', paths.preOrderIncoming],
  ['GET', paths.preOrderList],
  ['POST', paths.replenishIndex, {}],
  ['GET', paths.customerLogo],
  ['GET', paths.dropShipments],
  ['GET', paths.rebateAgreement],
];

describe.each(backends())('the business services are for business buyers (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  }, 120_000);
  afterAll(() => t?.close());

  it('a signed-in customer without a business is refused (403, businessOnly); after declaring one, served', async () => {
    const { token } = await customer(t);
    for (const [method, path, body] of reads) {
      const res = await t.api(method, path, { token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.msg, `${method} ${path}`).toBe(messages.businessOnly);
    }
    await becomeBusiness(t, token);
    for (const [method, path, body] of reads) {
      const res = await t.api(method, path, { token, body });
      expect(res.body.code, `${method} ${path}: ${res.text}`).toBe(200);
    }
  });

  it('a non-business customer cannot drop-ship their order: 403 and the order keeps its address', async () => {
    const placed = await orderFor(t);
    const body = { ...usAddress({ firstname: 'End', city: 'Fresno', postcode: '93650' }), email: 'end@example.com', order_id: placed.order.order_id };
    const refused = await t.api('POST', paths.createShipping, { token: placed.token, body });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(messages.businessOnly);
    expect((await t.api('GET', paths.dropShipments, { token: placed.token })).status).toBe(403);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.order.order_id));
    expect(order!.address).toMatchObject({ city: 'Los Angeles' });
    await becomeBusiness(t, placed.token);
    expect((await t.api<{ id: number }[]>('GET', paths.dropShipments, { token: placed.token })).body.data).toEqual([]);
    const ok = await t.api('POST', paths.createShipping, { token: placed.token, body });
    expect(ok.body.code, ok.text).toBe(200);
  });
});

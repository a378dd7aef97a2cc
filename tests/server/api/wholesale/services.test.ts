import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { OrderDetail } from '../../../../contract/orders';
import type { Country } from '../../../../contract/regions';
import type { DropShipment, RebateStatus } from '../../../../contract/wholesale-services';
import { odmRequests, orders, uploads } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { advanceTo, california, customer, errorsOf, mailsTo, manyCustomers, usAddress } from '../../helpers/checkout';
import { businessCustomer, businessOrderFor } from '../../helpers/wholesale';
import { pngOf, postMultipart } from '../../helpers/uploads';

const odmFields = (over: Record<string, string | number> = {}) => ({
  kind: 'odm',
  name: 'Grace Hopper',
  email: `odm${Date.now()}@example.com`,
  company: 'Navy Optics',
  quantity: 500,
  message: 'Acetate frames in our colours, 500 per design.',
  ...over,
});

describe.each(backends())('wholesale services: odm, drop shipping, updateCustomer, country, rebate (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { ...manyCustomers, contact: { shopEmail: 'shop@opticshop.test', rateLimit: { max: 1000, windowMs: 60_000 } } });
  }, 120_000);
  afterAll(() => t?.close());

  it('odm: stores the request with its checked attachments, mails the shop and the sender', async () => {
    const who = await customer(t);
    const fields = odmFields();
    const res = await postMultipart<{ id: number }>(t, paths.odm, who.token, {
      fields,
      files: [{ field: 'files', name: 'sketch.png', data: await pngOf(), type: 'image/png' }],
    });
    expect(res.body.code, res.text).toBe(200);
    expect(res.body.msg).toBe(messages.odmSent);
    const [row] = await t.db.select().from(odmRequests).where(eq(odmRequests.id, res.body.data.id));
    expect(row).toMatchObject({ kind: 'odm', quantity: 500, email: fields.email });
    expect(row!.uploadIds).toHaveLength(1);
    expect((await mailsTo(t, fields.email)).map((m) => m.kind)).toEqual(['odm-received']);
    expect((await mailsTo(t, 'shop@opticshop.test')).some((m) => m.kind === 'odm-shop' && m.subject.includes(`#${res.body.data.id}`))).toBe(true);
  });

  it('odm: field messages, a forged attachment, too many files; nothing stored', async () => {
    const who = await customer(t);
    const before = (await t.db.select().from(odmRequests)).length;
    const few = await postMultipart(t, paths.odm, who.token, { fields: odmFields({ quantity: 10, email: 'nope' }) });
    expect(few.status).toBe(422);
    expect(errorsOf(few)).toMatchObject({ quantity: messages.odmQtyMin, email: messages.emailInvalid });
    const forged = await postMultipart(t, paths.odm, who.token, {
      fields: odmFields(),
      files: [{ field: 'files', name: 'a.png', data: '<html>hi</html>', type: 'image/png' }],
    });
    expect(forged.status).toBe(422);
    expect(errorsOf(forged).files).toBe(messages.uploadType);
    const png = await pngOf();
    const many = await postMultipart(t, paths.odm, who.token, {
      fields: odmFields(),
      files: [1, 2, 3, 4].map((i) => ({ field: 'files', name: `${i}.png`, data: png, type: 'image/png' })),
    });
    expect(many.status).toBe(413);
    expect(many.body.msg).toBe(messages.uploadTooMany);
    const notMultipart = await t.api('POST', paths.odm, { token: who.token, form: odmFields() });
    expect(notMultipart.status).toBe(422);
    expect((await t.db.select().from(odmRequests)).length).toBe(before);
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, who.userId))).toEqual([]);
  });

  it('country: the countries with their regions', async () => {
    const res = await t.api<Country[]>('POST', paths.country);
    expect(res.body.code, res.text).toBe(200);
    expect(res.body.data.find((c) => c.country_id === 'US')?.province?.some((p) => p.code === 'CA')).toBe(true);
  });

  it('drop shipping: an unshipped order goes to the end customer, who can be changed until it ships', async () => {
    const placed = await businessOrderFor(t, { qty: 2 });
    const end = { ...usAddress({ firstname: 'End', lastname: 'Customer', city: 'San Diego', postcode: '92101' }), email: 'end@example.com' };
    const res = await t.api<DropShipment>('POST', paths.createShipping, {
      token: placed.token,
      body: { ...end, order_id: placed.order.order_id, blind_packaging: true },
    });
    expect(res.body.code, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      order_id: placed.order.order_id,
      blind_packaging: true,
      customer: { firstname: 'End', city: 'San Diego', region_code: california.code },
      email: 'end@example.com',
    });
    expect(res.body.data.customer).not.toHaveProperty('email');
    const [o] = await t.db.select().from(orders).where(eq(orders.id, placed.order.order_id));
    expect(o!.address).toMatchObject({ firstname: 'End', city: 'San Diego' });
    const twice = await t.api('POST', paths.createShipping, { token: placed.token, body: { ...end, order_id: placed.order.order_id } });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(messages.dropShipExists);

    // The order's page knows it is drop-shipped (packaging, the customer's e-mail); another order is not.
    const detail = await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${placed.order.order_id}`, { token: placed.token });
    expect(detail.body.data, detail.text).toMatchObject({
      address: { firstname: 'End', city: 'San Diego' },
      drop_shipping: { blind_packaging: true, email: 'end@example.com' },
    });

    const list = await t.api<DropShipment[]>('GET', paths.dropShipments, { token: placed.token });
    expect(list.body.data.map((d) => d.order_id)).toEqual([placed.order.order_id]);

    const moved = await t.api<DropShipment>('POST', paths.updateCustomer, {
      token: placed.token,
      body: { ...end, city: 'Fresno', postcode: '93650', order_id: placed.order.order_id },
    });
    expect(moved.body.data.customer.city, moved.text).toBe('Fresno');
    // The e-mail changes with the rest (the form shows it as it was).
    const noMail = await t.api<DropShipment>('POST', paths.updateCustomer, {
      token: placed.token,
      body: { ...end, email: '', order_id: placed.order.order_id },
    });
    expect(noMail.body.data.email, noMail.text).toBe('');
    const bad = await t.api('POST', paths.updateCustomer, { token: placed.token, body: { ...end, postcode: 'x', order_id: placed.order.order_id } });
    expect(bad.status).toBe(422);
    expect(errorsOf(bad).postcode).toBe(messages.postcodeInvalid);

    const other = await businessCustomer(t);
    expect((await t.api('POST', paths.updateCustomer, { token: other.token, body: { ...end, order_id: placed.order.order_id } })).status).toBe(404);
    expect((await t.api('POST', paths.createShipping, { token: other.token, body: { ...end, order_id: placed.order.order_id } })).status).toBe(404);

    await advanceTo(t, placed.order.order_id, 'shipped');
    const late = await t.api('POST', paths.updateCustomer, { token: placed.token, body: { ...end, order_id: placed.order.order_id } });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(messages.orderShipped);
    // An order that is not drop-shipped has no end customer to change.
    const plain = await businessOrderFor(t);
    const notDrop = await t.api('POST', paths.updateCustomer, { token: plain.token, body: { ...end, order_id: plain.order.order_id } });
    expect(notDrop.status).toBe(404);
    expect(notDrop.body.msg).toBe(messages.dropShipNotFound);
    const plainDetail = await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${plain.order.order_id}`, { token: plain.token });
    expect(plainDetail.body.data.drop_shipping, plainDetail.text).toBeNull();
  });

  it("rebate: the year's paid purchases, the tier and the rebate; accepting the current version once", async () => {
    const placed = await businessOrderFor(t, { qty: 100, price: 60, stock: 200 });
    const fresh = await t.api<RebateStatus>('GET', paths.rebateAgreement, { token: placed.token });
    expect(fresh.body.data, fresh.text).toMatchObject({ purchases: 0, tier_percent: 0, rebate: 0, next_from: 5000, accepted_version: null });
    await advanceTo(t, placed.order.order_id, 'paid');
    const [o] = await t.db.select().from(orders).where(eq(orders.id, placed.order.order_id));
    const goods = Math.round((o!.total - o!.carriage) * 100) / 100;
    const paid = (await t.api<RebateStatus>('GET', paths.rebateAgreement, { token: placed.token })).body.data;
    expect(paid.purchases).toBe(goods);
    expect(paid.tier_percent).toBe(2);
    expect(paid.rebate).toBe(Math.round(goods * 2) / 100);
    expect(paid.next_from).toBe(15000);

    const stale = await t.api('POST', paths.rebateAgreement, { token: placed.token, body: { version: paid.version + 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(messages.agreementChanged);
    const ok = await t.api<RebateStatus>('POST', paths.rebateAgreement, { token: placed.token, body: { version: paid.version } });
    expect(ok.body.msg).toBe(messages.rebateAccepted);
    expect(ok.body.data).toMatchObject({ accepted_version: paid.version, accepted_at: expect.any(String) });
    const again = await t.api<RebateStatus>('POST', paths.rebateAgreement, { token: placed.token, body: { version: paid.version } });
    expect(again.body.data.accepted_at).toBe(ok.body.data.accepted_at);
    const visitor = (await t.api('POST', paths.visitor)).body.data.access_token as string;
    expect((await t.api('GET', paths.rebateAgreement, { token: visitor })).status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { CartLine } from '../../../../contract/entities';
import type { OrderDetail } from '../../../../contract/orders';
import type { LensCatalogue, PrescriptionPhoto } from '../../../../contract/prescription';
import { auditLog, cartItems, orderEvents, uploads } from '../../../../server/db/schema';
import { operatorMove } from '../../../../server/services/orders/order-admin';
import { readPrescription } from '../../../../server/services/cart/prescription-photos';
import { RX_OPTIONS, prescriptionFromFlags } from '../../../../scripts/lib/rx-flags';
import { parseArgs } from 'node:util';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { addAddress, customer, errorsOf, manyCustomers, placeOrder, testGoods } from '../../helpers/checkout';
import { payByCard } from '../../helpers/payments';
import { pngOf, postMultipart } from '../../helpers/uploads';
import { staffToken } from '../../helpers/staff';

/** The prescription as the operator types it from the photo (the configurator's strings). */
const readRx = {
  right: { sph: '-2.25', cyl: '-0.50', axis: '180', add: '2.00' },
  left: { sph: '-1.75', add: '2.00' },
  pd: '64',
};

describe.each(backends())('prescription photos: upload, glasses that wait for the reading, the operator reads it (%s)', (backend) => {
  let t: TestApp;
  let catalogue: LensCatalogue;
  /** A fulfilment member's token: reads photos (orders.read) and prescriptions (orders.fulfil). */
  let ADMIN: string;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    ADMIN = await staffToken(t, 'fulfilment');
    catalogue = (await t.api<LensCatalogue>('POST', paths.lensList)).body.data;
  }, 120_000);
  afterAll(() => t?.close());

  const price = (codes: string[]) =>
    [...catalogue.usages, ...catalogue.indices, ...catalogue.coatings].filter((o) => codes.includes(o.code)).reduce((s, o) => s + o.price, 0);
  const upload = (token: string, name: string, data: Buffer | string, type = 'image/png') =>
    postMultipart<PrescriptionPhoto>(t, paths.prescriptionPhoto, token, { files: [{ name, data, type }] });
  const read = (orderId: number, line: number, prescription: unknown, token = ADMIN) =>
    t.api('POST', paths.adminReadPrescription(orderId, line), { token, body: { prescription } });

  it('keeps a PNG re-encoded; glasses with the photo wait: no ship until the operator reads it, then the order shows the values and ships', async () => {
    const who = await customer(t);
    const address = await addAddress(t, who.token);
    const item = await testGoods(t, { price: 50, stock: 5 });
    const png = await pngOf(120, 80);
    const res = await upload(who.token, 'rx.png', Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]));
    expect(res.status, res.text).toBe(200);
    expect(res.body.msg).toBe(messages.rxPhotoSaved);
    expect(res.body.data).toMatchObject({ mime: 'image/png' });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, res.body.data.id));
    expect(row).toMatchObject({ purpose: 'rx', userId: who.userId });
    expect(row!.content.includes(Buffer.from('<script>'))).toBe(false);

    // The operator sees the photo (a member whose role may read orders; a shopper's token is refused).
    const seen = await fetch(`${t.url}/${paths.adminPrescriptionPhoto(res.body.data.id)}`, { headers: { authorization: `Bearer ${ADMIN}` } });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await seen.arrayBuffer()).equals(row!.content)).toBe(true);
    expect(
      (await fetch(`${t.url}/${paths.adminPrescriptionPhoto(res.body.data.id)}`, { headers: { authorization: `Bearer ${who.token}` } })).status,
    ).toBe(401);
    const content = await staffToken(t, 'content');
    expect(
      (await fetch(`${t.url}/${paths.adminPrescriptionPhoto(res.body.data.id)}`, { headers: { authorization: `Bearer ${content}` } })).status,
    ).toBe(403);
    const [looked] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'prescription.read'), eq(auditLog.recordId, String(who.userId))));
    expect(looked).toMatchObject({ recordKind: 'customer', after: { photo_id: res.body.data.id } });
    expect((await fetch(`${t.url}/${paths.adminPrescriptionPhoto(999999)}`, { headers: { authorization: `Bearer ${ADMIN}` } })).status).toBe(404);

    // The values are not sent (typed ones are dropped): the photo stands for them.
    const lens = {
      usage: 'progressive',
      index: '1.60',
      coatings: ['anti_reflective'],
      photo_id: res.body.data.id,
      price: price(['progressive', '1.60', 'anti_reflective']),
    };
    const added = await t.api<CartLine[]>('POST', paths.addCart, {
      token: who.token,
      body: { goods_id: item.goodsId, variant_id: item.variantId, qty: 1, lens },
    });
    expect(added.status, added.text).toBe(200);
    const line = added.body.data.find((l) => l.lens)!;
    expect(line.lens).toMatchObject({ photo_id: res.body.data.id, prescription: null, index: '1.60' });

    const placed = await placeOrder(t, who.token, { cart_ids: [line.id], address_id: address.id });
    expect(placed.status, placed.text).toBe(200);
    const orderId = placed.body.data.order_id;
    expect((await payByCard(t, who.token, orderId)).status).toBe(200);
    const detail = async () => (await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${orderId}`, { token: who.token })).body.data;
    const ordered = (await detail()).lines[0]!;
    expect(ordered.lens).toMatchObject({ photo_id: res.body.data.id, prescription: null });

    // Not shipped while the photo is unread (the admin endpoint and the service alike).
    await operatorMove(t.app, orderId, 'processing');
    const ship = await t.api('POST', paths.adminOrderStatus(orderId), {
      token: ADMIN,
      body: { status: 'shipped', carrier: 'UPS', tracking_no: '1Z999' },
    });
    expect(ship.status, ship.text).toBe(409);
    expect(ship.body.msg).toBe(messages.rxAwaitingReading);
    expect((await detail()).status).toBe('processing');

    // The operator's reading is checked by the configurator's rules; nothing changes on a refusal.
    const wrong = await read(orderId, ordered.id, { ...readRx, right: { ...readRx.right, axis: '' } });
    expect(wrong.status).toBe(422);
    expect(errorsOf(wrong)).toEqual({ 'prescription.right.axis': messages.rxAxisRequired });
    const noAdd = await read(orderId, ordered.id, { ...readRx, left: { sph: '-1.75' } });
    expect(errorsOf(noAdd)).toEqual({ 'prescription.left.add': messages.rxAddRequired });
    const strong = await read(orderId, ordered.id, { ...readRx, right: { sph: '-9.00', add: '2.00' } });
    expect(strong.status).toBe(422);
    expect(errorsOf(strong)).toEqual({ 'prescription.index': messages.lensIndexNotAllowed });
    expect((await read(orderId, ordered.id, readRx, 'wrong-token')).status).toBe(401);
    expect((await read(orderId, ordered.id, readRx, await staffToken(t, 'support'))).status).toBe(403);
    expect((await detail()).lines[0]!.lens!.prescription).toBeNull();

    const done = await read(orderId, ordered.id, readRx);
    expect(done.status, done.text).toBe(200);
    expect(done.body.msg).toBe(messages.rxRead);
    const after = (await detail()).lines[0]!.lens!;
    expect(after.photo_id).toBe(res.body.data.id);
    expect(after.prescription).toEqual({
      right: { sph: -2.25, cyl: -0.5, axis: 180, add: 2, prism: null, base: null },
      left: { sph: -1.75, cyl: 0, axis: null, add: 2, prism: null, base: null },
      pd: 64,
      pd_right: null,
      pd_left: null,
    });
    const again = await read(orderId, ordered.id, readRx);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(messages.rxNotAwaiting);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.description)).toContain(`Prescription read from the photo (line ${ordered.id})`);

    const shipped = await t.api('POST', paths.adminOrderStatus(orderId), {
      token: ADMIN,
      body: { status: 'shipped', carrier: 'UPS', tracking_no: '1Z999' },
    });
    expect(shipped.status, shipped.text).toBe(200);
  });

  it("refuses a forged image, an SVG, an oversize photo, no file, a visitor; another customer's photo in the cart: 422, nothing stored", async () => {
    const who = await customer(t);
    const forged = await upload(who.token, 'rx.jpg', '<!doctype html><html><script>alert(1)</script></html>', 'image/jpeg');
    expect(forged.status).toBe(422);
    expect(errorsOf(forged).file).toBe(messages.rxPhotoType);
    const svg = await upload(who.token, 'rx.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>', 'image/svg+xml');
    expect(svg.status).toBe(422);
    expect(errorsOf(svg).file).toBe(messages.rxPhotoType);
    const broken = await upload(who.token, 'rx.png', (await pngOf()).subarray(0, 40));
    expect(broken.status).toBe(422);
    expect(errorsOf(broken).file).toBe(messages.uploadUnreadable);
    // Over 10 MB (the logos' 5 MB limit does not apply: 6 MB passes the size check).
    const oversize = await upload(who.token, 'big.png', Buffer.concat([await pngOf(), Buffer.alloc(11 * 1024 * 1024, 0x41)]));
    expect(oversize.status).toBe(422);
    expect(errorsOf(oversize).file).toBe(messages.rxPhotoTooLarge);
    const six = await upload(who.token, 'six.png', Buffer.concat([await pngOf(), Buffer.alloc(6 * 1024 * 1024, 0x41)]));
    expect(six.status, six.text).toBe(200);
    await t.db.delete(uploads).where(eq(uploads.id, six.body.data.id));
    const none = await postMultipart(t, paths.prescriptionPhoto, who.token, { fields: { note: 'x' } });
    expect(none.status).toBe(422);
    expect(errorsOf(none).file).toBe(messages.uploadRequired);
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, who.userId))).toEqual([]);

    const visitor = (await t.api<{ access_token: string }>('POST', paths.visitor)).body.data.access_token;
    expect((await upload(visitor, 'rx.png', await pngOf())).status).toBe(403);

    const other = await customer(t);
    const theirs = await upload(other.token, 'rx.png', await pngOf());
    const item = await testGoods(t, { price: 50, stock: 5 });
    const lens = { usage: 'distance', index: '1.50', coatings: [], photo_id: theirs.body.data.id, price: price(['distance', '1.50']) };
    const res = await t.api('POST', paths.addCart, { token: who.token, body: { goods_id: item.goodsId, variant_id: item.variantId, qty: 1, lens } });
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toEqual({ 'lens.photo_id': messages.rxPhotoUnknown });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, who.userId))).toEqual([]);
  });

  it('npm run orders -- read-prescription: the options make the prescription the same rules check (a refusal names the field)', async () => {
    const who = await customer(t);
    const address = await addAddress(t, who.token);
    const item = await testGoods(t, { price: 50, stock: 5 });
    const photo = (await upload(who.token, 'rx.png', await pngOf())).body.data;
    const lens = { usage: 'distance', index: '1.50', coatings: [], photo_id: photo.id, price: price(['distance', '1.50']) };
    const added = await t.api<CartLine[]>('POST', paths.addCart, {
      token: who.token,
      body: { goods_id: item.goodsId, variant_id: item.variantId, qty: 1, lens },
    });
    const placed = await placeOrder(t, who.token, { cart_ids: [added.body.data[0]!.id], address_id: address.id });
    const orderId = placed.body.data.order_id;
    const lineId = (await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${orderId}`, { token: who.token })).body.data.lines[0]!.id;
    const flags = (argv: string[]) => prescriptionFromFlags(parseArgs({ args: argv, options: RX_OPTIONS, strict: true }).values);

    // ADD on single vision is refused, as in the configurator.
    await expect(
      readPrescription(t.app, orderId, lineId, flags(['--sph-r=-1.25', '--add-r', '2', '--sph-l=-1', '--pd', '62'])),
    ).rejects.toMatchObject({ data: { errors: { 'prescription.right.add': messages.rxAddNotForUsage } } });
    const done = await readPrescription(
      t.app,
      orderId,
      lineId,
      flags(['--sph-r=-1.25', '--cyl-r=-0.5', '--axis-r', '90', '--sph-l=-1', '--pd-r', '31', '--pd-l', '31.5']),
    );
    expect(done.order_id).toBe(orderId);
    const after = (await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${orderId}`, { token: who.token })).body.data.lines[0]!.lens!;
    expect(after.prescription).toEqual({
      right: { sph: -1.25, cyl: -0.5, axis: 90, add: null, prism: null, base: null },
      left: { sph: -1, cyl: 0, axis: null, add: null, prism: null, base: null },
      pd: null,
      pd_right: 31,
      pd_left: 31.5,
    });
  });
});

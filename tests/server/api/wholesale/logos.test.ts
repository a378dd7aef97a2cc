import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import type { OrderDetail } from '../../../../contract/orders';
import { messages } from '../../../../contract/messages';
import { LOGO_MIN_QTY, type CustomerLogo, type OrderLogo } from '../../../../contract/wholesale-services';
import { uploads } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { advanceTo, errorsOf, manyCustomers } from '../../helpers/checkout';
import { businessCustomer, businessOrderFor } from '../../helpers/wholesale';
import { pngOf, postMultipart } from '../../helpers/uploads';

const upload = (t: TestApp, token: string, name: string, data: Buffer | string, type = 'image/png') =>
  postMultipart<CustomerLogo>(t, paths.customerLogo, token, { files: [{ name, data, type }] });

describe.each(backends())('custom logos: customerLogo, delLogo, createLogo (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  }, 120_000);
  afterAll(() => t?.close());

  it('uploads a PNG (re-encoded), lists it, serves it to its owner only, chooses and deletes it', async () => {
    const who = await businessCustomer(t);
    const png = await pngOf();
    // Bytes after the image's end are not kept: the image is decoded and written again.
    const res = await upload(t, who.token, 'logo.png', Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]));
    expect(res.body.code, res.text).toBe(200);
    expect(res.body.msg).toBe(messages.logoSaved);
    expect(res.body.data).toMatchObject({ name: 'logo.png', mime: 'image/png', chosen: false });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, res.body.data.id));
    expect(row!.content.includes(Buffer.from('<script>'))).toBe(false);
    expect(row!.content.subarray(0, 8).equals(png.subarray(0, 8))).toBe(true);

    const file = await fetch(`${t.url}/${paths.logoFile(res.body.data.id)}`, { headers: { authorization: `Bearer ${who.token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-security-policy')).toContain("default-src 'none'");

    const chosen = await t.api<CustomerLogo>('POST', `${paths.customerLogo}?chosed=${res.body.data.id}`, { token: who.token, body: {} });
    expect(chosen.body.data.chosen, chosen.text).toBe(true);
    const list = await t.api<CustomerLogo[]>('GET', paths.customerLogo, { token: who.token });
    expect(list.body.data.map((l) => [l.id, l.chosen])).toEqual([[res.body.data.id, true]]);

    const other = await businessCustomer(t);
    expect((await fetch(`${t.url}/${paths.logoFile(res.body.data.id)}`, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);
    expect((await t.api('GET', paths.delLogo(res.body.data.id), { token: other.token })).status).toBe(404);
    expect((await t.api('POST', `${paths.customerLogo}?chosed=${res.body.data.id}`, { token: other.token, body: {} })).status).toBe(404);

    expect((await t.api('GET', paths.delLogo(res.body.data.id), { token: who.token })).body.code).toBe(200);
    expect((await t.api<CustomerLogo[]>('GET', paths.customerLogo, { token: who.token })).body.data).toEqual([]);
  });

  it('refuses a forged PNG (HTML inside), an oversize file, an SVG with a script; nothing stored', async () => {
    const who = await businessCustomer(t);
    const forged = await upload(t, who.token, 'logo.png', '<!doctype html><html><script>alert(1)</script></html>');
    expect(forged.status).toBe(422);
    expect(errorsOf(forged).file).toBe(messages.uploadType);
    const broken = await upload(t, who.token, 'logo.png', Buffer.concat([(await pngOf()).subarray(0, 40)]));
    expect(broken.status).toBe(422);
    expect(errorsOf(broken).file).toBe(messages.uploadUnreadable);
    const big = Buffer.alloc(6 * 1024 * 1024, 0x41);
    const oversize = await upload(t, who.token, 'big.png', Buffer.concat([await pngOf(), big]));
    expect(oversize.status).toBe(413);
    expect(oversize.body.msg).toBe(messages.uploadTooLarge);
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect onload="alert(1)" width="5" height="5"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="https://evil.example/x.svg#a"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div>hi</div></foreignObject></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://evil.example/p)" width="5" height="5"/></svg>',
    ]) {
      const res = await upload(t, who.token, 'logo.svg', svg, 'image/svg+xml');
      expect(res.status, svg).toBe(422);
      expect(errorsOf(res).file, svg).toBe(messages.uploadSvgUnsafe);
    }
    const none = await postMultipart(t, paths.customerLogo, who.token, { fields: { note: 'x' } });
    expect(none.status).toBe(422);
    expect(errorsOf(none).file).toBe(messages.uploadRequired);
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, who.userId))).toEqual([]);
  });

  it('keeps a clean SVG (named .txt: the content decides) without its comments', async () => {
    const who = await businessCustomer(t);
    const svg =
      '<?xml version="1.0"?><!-- made by hand --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><text x="1" y="8">ACME</text></svg>';
    const res = await upload(t, who.token, 'logo.txt', svg, 'text/plain');
    expect(res.body.code, res.text).toBe(200);
    expect(res.body.data.mime).toBe('image/svg+xml');
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, res.body.data.id));
    expect(row!.content.toString()).toMatch(/^<svg/);
    expect(row!.content.toString()).not.toContain('made by hand');
  });

  it("prints a logo on an order: at least the minimum, at most its frames, not after shipping, not on another's order", async () => {
    const placed = await businessOrderFor(t, { qty: 60, price: 5, stock: 100 });
    const logo = (await upload(t, placed.token, 'logo.png', await pngOf())).body.data;
    const create = (token: string, body: Record<string, unknown>) => t.api<OrderLogo>('POST', paths.createLogo, { token, body });
    const few = await create(placed.token, { order_id: placed.order.order_id, logo_id: logo.id, qty: LOGO_MIN_QTY - 1 });
    expect(few.status).toBe(422);
    expect(errorsOf(few).qty).toBe(messages.logoMinQty);
    const many = await create(placed.token, { order_id: placed.order.order_id, logo_id: logo.id, qty: 61 });
    expect(many.status).toBe(422);
    expect(errorsOf(many).qty).toBe(messages.logoOverOrder);
    const ok = await create(placed.token, { order_id: placed.order.order_id, logo_id: logo.id, qty: 60, placement: 'temple' });
    expect(ok.body.data, ok.text).toEqual({ order_id: placed.order.order_id, logo_id: logo.id, qty: 60, placement: 'temple' });
    // The order page reads it back: which logo, on how many frames, where; again for the same order replaces it.
    const detail = () => t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${placed.order.order_id}`, { token: placed.token });
    expect((await detail()).body.data.logo).toEqual({
      logo_id: logo.id,
      name: 'logo.png',
      url: `/${paths.logoFile(logo.id)}`,
      qty: 60,
      placement: 'temple',
    });
    const again = await create(placed.token, { order_id: placed.order.order_id, logo_id: logo.id, qty: 55, placement: 'case' });
    expect(again.body.code, again.text).toBe(200);
    expect((await detail()).body.data.logo).toMatchObject({ logo_id: logo.id, qty: 55, placement: 'case' });
    // A refused one changes nothing.
    await create(placed.token, { order_id: placed.order.order_id, logo_id: logo.id, qty: 10 });
    expect((await detail()).body.data.logo).toMatchObject({ qty: 55, placement: 'case' });

    const other = await businessCustomer(t);
    const otherLogo = (await upload(t, other.token, 'o.png', await pngOf())).body.data;
    const plain = await businessOrderFor(t, { qty: 2, price: 5, stock: 10 });
    expect((await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${plain.order.order_id}`, { token: plain.token })).body.data.logo).toBeNull();
    expect((await create(other.token, { order_id: placed.order.order_id, logo_id: otherLogo.id, qty: 50 })).status).toBe(404);
    expect((await create(placed.token, { order_id: placed.order.order_id, logo_id: otherLogo.id, qty: 50 })).status).toBe(404);

    await advanceTo(t, placed.order.order_id, 'shipped');
    const late = await create(placed.token, { order_id: placed.order.order_id, logo_id: logo.id, qty: 50 });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(messages.orderShipped);
  });
  it('a logo chosen for an order (?chosed=&order_id=, from /custom-logo?chosed=) is printed on that order, not only marked for the next', async () => {
    const placed = await businessOrderFor(t, { qty: 60, price: 5, stock: 100 });
    const orderId = placed.order.order_id;
    const first = (await upload(t, placed.token, 'first.png', await pngOf())).body.data;
    const second = (await upload(t, placed.token, 'second.png', await pngOf())).body.data;
    const choose = (token: string, logoId: number, order: number | string) =>
      t.api<CustomerLogo>('POST', `${paths.customerLogo}?chosed=${logoId}&order_id=${order}`, { token, body: {} });
    const detail = async () => (await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${orderId}`, { token: placed.token })).body.data.logo;

    const chosen = await choose(placed.token, first.id, orderId);
    expect([chosen.body.code, chosen.body.data.id, chosen.body.data.chosen], chosen.text).toEqual([200, first.id, true]);
    // On every frame of the order, on the temple.
    expect(await detail()).toEqual({ logo_id: first.id, name: 'first.png', url: `/${paths.logoFile(first.id)}`, qty: 60, placement: 'temple' });
    // Printed already: another logo chosen for it keeps the frames and the place the buyer set.
    await t.api('POST', paths.createLogo, { token: placed.token, body: { order_id: orderId, logo_id: first.id, qty: 55, placement: 'case' } });
    expect((await choose(placed.token, second.id, orderId)).body.code).toBe(200);
    expect(await detail()).toMatchObject({ logo_id: second.id, qty: 55, placement: 'case' });
    // Without an order it stays the choice for the next order only.
    expect((await t.api('POST', `${paths.customerLogo}?chosed=${first.id}`, { token: placed.token, body: {} })).body.code).toBe(200);
    expect(await detail()).toMatchObject({ logo_id: second.id });

    // Refused: a malformed order (422), another's (404), an order of fewer frames than the minimum (422); nothing chosen then.
    const chosenNow = async () =>
      (await t.api<CustomerLogo[]>('GET', paths.customerLogo, { token: placed.token })).body.data.find((l) => l.chosen)!.id;
    const bad = await choose(placed.token, second.id, 'abc');
    expect([bad.status, errorsOf(bad).order_id]).toEqual([422, messages.orderNotFound]);
    const lonely = await t.api('POST', `${paths.customerLogo}?order_id=${orderId}`, { token: placed.token, body: {} });
    expect(lonely.status).toBe(422);
    const other = await businessOrderFor(t, { qty: 60, price: 5, stock: 100 });
    expect((await choose(placed.token, second.id, other.order.order_id)).status).toBe(404);
    const small = await businessOrderFor(t, { qty: 2, price: 5, stock: 10 });
    const smallLogo = (await upload(t, small.token, 's.png', await pngOf())).body.data;
    const tooFew = await choose(small.token, smallLogo.id, small.order.order_id);
    expect([tooFew.status, errorsOf(tooFew).qty]).toEqual([422, messages.logoMinQty]);
    expect((await t.api<CustomerLogo[]>('GET', paths.customerLogo, { token: small.token })).body.data[0]!.chosen).toBe(false);
    expect(await chosenNow()).toBe(first.id);

    await advanceTo(t, orderId, 'shipped');
    const late = await choose(placed.token, second.id, orderId);
    expect([late.status, late.body.msg]).toEqual([409, messages.orderShipped]);
    expect(await chosenNow()).toBe(first.id);
  });
});

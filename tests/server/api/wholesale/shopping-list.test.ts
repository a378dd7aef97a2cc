import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { PlacedOrder } from '../../../../contract/orders';
import type { ShoppingList, ShoppingListSummary } from '../../../../contract/wholesale';
import { cartItems, goods, shoppingListLines } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { addAddress, clientToken, customer, errorsOf, manyCustomers, stockOf, testGoods } from '../../helpers/checkout';
import { becomeBusiness, wholesaleGoods } from '../../helpers/wholesale';

describe.each(backends())('the shopping list and quick order: api/users/shoppingList... (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  const skuOf = async (goodsId: number) => (await t.db.select({ sku: goods.sku }).from(goods).where(eq(goods.id, goodsId)))[0]!.sku;
  const quick = (token: string, text: string, mode = 'add') =>
    t.api<ShoppingList>('POST', paths.shoppingListQuickOrder, { token, body: { text, mode } });
  const business = async () => {
    const who = await customer(t, 'wholesale');
    await becomeBusiness(t, who.token);
    return who;
  };

  it('takes pasted SKU, quantity lines into the saved list, priced for the business buyer', async () => {
    const a = await wholesaleGoods(t);
    const b = await testGoods(t, { price: 12, stock: 30 });
    const who = await business();
    const res = await quick(who.token, `sku,qty\n${await skuOf(a.goodsId)}, 6\n\n${(await skuOf(b.goodsId)).toLowerCase()};3\n`);
    expect(res.body.code, res.text).toBe(200);
    expect(res.body.data.lines.map((l) => [l.goods_id, l.qty, l.unit_price, l.moq])).toEqual([
      [a.goodsId, 6, 24, 5],
      [b.goodsId, 3, 12, 0],
    ]);
    expect(res.body.data.total).toBe(180);
    const again = await t.api<ShoppingList>('GET', paths.shoppingList, { token: who.token });
    expect(again.body.data.id).toBe(res.body.data.id);
    expect(again.body.data.lines).toHaveLength(2);
    // Added again: quantities add up; a line set to 0 goes.
    expect((await quick(who.token, `${await skuOf(a.goodsId)},4`)).body.data.lines[0]!.qty).toBe(10);
    const off = await t.api<ShoppingList>('POST', paths.shoppingListLine, { token: who.token, body: { variant_id: b.variantId, qty: 0 } });
    expect(off.body.data.lines.map((l) => l.goods_id)).toEqual([a.goodsId]);
  });

  it('refuses the whole paste with a message per line (format, unknown SKU, below the minimum, more than stock) and stores nothing', async () => {
    const a = await wholesaleGoods(t);
    const low = await testGoods(t, { price: 10, stock: 2 });
    const who = await business();
    const text = [
      `${await skuOf(a.goodsId)},6`,
      'NOPE-1,3',
      `${await skuOf(a.goodsId).then((s) => s)} two`,
      `${await skuOf(low.goodsId)},5`,
      `${await skuOf(a.goodsId)},2,Black`,
    ].join('\n');
    const res = await quick(who.token, text);
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toEqual({
      'lines.2': messages.quickOrderUnknownSku,
      'lines.3': messages.quickOrderLineFormat,
      'lines.4': messages.notEnoughStock,
    });
    const fresh = await business();
    const below = await quick(fresh.token, `${await skuOf(a.goodsId)},3`);
    expect([below.status, errorsOf(below)['lines.1']]).toEqual([422, messages.belowMinimum]);
    expect(
      await t.db
        .select()
        .from(shoppingListLines)
        .where(eq(shoppingListLines.goodsId, a.goodsId))
        .then((r) => r.filter((l) => l.qty === 3)),
    ).toEqual([]);
    expect((await t.api<ShoppingList>('GET', paths.shoppingList, { token: who.token })).body.data.lines).toEqual([]);
  });

  it('refuses a 10,000-line CSV and more than 500 lines with a message (422), never a 500', async () => {
    const who = await business();
    const huge = Array.from({ length: 10_000 }, (_, i) => `SKU-${i},1`).join('\n');
    const res = await quick(who.token, huge);
    expect([res.status, errorsOf(res).text]).toEqual([422, messages.quickOrderTooManyLines]);
    const many = Array.from({ length: 501 }, () => 'A,1').join('\n');
    const over = await quick(who.token, many);
    expect([over.status, errorsOf(over).text]).toEqual([422, messages.quickOrderTooManyLines]);
    expect((await quick(who.token, '   ')).status).toBe(422);
  });

  it("submits the list as an order through the order service, then lists it with its order; another customer's list is a 404", async () => {
    const a = await wholesaleGoods(t, 40);
    const who = await business();
    const address = await addAddress(t, who.token);
    await quick(who.token, `${await skuOf(a.goodsId)},8`);
    const placed = await t.api<PlacedOrder>('POST', paths.shoppingListSubmit, {
      token: who.token,
      body: { address_id: address.id, client_token: clientToken() },
    });
    expect(placed.body.code, placed.text).toBe(200);
    expect(placed.body.data.total).toBeGreaterThanOrEqual(8 * 24);
    expect(await stockOf(t, a.variantId)).toBe(32);

    const lists = await t.api<ShoppingListSummary[]>('GET', paths.shoppingLists, { token: who.token });
    const ordered = lists.body.data.find((l) => l.status === 'ordered')!;
    expect([ordered.order_no, ordered.piece_count]).toEqual([placed.body.data.order_no, 8]);
    const detail = await t.api<ShoppingList>('GET', paths.shoppingListDetail(ordered.id), { token: who.token });
    expect([detail.body.data.order_id, detail.body.data.lines[0]!.qty]).toEqual([placed.body.data.order_id, 8]);
    // A new open list, empty.
    expect((await t.api<ShoppingList>('GET', paths.shoppingList, { token: who.token })).body.data.lines).toEqual([]);

    const other = await customer(t);
    const theirs = await t.api('GET', paths.shoppingListDetail(ordered.id), { token: other.token });
    expect([theirs.status, theirs.body.msg]).toEqual([404, messages.shoppingListNotFound]);
    expect((await t.api('GET', paths.shoppingListDetail(999_999), { token: who.token })).status).toBe(404);
  });

  it('a refused order leaves no order, the cart as it was and the list open; an empty list cannot be submitted', async () => {
    const a = await testGoods(t, { price: 10, stock: 10 });
    const who = await customer(t);
    await quick(who.token, `${await skuOf(a.goodsId)},5`);
    const noAddress = await t.api('POST', paths.shoppingListSubmit, { token: who.token, body: { address_id: 999_999, client_token: clientToken() } });
    expect(noAddress.status).toBe(404);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, who.userId))).toEqual([]);
    expect((await t.api<ShoppingList>('GET', paths.shoppingList, { token: who.token })).body.data.lines).toHaveLength(1);
    expect(await stockOf(t, a.variantId)).toBe(10);

    const empty = await customer(t);
    const res = await t.api('POST', paths.shoppingListSubmit, { token: empty.token, body: { address_id: 1, client_token: clientToken() } });
    expect([res.status, res.body.msg]).toEqual([409, messages.shoppingListEmpty]);
  });

  it('moves the list into the cart; visitors may not use lists (403)', async () => {
    const a = await testGoods(t, { price: 10, stock: 10 });
    const who = await customer(t);
    await quick(who.token, `${await skuOf(a.goodsId)},3`);
    const moved = await t.api<ShoppingList>('POST', paths.shoppingListToCart, { token: who.token });
    expect(moved.body.data.status).toBe('carted');
    expect((await t.db.select().from(cartItems).where(eq(cartItems.userId, who.userId))).map((c) => c.qty)).toEqual([3]);
    const visitor = await t.api('POST', paths.visitor);
    expect((await t.api('GET', paths.shoppingList, { token: visitor.body.data.access_token })).status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminCustomerPaths, adminPaths, type AdminCustomerDetail, type AdminCustomerPage } from '../../../../contract/admin';
import { paths } from '../../../../contract/endpoints';
import type { CartLine, UserInfo } from '../../../../contract/entities';
import { messages } from '../../../../contract/messages';
import { consoleMessages } from '../../../../contract/console-messages';
import type { AuditEntry } from '../../../../contract/staff';
import type { ListPage } from '../../../../contract/orders';
import { orders, users } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { addAddress, customer, errorsOf, mailsTo, manyCustomers, orderFor } from '../../helpers/checkout';
import { payByCard } from '../../helpers/payments';
import { register, signIn } from '../../helpers/sessions';
import { staffToken } from '../../helpers/staff';
import { becomeBusiness, wholesaleGoods } from '../../helpers/wholesale';

describe.each(backends())('console customers: api/admin/customers (%s)', (backend) => {
  let t: TestApp;
  let manager: string;
  let owner: string;
  beforeAll(async () => {
    // Approval on: a business account pays wholesale prices only once approved.
    t = await startTestApp(backend, { ...manyCustomers, businessApproval: true });
    manager = await staffToken(t, 'manager');
    owner = await staffToken(t, 'owner');
  }, 120_000);
  afterAll(() => t?.close());

  const list = (token: string, query: string) => t.api<AdminCustomerPage>('GET', `${adminCustomerPaths.customers}?${query}`, { token });
  const detail = (token: string, id: number) => t.api<AdminCustomerDetail>('GET', adminCustomerPaths.customer(id), { token });
  const auditOf = async (id: number) =>
    (await t.api<ListPage<AuditEntry>>('GET', `${adminPaths.audit}?record_kind=customer&record_id=${id}`, { token: owner })).body.data.items;

  it('lists customers found by e-mail prefix or name, with their orders and what they spent; filters and sorts', async () => {
    const tag = `srch${Date.now().toString(36)}`;
    const paid = await orderFor(t, { price: 80 });
    await t.db
      .update(users)
      .set({ email: `${tag}-paid@example.com`, firstname: 'Paula', lastname: `Payer${tag}` })
      .where(eq(users.id, paid.userId));
    expect((await payByCard(t, paid.token, paid.order.order_id)).body.code).toBe(200);
    const retail = await register(t, `${tag}-retail@example.com`);
    const business = await register(t, `${tag}-business@example.com`);
    await becomeBusiness(t, business.access_token);

    const all = await list(manager, `q=${tag}`);
    expect(all.status, all.text).toBe(200);
    expect(all.body.data.total).toBe(3);
    const byEmail = Object.fromEntries(all.body.data.items.map((c) => [c.email, c]));
    expect(byEmail[`${tag}-paid@example.com`]).toMatchObject({
      name: `Paula Payer${tag}`,
      type: 'retail',
      orders_count: 1,
      business_status: null,
      disabled: false,
    });
    const [order] = await t.db.select({ total: orders.total }).from(orders).where(eq(orders.id, paid.order.order_id));
    expect(byEmail[`${tag}-paid@example.com`]!.total_spent).toBe(order!.total);
    expect(byEmail[`${tag}-retail@example.com`]).toMatchObject({ id: retail.user.id, orders_count: 0, total_spent: 0 });
    expect(byEmail[`${tag}-business@example.com`]).toMatchObject({ type: 'business', business_status: 'pending' });

    // The start of an e-mail (case aside) or part of a name.
    expect((await list(manager, `q=${tag.toUpperCase()}-RET`)).body.data.items.map((c) => c.id)).toEqual([retail.user.id]);
    expect((await list(manager, `q=payer${tag}`)).body.data.items.map((c) => c.id)).toEqual([paid.userId]);
    // Not the middle of an e-mail (that customer's name is not their e-mail); a LIKE wildcard is taken literally.
    expect((await list(manager, `q=paid@example`)).body.data.items.filter((c) => c.email.startsWith(tag))).toEqual([]);
    expect((await list(manager, `q=${tag}%25`)).body.data.total).toBe(0);

    expect((await list(manager, `q=${tag}&type=business`)).body.data.items.map((c) => c.id)).toEqual([business.user.id]);
    expect((await list(manager, `q=${tag}&type=retail`)).body.data.total).toBe(2);
    expect((await list(manager, `q=${tag}&business_status=pending`)).body.data.items.map((c) => c.id)).toEqual([business.user.id]);
    expect((await list(manager, `q=${tag}&business_status=approved`)).body.data.total).toBe(0);

    const bySpent = await list(manager, `q=${tag}&sort=spent&dir=desc`);
    expect(bySpent.body.data.items[0]!.id).toBe(paid.userId);
    const byEmailAsc = await list(manager, `q=${tag}&sort=email&dir=asc`);
    expect(byEmailAsc.body.data.items.map((c) => c.email)).toEqual([
      `${tag}-business@example.com`,
      `${tag}-paid@example.com`,
      `${tag}-retail@example.com`,
    ]);
    const page2 = await list(manager, `q=${tag}&sort=email&dir=asc&page=2&page_size=2`);
    expect([page2.body.data.total, page2.body.data.items.map((c) => c.email)]).toEqual([3, [`${tag}-retail@example.com`]]);

    for (const bad of ['sort=name', 'type=wholesale', 'business_status=maybe', 'page=0', 'page_size=1000', `q=${'x'.repeat(101)}`]) {
      expect((await list(manager, bad)).status, bad).toBe(422);
    }
  });

  it('shows one customer: profile, orders, addresses, points, coupons and the business profile', async () => {
    const placed = await orderFor(t);
    await becomeBusiness(t, placed.token);
    const res = await detail(manager, placed.userId);
    expect(res.status, res.text).toBe(200);
    const c = res.body.data;
    expect(c).toMatchObject({
      id: placed.userId,
      email: placed.email,
      type: 'business',
      business_status: 'pending',
      orders_count: 1,
      disabled: false,
      business_approval: true,
    });
    expect(c.orders).toEqual([
      expect.objectContaining({ id: placed.order.order_id, order_no: placed.order.order_no, status: 'pending_payment', item_count: 1 }),
    ]);
    expect(c.addresses.map((a) => a.id)).toEqual([placed.address.id]);
    expect(c.points).toBe(0);
    expect(c.coupons.length).toBeGreaterThan(0); // the welcome coupon
    expect(c.business_profile).toMatchObject({ company_name: 'Lens & Co', tax_id: 'GB123456789', status: 'pending', decided_at: null });

    expect((await detail(manager, 2_000_000)).status).toBe(404);
    expect((await detail(manager, 2_000_000)).body.msg).toBe(consoleMessages.customerNotFound);
    expect((await t.api('GET', `${adminCustomerPaths.customers}/abc`, { token: manager })).status).toBe(422);
  });

  it('with BUSINESS_APPROVAL on, wholesale prices start when a manager approves the business and stop when declined; the customer is mailed each time, and it is audited', async () => {
    const item = await wholesaleGoods(t);
    const buyer = await customer(t, 'approve');
    await becomeBusiness(t, buyer.token);
    await addAddress(t, buyer.token);
    const cart = async () =>
      (await t.api<CartLine[]>('GET', paths.getCart, { token: buyer.token })).body.data.find((l) => l.goods_id === item.goodsId)!.goods_price;
    // Pending: retail prices, no minimum.
    const added = await t.api<CartLine[]>('POST', paths.addCart, {
      token: buyer.token,
      body: { goods_id: item.goodsId, variant_id: item.variantId, qty: 5 },
    });
    expect(added.body.code, added.text).toBe(200);
    expect(await cart()).toBe(40);

    const approved = await t.api<AdminCustomerDetail>('POST', adminCustomerPaths.customerBusiness(buyer.userId), {
      token: manager,
      body: { decision: 'approve' },
    });
    expect([approved.status, approved.body.msg], approved.text).toEqual([200, consoleMessages.businessApproved]);
    expect(approved.body.data.business_profile).toMatchObject({ status: 'approved' });
    expect(approved.body.data.business_profile!.decided_at).not.toBeNull();
    expect(await cart()).toBe(24);
    expect((await mailsTo(t, buyer.email)).map((m) => m.kind)).toContain('business-approved');

    // Approving again changes nothing and mails nothing.
    await t.api('POST', adminCustomerPaths.customerBusiness(buyer.userId), { token: manager, body: { decision: 'approve' } });
    expect((await mailsTo(t, buyer.email)).filter((m) => m.kind === 'business-approved')).toHaveLength(1);

    const declined = await t.api<AdminCustomerDetail>('POST', adminCustomerPaths.customerBusiness(buyer.userId), {
      token: manager,
      body: { decision: 'decline', reason: 'We could not verify the tax id.' },
    });
    expect([declined.status, declined.body.msg]).toEqual([200, consoleMessages.businessDeclined]);
    expect(await cart()).toBe(40);
    const mail = (await mailsTo(t, buyer.email)).find((m) => m.kind === 'business-declined');
    expect(mail?.text).toContain('We could not verify the tax id.');

    const audit = await auditOf(buyer.userId);
    expect(audit.map((e) => [e.action, e.before, e.after])).toEqual([
      ['customer.business_decline', { business_status: 'approved' }, { business_status: 'declined', reason: 'We could not verify the tax id.' }],
      ['customer.business_approve', { business_status: 'pending' }, { business_status: 'approved' }],
    ]);

    // Declaring the business again puts it back in the queue.
    await becomeBusiness(t, buyer.token);
    expect((await detail(manager, buyer.userId)).body.data.business_profile!.status).toBe('pending');
  });

  it('refuses a decision for a retail customer (409), an unknown customer (404) and a bad body (422)', async () => {
    const retail = await customer(t);
    const res = await t.api('POST', adminCustomerPaths.customerBusiness(retail.userId), { token: manager, body: { decision: 'approve' } });
    expect([res.status, res.body.msg]).toEqual([409, consoleMessages.businessProfileMissing]);
    expect((await t.api('POST', adminCustomerPaths.customerBusiness(2_000_000), { token: manager, body: { decision: 'approve' } })).status).toBe(404);
    const bad = await t.api('POST', adminCustomerPaths.customerBusiness(retail.userId), {
      token: manager,
      body: { decision: 'maybe', reason: 'x'.repeat(501) },
    });
    expect(bad.status).toBe(422);
    expect(errorsOf(bad)).toEqual({ decision: messages.invalidInput, reason: messages.fieldTooLong });
    expect(await auditOf(retail.userId)).toEqual([]);
  });

  it('mails the customer a password-reset link that works', async () => {
    const who = await customer(t, 'reset');
    const res = await t.api('POST', adminCustomerPaths.customerPasswordReset(who.userId), { token: manager });
    expect([res.status, res.body.msg], res.text).toEqual([200, consoleMessages.customerResetSent]);
    const mail = (await mailsTo(t, who.email)).find((m) => m.kind === 'password-reset');
    const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
    const reset = await t.api('POST', paths.resetPassword, { form: { token, password: 'new-secret-9', c_password: 'new-secret-9' } });
    expect(reset.body.code, reset.text).toBe(200);
    await signIn(t, who.email, 'new-secret-9');
    expect((await auditOf(who.userId)).map((e) => [e.action, e.after])).toEqual([['customer.password_reset', { sent_to: who.email }]]);
    expect((await t.api('POST', adminCustomerPaths.customerPasswordReset(2_000_000), { token: manager })).status).toBe(404);
  });

  it('disables an account: its token fails at once, sign-in is refused with a clear message, its orders stay; enabled, it signs in again', async () => {
    const placed = await orderFor(t);
    const email = placed.email;
    expect((await t.api<UserInfo>('GET', paths.userInfo, { token: placed.token })).status).toBe(200);

    const res = await t.api<AdminCustomerDetail>('POST', adminCustomerPaths.customerDisable(placed.userId), { token: manager });
    expect([res.status, res.body.msg], res.text).toEqual([200, consoleMessages.customerDisabled]);
    expect(res.body.data).toMatchObject({ disabled: true, orders_count: 1 });
    expect(res.body.data.disabled_at).not.toBeNull();

    expect((await t.api('GET', paths.userInfo, { token: placed.token })).status).toBe(401);
    const login = await t.api('POST', paths.login, { form: { email, password: 'secret123' } });
    expect([login.status, login.body.msg]).toEqual([403, messages.accountDisabled]);
    // A wrong password still says only that.
    expect((await t.api('POST', paths.login, { form: { email, password: 'wrong-one' } })).status).toBe(422);
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, placed.userId))).toHaveLength(1);
    expect((await list(manager, `q=${encodeURIComponent(email)}`)).body.data.items[0]).toMatchObject({ disabled: true, orders_count: 1 });

    // Disabling again changes nothing.
    await t.api('POST', adminCustomerPaths.customerDisable(placed.userId), { token: manager });
    const enabled = await t.api<AdminCustomerDetail>('POST', adminCustomerPaths.customerEnable(placed.userId), { token: manager });
    expect([enabled.status, enabled.body.msg, enabled.body.data.disabled]).toEqual([200, consoleMessages.customerEnabled, false]);
    // The ended session stays ended; signing in works again.
    expect((await t.api('GET', paths.userInfo, { token: placed.token })).status).toBe(401);
    const again = await signIn(t, email, 'secret123');
    expect((await t.api('GET', paths.userInfo, { token: again.access_token })).status).toBe(200);

    expect((await auditOf(placed.userId)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['customer.enable', { disabled: true }, { disabled: false }],
      ['customer.disable', { disabled: false }, { disabled: true, sessions_ended: 1 }],
    ]);
    expect((await t.api('POST', adminCustomerPaths.customerDisable(2_000_000), { token: manager })).status).toBe(404);
  });

  it('support and fulfilment read customers but change nothing (403); a shopper or no token is 401', async () => {
    const who = await customer(t, 'perm');
    for (const role of ['support', 'fulfilment'] as const) {
      const token = await staffToken(t, role);
      expect((await list(token, 'page=1')).status, role).toBe(200);
      expect((await detail(token, who.userId)).status, role).toBe(200);
      for (const path of [
        adminCustomerPaths.customerDisable(who.userId),
        adminCustomerPaths.customerEnable(who.userId),
        adminCustomerPaths.customerPasswordReset(who.userId),
      ]) {
        expect((await t.api('POST', path, { token })).status, `${role} ${path}`).toBe(403);
      }
      const decide = await t.api('POST', adminCustomerPaths.customerBusiness(who.userId), { token, body: { decision: 'approve' } });
      expect(decide.status, role).toBe(403);
    }
    const catalogue = await staffToken(t, 'catalogue');
    expect((await list(catalogue, 'page=1')).status).toBe(403);
    expect((await list(who.token, 'page=1')).status).toBe(401);
    expect((await t.api('GET', adminCustomerPaths.customers)).status).toBe(401);
    expect((await t.api('GET', paths.userInfo, { token: who.token })).status).toBe(200);
  });
});

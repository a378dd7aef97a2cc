import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCustomerPaths,
  adminInboxPaths,
  adminPaths,
  type AdminInboxAssignee,
  type AdminInboxItem,
  type AdminInboxPage,
  type InboxKind,
} from '../../../../contract/admin';
import { paths } from '../../../../contract/endpoints';
import type { LensInquirySummary } from '../../../../contract/lens-inquiry';
import { messages } from '../../../../contract/messages';
import { consoleMessages } from '../../../../contract/console-messages';
import type { ListPage } from '../../../../contract/orders';
import type { AuditEntry } from '../../../../contract/staff';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { customer, errorsOf, mailsTo, manyCustomers, testGoods, usAddress } from '../../helpers/checkout';
import { newEmail } from '../../helpers/sessions';
import { staffMember, staffSignIn, staffToken } from '../../helpers/staff';
import { pngOf, postMultipart } from '../../helpers/uploads';
import { businessOrderFor } from '../../helpers/wholesale';

describe.each(backends())('console inbox: api/admin/inbox (%s)', (backend) => {
  let t: TestApp;
  let support: { id: number; token: string };
  let owner: string;
  /** One message of each kind, made through the shop's own endpoints. */
  const made = {} as Record<InboxKind, { id: number; email: string }>;
  let png: Buffer;

  beforeAll(async () => {
    t = await startTestApp(backend, { ...manyCustomers, contact: { shopEmail: 'shop@opticshop.test', rateLimit: { max: 1000, windowMs: 60_000 } } });
    const member = await staffMember(t, 'support');
    support = { id: member.id, token: (await staffSignIn(t, member.email)).access_token };
    owner = await staffToken(t, 'owner');

    const shopper = await customer(t, 'inbox');
    const contact = await t.api<{ id: number }>('POST', paths.addInquiry, {
      token: shopper.token,
      body: {
        name: 'Ada Lovelace',
        email: shopper.email,
        subject: 'Where is my parcel?',
        message: 'It has been two weeks.',
        order_no: 'OS2611-ABC123',
      },
    });
    expect(contact.body.code, contact.text).toBe(200);
    made.contact = { id: contact.body.data.id, email: shopper.email };

    const lens = await t.api<{ id: number }>('POST', paths.addLensInquiry, {
      token: shopper.token,
      body: { name: 'Ada Lovelace', email: shopper.email, need: 'outside_range', message: 'Can you make -22?', right_sph: -22, left_sph: -21.5 },
    });
    expect(lens.body.code, lens.text).toBe(200);
    made.lens = { id: lens.body.data.id, email: shopper.email };

    png = await pngOf();
    const odmEmail = newEmail('odm');
    const odm = await postMultipart<{ id: number }>(t, paths.odm, shopper.token, {
      fields: {
        kind: 'odm',
        name: 'Grace Hopper',
        email: odmEmail,
        company: 'Navy Optics',
        quantity: 500,
        message: 'Acetate frames in our colours.',
      },
      files: [{ field: 'files', name: 'sketch.png', data: png, type: 'image/png' }],
    });
    expect(odm.body.code, odm.text).toBe(200);
    made.odm = { id: odm.body.data.id, email: odmEmail };

    const placed = await businessOrderFor(t);
    const drop = await t.api<{ id: number }>('POST', paths.createShipping, {
      token: placed.token,
      body: { ...usAddress({ firstname: 'End', city: 'Fresno', postcode: '93650' }), email: 'end@example.com', order_id: placed.order.order_id },
    });
    expect(drop.body.code, drop.text).toBe(200);
    made.drop_shipping = { id: drop.body.data.id, email: placed.email };

    const arrivalEmail = newEmail('arrival');
    expect((await t.api('POST', paths.arrivalNotification, { token: shopper.token, form: { email: arrivalEmail } })).status).toBe(200);
    const stockEmail = newEmail('stock');
    const soldOut = await testGoods(t, { price: 30, stock: 0 });
    const stock = await t.api('POST', paths.stockNotify, {
      token: shopper.token,
      body: { goods_id: soldOut.goodsId, variant_id: soldOut.variantId, email: stockEmail },
    });
    expect(stock.body.code, stock.text).toBe(200);

    const page = await list(owner, 'page_size=100');
    for (const [kind, email] of [
      ['arrival', arrivalEmail],
      ['stock', stockEmail],
    ] as const) {
      const row = page.body.data.items.find((r) => r.kind === kind && r.email === email.toLowerCase());
      expect(row, kind).toBeDefined();
      made[kind] = { id: row!.id, email: email.toLowerCase() };
    }
  }, 180_000);
  afterAll(() => t?.close());

  const list = (token: string, query = '') => t.api<AdminInboxPage>('GET', `${adminInboxPaths.inbox}?${query}`, { token });
  const item = (token: string, kind: InboxKind, id: number) => t.api<AdminInboxItem>('GET', adminInboxPaths.inboxItem(kind, id), { token });

  it('lists every kind of message in one list, newest first, each new; filters by kind', async () => {
    const res = await list(support.token, 'page_size=100');
    expect(res.status, res.text).toBe(200);
    const items = res.body.data.items;
    for (const [kind, { id }] of Object.entries(made)) {
      expect(
        items.find((r) => r.kind === kind && r.id === id),
        kind,
      ).toMatchObject({ status: 'new', assignee: null });
    }
    const times = items.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(items.find((r) => r.kind === 'contact' && r.id === made.contact.id)).toMatchObject({
      name: 'Ada Lovelace',
      subject: 'Where is my parcel?',
      preview: 'It has been two weeks.',
    });

    for (const kind of Object.keys(made) as InboxKind[]) {
      const only = await list(support.token, `kind=${kind}&page_size=100`);
      expect(
        only.body.data.items.every((r) => r.kind === kind),
        kind,
      ).toBe(true);
      expect(
        only.body.data.items.some((r) => r.id === made[kind].id),
        kind,
      ).toBe(true);
    }
    const paged = await list(support.token, 'page=2&page_size=2');
    expect([paged.body.data.page, paged.body.data.items.length]).toEqual([2, 2]);
    expect(paged.body.data.total).toBe(res.body.data.total);
  });

  it("shows a message whole: what it says beyond its text, and an OEM/ODM request's attachment, downloadable by staff only", async () => {
    const lens = await item(support.token, 'lens', made.lens.id);
    expect(lens.status, lens.text).toBe(200);
    expect(lens.body.data.facts).toEqual(
      expect.arrayContaining([
        { label: 'Right', value: 'SPH -22.00' },
        { label: 'Left', value: 'SPH -21.50' },
      ]),
    );
    const drop = await item(support.token, 'drop_shipping', made.drop_shipping.id);
    expect(drop.body.data.facts).toEqual(expect.arrayContaining([{ label: 'End customer', value: 'End Lovelace' }]));

    const odm = await item(support.token, 'odm', made.odm.id);
    expect(odm.body.data.facts).toEqual(expect.arrayContaining([{ label: 'Quantity', value: '500' }]));
    expect(odm.body.data.attachments).toEqual([expect.objectContaining({ name: 'sketch.png', mime: 'image/png' })]);
    const file = odm.body.data.attachments[0]!;
    const url = `${t.url}/${adminInboxPaths.inboxAttachment('odm', made.odm.id, file.id)}`;
    const got = await fetch(url, { headers: { authorization: `Bearer ${support.token}` } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-disposition')).toBe('attachment; filename="sketch.png"');
    expect(Buffer.from(await got.arrayBuffer()).subarray(0, 8)).toEqual(png.subarray(0, 8));

    const shopper = await customer(t);
    expect((await fetch(url, { headers: { authorization: `Bearer ${shopper.token}` } })).status).toBe(401);
    expect((await fetch(url)).status).toBe(401);
    expect(
      (
        await fetch(`${t.url}/${adminInboxPaths.inboxAttachment('contact', made.contact.id, file.id)}`, {
          headers: { authorization: `Bearer ${support.token}` },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await fetch(`${t.url}/${adminInboxPaths.inboxAttachment('odm', made.odm.id, file.id + 1000)}`, {
          headers: { authorization: `Bearer ${support.token}` },
        })
      ).status,
    ).toBe(404);
  });

  it('a support member replies: the shopper is mailed, the reply is kept, the message is answered and audited; a lens enquiry shows the answer to the shopper', async () => {
    const text = 'Yes, we can make -22.00 in 1.74. A quotation follows.';
    const res = await t.api<AdminInboxItem>('POST', adminInboxPaths.inboxReply('lens', made.lens.id), { token: support.token, body: { text } });
    expect([res.status, res.body.msg], res.text).toEqual([200, consoleMessages.inboxReplySent]);
    expect(res.body.data.status).toBe('answered');
    expect(res.body.data.replies).toEqual([expect.objectContaining({ text, sent_to: made.lens.email })]);

    const mail = (await mailsTo(t, made.lens.email)).find((m) => m.kind === 'inbox-reply');
    expect(mail?.text).toContain(text);
    expect(mail?.text).toContain('> Can you make -22?');

    const again = await item(support.token, 'lens', made.lens.id);
    expect(again.body.data.replies.map((r) => r.text)).toEqual([text]);
    expect((await list(support.token, 'status=answered&kind=lens')).body.data.items.map((r) => r.id)).toContain(made.lens.id);
    expect((await list(support.token, 'status=new&kind=lens')).body.data.items.map((r) => r.id)).not.toContain(made.lens.id);

    // The shopper's own list of lens enquiries carries the answer.
    const shopperToken = (await t.api('POST', paths.login, { form: { email: made.lens.email, password: 'secret123' } })).body.data.access_token;
    const mine = await t.api<{ list: LensInquirySummary[] }>('POST', paths.lensEnquiry, { token: shopperToken, body: {} });
    expect(mine.body.data.list.find((e) => e.id === made.lens.id)).toMatchObject({ status: 'answered', answer: text });

    // A reply that closes; and to a kind without a text of its own (a stock request).
    const closed = await t.api<AdminInboxItem>('POST', adminInboxPaths.inboxReply('stock', made.stock.id), {
      token: support.token,
      body: { text: 'It is back next week.', close: true },
    });
    expect(closed.body.data.status).toBe('closed');
    expect((await mailsTo(t, made.stock.email)).some((m) => m.kind === 'inbox-reply' && m.text.includes('It is back next week.'))).toBe(true);

    const audit = (
      await t.api<ListPage<AuditEntry>>('GET', `${adminPaths.audit}?record_kind=inquiry&record_id=lens:${made.lens.id}`, { token: owner })
    ).body.data.items;
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'inquiry.reply',
        staff_id: support.id,
        before: { status: 'new' },
        after: expect.objectContaining({ status: 'answered', text }),
      }),
    ]);
  });

  it('assigns a message and changes its status; filters by assignee (a member, me, nobody); audited', async () => {
    const assignees = await t.api<AdminInboxAssignee[]>('GET', adminInboxPaths.inboxAssignees, { token: support.token });
    expect(assignees.body.data.map((a) => a.id)).toContain(support.id);

    const set = await t.api<AdminInboxItem>('POST', adminInboxPaths.inboxState('odm', made.odm.id), {
      token: owner,
      body: { assignee_id: support.id },
    });
    expect([set.status, set.body.msg], set.text).toEqual([200, consoleMessages.inboxStateSaved]);
    expect(set.body.data.assignee).toMatchObject({ id: support.id });
    expect((await list(owner, `assignee=${support.id}`)).body.data.items.map((r) => [r.kind, r.id])).toEqual([['odm', made.odm.id]]);
    expect((await list(support.token, 'assignee=me')).body.data.items.map((r) => [r.kind, r.id])).toEqual([['odm', made.odm.id]]);
    expect((await list(owner, 'assignee=me')).body.data.total).toBe(0);
    expect((await list(owner, 'assignee=none&kind=odm')).body.data.items.map((r) => r.id)).not.toContain(made.odm.id);

    const close = await t.api<AdminInboxItem>('POST', adminInboxPaths.inboxState('odm', made.odm.id), {
      token: support.token,
      body: { status: 'closed' },
    });
    expect(close.body.data).toMatchObject({ status: 'closed', assignee: { id: support.id } });
    const unassign = await t.api<AdminInboxItem>('POST', adminInboxPaths.inboxState('odm', made.odm.id), {
      token: support.token,
      body: { assignee_id: null },
    });
    expect(unassign.body.data).toMatchObject({ status: 'closed', assignee: null });
    expect((await list(owner, 'status=closed&kind=odm')).body.data.items.map((r) => r.id)).toContain(made.odm.id);

    const audit = (await t.api<ListPage<AuditEntry>>('GET', `${adminPaths.audit}?record_kind=inquiry&record_id=odm:${made.odm.id}`, { token: owner }))
      .body.data.items;
    expect(audit.map((e) => [e.action, e.before, e.after])).toEqual([
      ['inquiry.state', { status: 'closed', assignee_id: support.id }, { status: 'closed', assignee_id: null }],
      ['inquiry.state', { status: 'new', assignee_id: support.id }, { status: 'closed', assignee_id: support.id }],
      ['inquiry.state', { status: 'new', assignee_id: null }, { status: 'new', assignee_id: support.id }],
    ]);

    // Someone who cannot answer the inbox cannot be given a message.
    const fulfilment = await staffMember(t, 'fulfilment');
    const refused = await t.api('POST', adminInboxPaths.inboxState('odm', made.odm.id), { token: owner, body: { assignee_id: fulfilment.id } });
    expect([refused.status, errorsOf(refused)]).toEqual([422, { assignee_id: consoleMessages.inboxAssigneeUnknown }]);
  });

  it('refuses bad input: an unknown message 404, an empty or over-long reply 422, a bad status or filter 422; nothing kept', async () => {
    const unknown = await t.api('POST', adminInboxPaths.inboxReply('contact', 2_000_000), { token: support.token, body: { text: 'Hello' } });
    expect([unknown.status, unknown.body.msg]).toEqual([404, consoleMessages.inboxMessageNotFound]);
    expect((await item(support.token, 'arrival', 2_000_000)).status).toBe(404);
    expect((await t.api('GET', `${adminInboxPaths.inbox}/pigeon/1`, { token: support.token })).status).toBe(422);

    const long = await t.api('POST', adminInboxPaths.inboxReply('contact', made.contact.id), {
      token: support.token,
      body: { text: 'x'.repeat(5001) },
    });
    expect([long.status, errorsOf(long)]).toEqual([422, { text: consoleMessages.inboxReplyTooLong }]);
    const empty = await t.api('POST', adminInboxPaths.inboxReply('contact', made.contact.id), { token: support.token, body: { text: '   ' } });
    expect([empty.status, errorsOf(empty)]).toEqual([422, { text: consoleMessages.inboxReplyRequired }]);
    expect((await item(support.token, 'contact', made.contact.id)).body.data).toMatchObject({ status: 'new', replies: [] });
    expect((await mailsTo(t, made.contact.email)).some((m) => m.kind === 'inbox-reply' && m.subject.includes('Where is my parcel?'))).toBe(false);

    const badState = await t.api('POST', adminInboxPaths.inboxState('contact', made.contact.id), { token: support.token, body: { status: 'done' } });
    expect(badState.status).toBe(422);
    const nothing = await t.api('POST', adminInboxPaths.inboxState('contact', made.contact.id), { token: support.token, body: {} });
    expect([nothing.status, nothing.body.msg]).toEqual([422, messages.invalidInput]);
    const notAMember = await t.api('POST', adminInboxPaths.inboxState('contact', made.contact.id), {
      token: support.token,
      body: { assignee_id: 'bob' },
    });
    expect([notAMember.status, errorsOf(notAMember)]).toEqual([422, { assignee_id: consoleMessages.inboxAssigneeUnknown }]);
    for (const q of ['status=open', 'kind=fax', 'assignee=someone', 'page_size=0']) expect((await list(support.token, q)).status, q).toBe(422);
  });

  it('support answers the inbox but cannot manage customers (403); fulfilment and catalogue cannot open the inbox (403)', async () => {
    const who = await customer(t);
    expect((await t.api('POST', adminCustomerPaths.customerDisable(who.userId), { token: support.token })).status).toBe(403);
    for (const role of ['fulfilment', 'catalogue', 'content'] as const) {
      const token = await staffToken(t, role);
      expect((await list(token)).status, role).toBe(403);
      expect((await t.api('POST', adminInboxPaths.inboxReply('contact', made.contact.id), { token, body: { text: 'Hi' } })).status, role).toBe(403);
    }
    const manager = await staffToken(t, 'manager');
    expect((await list(manager)).status).toBe(200);
    expect((await list(who.token)).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outbox } from '../../../server/db/schema';
import { claimDueMails, MAIL_MAX_ATTEMPTS, sendDueMails } from '../../../server/services/mail/outbox';
import { FROM } from '../../../server/services/mail/mailer';
import nodemailer from 'nodemailer';
import { addAddress, addLine, customer, mailsTo, manyCustomers, placeOrder, testGoods } from '../helpers/checkout';
import { payByCard } from '../helpers/payments';
import { startSmtp } from '../helpers/smtp';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

describe.each(backends())('the mail outbox (%s)', (backend) => {
  let t: TestApp;
  let smtp: Smtp;
  /** A sender as another process runs it, straight on the outbox (what the mail jobs call). */
  const sender = () => ({ db: t.db, log: t.app.log, transport: nodemailer.createTransport(smtp.url), from: FROM, claimSeconds: 60 });
  const rowsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);

  beforeAll(async () => {
    smtp = await startSmtp();
    // The app's own job worker is started by the tests that want it (as main.ts does), not at once.
    t = await startTestApp(backend, { ...manyCustomers, smtpUrl: smtp.url, jobPollMs: 500, mailSweepMs: 1000 });
  }, 120_000);
  afterAll(async () => {
    await t?.app.jobs.stop(1000);
    await t?.close();
    await smtp?.close();
  });

  it('writes an order and its mail together: a refused order leaves no mail, a placed one exactly one', async () => {
    const item = await testGoods(t, { price: 40, stock: 5 });
    const who = await customer(t);
    const address = await addAddress(t, who.token);
    const cartId = await addLine(t, who.token, item, 1);
    const refused = await placeOrder(t, who.token, { cart_ids: [cartId], address_id: address.id, expected_total: 1 });
    expect(refused.status).toBe(409);
    expect(await mailsTo(t, who.email)).toEqual([]);

    const placed = await placeOrder(t, who.token, { cart_ids: [cartId], address_id: address.id });
    expect(placed.body.code, placed.text).toBe(200);
    const [mail] = await rowsTo(who.email);
    expect(mail).toMatchObject({ kind: 'order-placed', sentAt: null, attempts: 0 });
    expect(mail!.messageId).toMatch(/^<[0-9a-f-]{36}@opticshop\.example>$/);
    // No sender runs in this process yet: as if it died right after the commit. The mail waits.
    expect(smtp.received.filter((m) => m.to.includes(who.email))).toEqual([]);
  });

  it('a process that starts later sends what waits, once, with its Message-ID; the next mails go at once', async () => {
    const waiting = (
      await t.db
        .select()
        .from(outbox)
        .where(sql`sent_at is null`)
    ).map((m) => m.messageId);
    expect(waiting.length).toBeGreaterThan(0);
    await t.app.jobs.start();
    await vi.waitFor(() => expect(smtp.received.map((m) => m.messageId)).toEqual(expect.arrayContaining(waiting)), {
      timeout: 15_000,
      interval: 100,
    });
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(sql`sent_at is null`),
    ).toEqual([]);

    // A payment's mail, woken by the commit rather than found by the sweep.
    const item = await testGoods(t, { price: 25, stock: 5 });
    const who = await customer(t);
    const address = await addAddress(t, who.token);
    const cartId = await addLine(t, who.token, item, 1);
    const order = (await placeOrder(t, who.token, { cart_ids: [cartId], address_id: address.id })).body.data;
    const paid = await payByCard(t, who.token, order.order_id);
    expect(paid.body.code, paid.text).toBe(200);
    await vi.waitFor(() => expect(smtp.received.filter((m) => m.to.includes(who.email)).map((m) => m.subject)).toHaveLength(2), {
      timeout: 10_000,
      interval: 100,
    });
    const ids = smtp.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = await rowsTo(who.email);
    expect(rows.map((r) => r.kind)).toEqual(['order-placed', 'order-paid']);
    expect(rows.every((r) => r.sentAt && r.attempts === 1 && r.requestId)).toBe(true);
    await t.app.jobs.stop(1000);
  }, 60_000);

  it('two senders at once send every mail once', async () => {
    const to = `burst-${Date.now()}@example.com`;
    for (let n = 0; n < 30; n++) await t.app.mailer.queue(t.db, { to, kind: 'test', subject: `Burst ${n}`, text: 'x' });
    const [a, b] = await Promise.all([sendDueMails(sender()), sendDueMails(sender())]);
    expect(a + b).toBe(30);
    const got = smtp.received.filter((m) => m.to.includes(to));
    expect(got).toHaveLength(30);
    expect(new Set(got.map((m) => m.subject)).size).toBe(30);
  });

  it('a refusing SMTP server: the mail is kept and tried later with the same Message-ID; given up after the last try', async () => {
    const to = `busy-${Date.now()}@example.com`;
    await t.app.mailer.queue(t.db, { to, kind: 'test', subject: 'Later', text: 'x' });
    smtp.state.refuse = true;
    try {
      expect(await sendDueMails(sender())).toBe(0);
      const [kept] = await rowsTo(to);
      expect(kept).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
      expect(kept!.error).toMatch(/451/);
      expect(kept!.claimedUntil!.getTime()).toBeGreaterThan(Date.now());
      // Not due again before its time.
      expect(await sendDueMails(sender())).toBe(0);
      expect((await rowsTo(to))[0]!.attempts).toBe(1);

      smtp.state.refuse = false;
      await t.db
        .update(outbox)
        .set({ claimedUntil: new Date(Date.now() - 1000) })
        .where(eq(outbox.id, kept!.id));
      expect(await sendDueMails(sender())).toBe(1);
      expect(smtp.received.filter((m) => m.to.includes(to)).map((m) => m.messageId)).toEqual([kept!.messageId]);

      const lost = `lost-${Date.now()}@example.com`;
      await t.app.mailer.queue(t.db, { to: lost, kind: 'test', subject: 'Never', text: 'x' });
      await t.db
        .update(outbox)
        .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
        .where(eq(outbox.to, lost));
      smtp.state.refuse = true;
      expect(await sendDueMails(sender())).toBe(0);
      const [gone] = await rowsTo(lost);
      expect(gone).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null, claimedUntil: null });
      expect(gone!.failedAt).toBeInstanceOf(Date);
      smtp.state.refuse = false;
      expect(await sendDueMails(sender())).toBe(0);
    } finally {
      smtp.state.refuse = false;
    }
  });

  it('a sender that died while sending: its claim lapses and another sends the mail, as the same message', async () => {
    const to = `died-${Date.now()}@example.com`;
    await t.app.mailer.queue(t.db, { to, kind: 'test', subject: 'Again', text: 'x' });
    const claimed = await claimDueMails(t.db, 60);
    expect(claimed.map((m) => m.to)).toContain(to);
    // Held by the dead sender: nobody else takes it.
    expect(await sendDueMails(sender())).toBe(0);
    await t.db
      .update(outbox)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(outbox.to, to));
    expect(await sendDueMails(sender())).toBe(1);
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ attempts: 2 });
    expect(smtp.received.filter((m) => m.to.includes(to)).map((m) => m.messageId)).toEqual([row!.messageId]);
  });
});

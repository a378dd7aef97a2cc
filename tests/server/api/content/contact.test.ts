import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { mailsTo } from '../../../../server/services/mail/mailer';
import { answerInquiry, getInquiry, listInquiries } from '../../../../server/services/content/inquiries';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../../server/db/seed';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { newEmail, signIn, visitorToken } from '../../helpers/sessions';
import { errorsOf } from '../../helpers/checkout';

const SHOP = 'inquiries@shop.test';

describe.each(backends())('contact forms: POST api/contractUs/addInquiry and arrivalNotification (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { contact: { shopEmail: SHOP, rateLimit: { max: 50, windowMs: 60_000 } } });
  });
  afterAll(() => t?.close());

  const inquiry = (email: string, extra: Record<string, string> = {}) => ({
    name: 'Ada Lovelace',
    email,
    subject: 'Hinge of my frame',
    message: 'The left hinge is loose.\nCan you help?',
    ...extra,
  });

  it('stores an inquiry, mails the shop and confirms to the sender; the operator answers it by mail', async () => {
    const token = await visitorToken(t);
    const email = newEmail('inquiry');
    const res = await t.api<{ id: number }>('POST', paths.addInquiry, { token, form: inquiry(` ${email} `, { order_no: 'OS2611-ABC123' }) });
    expect([res.status, res.body.msg]).toEqual([200, messages.inquirySent]);
    const { id } = res.body.data;
    expect(id).toBeGreaterThan(0);

    const stored = await getInquiry(t.db, id);
    expect(stored).toMatchObject({ name: 'Ada Lovelace', email, orderNo: 'OS2611-ABC123', status: 'open', userId: null });
    const confirmation = await mailsTo(t.db, email);
    expect(confirmation.map((m) => m.kind)).toEqual(['inquiry-received']);
    expect(confirmation[0]!.text).toContain(`#${id}`);
    const shopCopy = (await mailsTo(t.db, SHOP)).find((m) => m.subject.includes(`#${id}`));
    expect(shopCopy?.text).toContain(`From: Ada Lovelace <${email}>`);
    expect(shopCopy?.text).toContain('Order: OS2611-ABC123');
    expect((await listInquiries(t.db)).some((i) => i.id === id)).toBe(true);

    await answerInquiry(t.app, id, 'We are sending you a new hinge today.');
    const answered = await getInquiry(t.db, id);
    expect(answered.status).toBe('answered');
    expect((await listInquiries(t.db)).some((i) => i.id === id)).toBe(false);
    const mails = await mailsTo(t.db, email);
    expect(mails.map((m) => m.kind)).toEqual(['inquiry-received', 'inquiry-answer']);
    expect(mails[1]!.text).toContain('We are sending you a new hinge today.');
    // Answered once: a second answer is refused and mails nothing.
    await expect(answerInquiry(t.app, id, 'Again?')).rejects.toThrow(/already answered/);
    await expect(answerInquiry(t.app, 999_999, 'Anyone?')).rejects.toThrow('There is no inquiry #999999');
    expect(await mailsTo(t.db, email)).toHaveLength(2);
  });

  it('keeps the customer who wrote, when signed in', async () => {
    const { access_token } = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    const res = await t.api<{ id: number }>('POST', paths.addInquiry, { token: access_token, body: inquiry(newEmail('demo')) });
    expect(res.status).toBe(200);
    expect((await getInquiry(t.db, res.body.data.id)).userId).toBe(1);
  });

  it('refuses bad input with a message per field (422), and a call without a token (401)', async () => {
    const token = await visitorToken(t);
    const empty = await t.api('POST', paths.addInquiry, { token, form: { name: ' ', email: '', subject: '', message: '  ' } });
    expect(empty.status).toBe(422);
    expect(errorsOf(empty)).toEqual({
      name: messages.inquiryNameRequired,
      email: messages.emailRequired,
      subject: messages.inquirySubjectRequired,
      message: messages.inquiryMessageRequired,
    });
    const bad = await t.api('POST', paths.addInquiry, {
      token,
      form: inquiry('not-an-email', { message: 'x'.repeat(2001), order_no: '<script>', subject: 's'.repeat(121) }),
    });
    expect(errorsOf(bad)).toEqual({
      email: messages.emailInvalid,
      message: messages.inquiryMessageTooLong,
      order_no: messages.orderNoInvalid,
      subject: messages.fieldTooLong,
    });
    expect((await t.api('POST', paths.addInquiry, { form: inquiry(newEmail()) })).status).toBe(401);
  });

  it('an arrival notification is stored once per address and collection, confirmed once, answered the same each time', async () => {
    const token = await visitorToken(t);
    const email = newEmail('arrival');
    const first = await t.api('POST', paths.arrivalNotification, { token, form: { email } });
    expect([first.status, first.body.msg]).toEqual([200, messages.arrivalNotificationSaved]);
    const again = await t.api('POST', paths.arrivalNotification, { token, form: { email: email.toUpperCase(), collection: 'new-arrivals' } });
    expect([again.status, again.body.msg]).toEqual([200, messages.arrivalNotificationSaved]);
    expect((await mailsTo(t.db, email)).map((m) => m.kind)).toEqual(['arrival-notification']);
    const other = await t.api('POST', paths.arrivalNotification, { token, form: { email, collection: 'autumn-2026' } });
    expect(other.status).toBe(200);
    expect(await mailsTo(t.db, email)).toHaveLength(2);

    const missing = await t.api('POST', paths.arrivalNotification, { token, form: { email: ' ' } });
    expect([missing.status, errorsOf(missing).email]).toEqual([422, messages.catalogueEmailRequired]);
    const bad = await t.api('POST', paths.arrivalNotification, { token, form: { email: 'nope', collection: 'Bad Collection!' } });
    expect(errorsOf(bad)).toEqual({ email: messages.catalogueEmailInvalid, collection: messages.collectionUnknown });
  });

  it('limits how many messages one IP sends (429), per form', async () => {
    const fresh = await startTestApp(backend, { contact: { shopEmail: SHOP, rateLimit: { max: 2, windowMs: 60_000 } } });
    try {
      const token = await visitorToken(fresh);
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await fresh.api('POST', paths.addInquiry, { token, form: inquiry(newEmail('flood')) })).status);
      expect(answers).toEqual([200, 200, 429]);
      expect((await fresh.api('POST', paths.arrivalNotification, { token, form: { email: newEmail('flood') } })).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

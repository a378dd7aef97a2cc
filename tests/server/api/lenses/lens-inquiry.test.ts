import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { LensInquirySummary } from '../../../../contract/lens-inquiry';
import { mailsTo } from '../../../../server/services/mail/mailer';
import { answerInquiry, getInquiry } from '../../../../server/services/content/inquiries';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { newEmail, register, visitorToken } from '../../helpers/sessions';
import { errorsOf } from '../../helpers/checkout';

const SHOP = 'lenses@shop.test';

describe.each(backends())('lens enquiries: POST api/contractUs/addLensInquiry and api/customer/lens_enquiry (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { contact: { shopEmail: SHOP, rateLimit: { max: 50, windowMs: 60_000 } } });
  });
  afterAll(() => t?.close());

  const enquiry = (email: string, extra: Record<string, unknown> = {}) => ({
    name: 'Grace Hopper',
    email,
    need: 'outside_range',
    right_sph: '-22.00',
    right_cyl: '-2.50',
    left_sph: '-21.50',
    left_cyl: '',
    add: '',
    pd: '63',
    message: 'Can you make lenses this strong?',
    ...extra,
  });

  it('stores the prescription beyond the configurator ranges, mails the shop the values and confirms to the sender', async () => {
    const token = await visitorToken(t);
    const email = newEmail('lens');
    const res = await t.api<{ id: number }>('POST', paths.addLensInquiry, { token, body: enquiry(email) });
    expect([res.status, res.body.msg]).toEqual([200, messages.lensInquirySent]);
    const stored = await getInquiry(t.db, res.body.data.id);
    expect(stored).toMatchObject({
      kind: 'lens',
      subject: 'Prescription outside the ranges',
      status: 'open',
      userId: null,
      details: { need: 'outside_range', right_sph: -22, right_cyl: -2.5, left_sph: -21.5, left_cyl: null, add: null, pd: 63 },
    });
    const shopCopy = (await mailsTo(t.db, SHOP)).find((m) => m.subject.includes(`#${stored.id}`));
    expect(shopCopy?.kind).toBe('lens-inquiry-shop');
    expect(shopCopy?.text).toContain('Right: SPH -22.00 CYL -2.50');
    expect(shopCopy?.text).toContain('Left: SPH -21.50\n');
    expect(shopCopy?.text).toContain('PD: 63');
    expect((await mailsTo(t.db, email)).map((m) => m.kind)).toEqual(['lens-inquiry-received']);
  });

  it('refuses values beyond the enquiry bounds or off their step, and an unknown need, by field (422), storing nothing', async () => {
    const token = await visitorToken(t);
    const email = newEmail('lens-bad');
    const res = await t.api('POST', paths.addLensInquiry, {
      token,
      body: enquiry(email, { need: 'telescope', right_sph: '-31', left_cyl: '1.1', add: '6', pd: 'wide', message: ' ' }),
    });
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toEqual({
      need: messages.lensInquiryNeedRequired,
      right_sph: messages.lensInquirySph,
      left_cyl: messages.lensInquiryCyl,
      add: messages.lensInquiryAdd,
      pd: messages.lensInquiryPd,
      message: messages.inquiryMessageRequired,
    });
    expect(await mailsTo(t.db, email)).toHaveLength(0);
    expect((await t.api('POST', paths.addLensInquiry, { body: enquiry(email) })).status).toBe(401);
  });

  it("lists a customer's own lens enquiries with the shop's answer; never another's; visitors are refused (403)", async () => {
    const me = await register(t, newEmail('lens-me'));
    const other = await register(t, newEmail('lens-other'));
    const mine = await t.api<{ id: number }>('POST', paths.addLensInquiry, {
      token: me.access_token,
      body: enquiry(newEmail('x'), { need: 'prism' }),
    });
    await t.api('POST', paths.addInquiry, {
      token: me.access_token,
      body: { name: 'Me', email: newEmail('c'), subject: 'Not lenses', message: 'A contact message' },
    });
    await t.api('POST', paths.addLensInquiry, { token: other.access_token, body: enquiry(newEmail('y')) });
    await answerInquiry(t.app, mine.body.data.id, 'Yes, with a 3 dioptre prism.');

    const list = await t.api<{ list: LensInquirySummary[] }>('POST', paths.lensEnquiry, { token: me.access_token });
    expect(list.status).toBe(200);
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        id: mine.body.data.id,
        need: 'prism',
        status: 'answered',
        answer: 'Yes, with a 3 dioptre prism.',
        message: 'Can you make lenses this strong?',
      }),
    ]);
    expect((await t.api('POST', paths.lensEnquiry, { token: await visitorToken(t) })).status).toBe(403);
  });
});

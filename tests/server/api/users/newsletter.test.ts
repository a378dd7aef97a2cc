import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { mailsTo } from '../../../../server/services/mail/mailer';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { customer, errorsOf, manyCustomers } from '../../helpers/checkout';
import { visitorToken } from '../../helpers/sessions';

describe.each(backends())('the newsletter: api/users/newsletter and the unsubscribe link (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  const state = async (token: string) => (await t.api<{ subscribed: boolean }>('GET', paths.newsletter, { token })).body.data.subscribed;
  const choose = (token: string, subscribe: string) => t.api<{ subscribed: boolean }>('POST', paths.newsletter, { token, form: { subscribe } });
  const linkIn = (text: string) => new URL(/https?:\/\/\S+unsubscribe\S+/.exec(text)![0]);

  it('subscribes (a welcome mail with the unsubscribe link), and the link unsubscribes without signing in', async () => {
    const { token, email } = await customer(t);
    expect(await state(token)).toBe(false);
    const on = await choose(token, '1');
    expect([on.status, on.body.msg, on.body.data.subscribed]).toEqual([200, messages.newsletterSaved, true]);
    expect((await choose(token, '1')).body.data.subscribed).toBe(true); // again: nothing more happens
    const mails = (await mailsTo(t.db, email)).filter((m) => m.kind === 'newsletter-welcome');
    expect(mails).toHaveLength(1);

    const link = linkIn(mails[0]!.text);
    const page = await fetch(`${t.url}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('You are unsubscribed');
    expect(await state(token)).toBe(false);
  });

  it('turns an old link dead once the customer subscribes again, and answers a made-up one with a 404 page', async () => {
    const { token, email } = await customer(t);
    await choose(token, '1');
    await choose(token, '0');
    await choose(token, '1');
    const [first, second] = (await mailsTo(t.db, email)).filter((m) => m.kind === 'newsletter-welcome').map((m) => linkIn(m.text));
    expect((await fetch(`${t.url}${first!.pathname}${first!.search}`)).status).toBe(404);
    expect(await state(token)).toBe(true);
    expect((await fetch(`${t.url}${second!.pathname}${second!.search}`)).status).toBe(200);
    expect((await fetch(`${t.url}/${paths.newsletterUnsubscribe}?token=made-up`)).status).toBe(404);
    expect((await fetch(`${t.url}/${paths.newsletterUnsubscribe}`)).status).toBe(404);
  });

  it('refuses a bad choice (422) and visitors (403)', async () => {
    const { token } = await customer(t);
    const bad = await choose(token, 'maybe');
    expect([bad.status, errorsOf(bad).subscribe]).toEqual([422, messages.invalidInput]);
    expect((await choose(await visitorToken(t), '1')).status).toBe(403);
  });
});

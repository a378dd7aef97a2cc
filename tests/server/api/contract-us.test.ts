import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../contract/endpoints';
import { messages } from '../../../contract/messages';
import { mailsTo } from '../../../server/services/mail/mailer';
import { ONLINE_CATALOGUE_PATH } from '../../../server/services/mail/catalogue-request';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { newEmail, visitorToken } from '../helpers/sessions';
import { errorsOf } from '../helpers/checkout';

describe.each(backends())('e-mail catalogue: POST api/contractUs/getCatalogue (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { authRateLimit: { max: 5, windowMs: 60_000 } });
  });
  afterAll(() => t?.close());

  const ask = (token: string, email: string) => t.api('POST', paths.getCatalogue, { token, form: { email } });

  it('mails the catalogue link once a day per address, answering the same each time', async () => {
    const token = await visitorToken(t);
    const email = newEmail('catalogue');
    const first = await ask(token, ` ${email} `);
    expect([first.status, first.body.msg]).toEqual([200, messages.catalogueSent]);
    const again = await ask(token, email.toUpperCase());
    expect([again.status, again.body.msg]).toEqual([200, messages.catalogueSent]);
    const mails = await mailsTo(t.db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('catalogue');
    expect(mails[0]!.text).toContain(`${t.app.config.publicUrl}${ONLINE_CATALOGUE_PATH}`);
  });

  it("refuses a missing or malformed e-mail with the spec's messages, and a call without a token", async () => {
    const token = await visitorToken(t);
    const missing = await ask(token, '   ');
    expect([missing.status, errorsOf(missing).email]).toEqual([422, messages.catalogueEmailRequired]);
    const bad = await ask(token, 'not-an-email');
    expect([bad.status, errorsOf(bad).email]).toEqual([422, messages.catalogueEmailInvalid]);
    expect((await t.api('POST', paths.getCatalogue, { form: { email: newEmail() } })).status).toBe(401);
  });

  it('limits how many requests one IP makes (429), so it cannot be used to mail strangers', async () => {
    const token = await visitorToken(t);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await ask(token, newEmail('flood'))).status);
    expect(answers).toContain(429);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { newEmail, register } from '../../helpers/sessions';

describe.each(backends())('GET api/dev/outbox (%s)', (backend) => {
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    dev = await startTestApp(backend, { devEndpoints: true });
    prod = await startTestApp(backend);
  });
  afterAll(async () => { await dev?.close(); await prod?.close(); });

  it('lists the mails of one address, oldest first, when dev endpoints are on', async () => {
    const email = newEmail();
    await register(dev, email);
    expect((await dev.api('GET', `${paths.devOutbox}?to=${encodeURIComponent(email)}`)).body.data).toEqual([]);
    await dev.api('POST', paths.forgotPassword, { form: { email } });
    await dev.api('POST', paths.forgotPassword, { form: { email } });
    const res = await dev.api('GET', `${paths.devOutbox}?to=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({ to: email, kind: 'password-reset', html: null, createdAt: expect.any(String) });
    expect(res.body.data[0].id).toBeLessThan(res.body.data[1].id);
  });

  it('does not exist otherwise', async () => {
    expect((await prod.api('GET', `${paths.devOutbox}?to=a@b.com`)).status).toBe(404);
  });
});

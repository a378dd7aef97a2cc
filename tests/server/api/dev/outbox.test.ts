import { describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import { backends, devAndProdShops } from '../../helpers/test-app';
import { newEmail, register } from '../../helpers/sessions';

describe.each(backends())('GET api/dev/outbox (%s)', (backend) => {
  const shop = devAndProdShops(backend);

  it('lists the mails of one address, oldest first, when dev endpoints are on', async () => {
    const email = newEmail();
    await register(shop.dev, email);
    expect((await shop.dev.api('GET', `${paths.devOutbox}?to=${encodeURIComponent(email)}`)).body.data).toEqual([]);
    await shop.dev.api('POST', paths.forgotPassword, { form: { email } });
    await shop.dev.api('POST', paths.forgotPassword, { form: { email } });
    const res = await shop.dev.api('GET', `${paths.devOutbox}?to=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({ to: email, kind: 'password-reset', html: null, createdAt: expect.any(String) });
    expect(res.body.data[0].id).toBeLessThan(res.body.data[1].id);
  });

  it('does not exist otherwise', async () => {
    expect((await shop.prod.api('GET', `${paths.devOutbox}?to=a@b.com`)).status).toBe(404);
  });
});

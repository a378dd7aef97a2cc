import { beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../../../contract/admin';
import { paths } from '../../../../contract/endpoints';
import { consoleMessages } from '../../../../contract/console-messages';
import type { StaffSession } from '../../../../contract/staff';
import { announceSetupLink } from '../../../../server/services/staff/links';
import { backends, devAndProdShops } from '../../helpers/test-app';
import { newEmail } from '../../helpers/sessions';

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe.each(backends())("the first owner's setup link, and the journeys' staff endpoints (%s)", (backend) => {
  const shop = devAndProdShops(backend);
  let link: string;
  beforeAll(async () => {
    // As main.ts does on start: the shop has nobody yet.
    const first = await announceSetupLink(shop.dev.app);
    // A new start replaces the unused link of the one before.
    link = (await announceSetupLink(shop.dev.app))!;
    expect(first).not.toBe(link);
    expect(link).toMatch(/^http:\/\/shop\.test\/admin\/setup\?token=[\w-]{40,}$/);
    const old = await shop.dev.api('GET', `${adminPaths.setup}?token=${tokenOf(first!)}`);
    expect(old.body.data).toEqual({ valid: false });
  });

  const setup = (token: string, email = newEmail('owner')) =>
    shop.dev.api<StaffSession>('POST', adminPaths.setup, { body: { token, email, name: 'First Owner', password: 'owner-password-1' } });

  it('answers the printed link to the journeys (dev only)', async () => {
    const res = await shop.dev.api('GET', paths.devStaffSetupLink);
    expect(res.body.data).toEqual({ url: link });
    expect((await shop.prod.api('GET', paths.devStaffSetupLink)).status).toBe(404);
    expect((await shop.prod.api('POST', paths.devStaff, { body: { email: newEmail(), role: 'support' } })).status).toBe(404);
  });

  it('refuses a setup without the link or with a wrong one, clearly', async () => {
    const missing = await shop.dev.api('POST', adminPaths.setup, { body: { email: newEmail(), name: 'X', password: 'owner-password-1' } });
    expect(missing.status).toBe(422);
    expect(missing.body.data.errors.token).toBe(consoleMessages.staffSetupInvalid);
    const wrong = await setup('not-the-token');
    expect(wrong.status).toBe(422);
    expect(wrong.body.msg).toBe(consoleMessages.staffSetupInvalid);
    const short = await shop.dev.api('POST', adminPaths.setup, { body: { token: tokenOf(link), email: newEmail(), name: 'X', password: 'short' } });
    expect(short.body.data.errors.password).toBe(consoleMessages.staffPasswordLength);
  });

  it('creates the owner once and signs them in; the link is then refused, and so is any setup', async () => {
    // A member made before the owner (the CLI, a journey's api/dev/staff) does not spend the link.
    expect((await shop.dev.api('POST', paths.devStaff, { body: { email: newEmail('early'), role: 'fulfilment' } })).status).toBe(200);
    expect((await shop.dev.api('GET', `${adminPaths.setup}?token=${tokenOf(link)}`)).body.data).toEqual({ valid: true });
    const email = newEmail('owner');
    const res = await setup(tokenOf(link), email);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.member).toMatchObject({ email, role: 'owner', status: 'active', name: 'First Owner' });
    expect((await shop.dev.api('GET', adminPaths.me, { token: res.body.data.access_token })).body.data.role).toBe('owner');

    const again = await setup(tokenOf(link));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(consoleMessages.staffOwnerExists);
    expect((await shop.dev.api('GET', `${adminPaths.setup}?token=${tokenOf(link)}`)).body.data).toEqual({ valid: false });
    // The next start prints no link: the shop has an owner.
    expect(await announceSetupLink(shop.dev.app)).toBeNull();
    expect((await shop.dev.api('GET', paths.devStaffSetupLink)).body.data).toEqual({ url: null });
  });

  it('makes an active member with a known password for the journeys, never an owner', async () => {
    const email = newEmail('journey');
    const res = await shop.dev.api('POST', paths.devStaff, { body: { email, role: 'support' } });
    expect(res.status, res.text).toBe(200);
    const signIn = await shop.dev.api<StaffSession>('POST', adminPaths.signIn, { body: { email, password: res.body.data.password } });
    expect(signIn.body.data.member.role).toBe('support');
    const owner = await shop.dev.api('POST', paths.devStaff, { body: { email: newEmail(), role: 'owner' } });
    expect(owner.status).toBe(422);
    expect(owner.body.data.errors.role).toBe(consoleMessages.staffDevOwner);
    const taken = await shop.dev.api('POST', paths.devStaff, { body: { email, role: 'content' } });
    expect(taken.body.data.errors.email).toBe(consoleMessages.staffEmailTaken);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../../../contract/admin';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { ROLE_PERMISSIONS, STAFF_TOKEN_PREFIX, type StaffSelf } from '../../../../contract/staff';
import { eq } from 'drizzle-orm';
import { staffTokens, tokens } from '../../../../server/db/schema';
import { hashToken } from '../../../../server/services/auth/secrets';
import { resolveToken } from '../../../../server/services/auth/tokens';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { newEmail, register } from '../../helpers/sessions';
import { staffMember, staffSignIn, staffToken } from '../../helpers/staff';

describe.each(backends())('staff sessions: sign-in, me, sign-out, tokens kept apart from shoppers (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs a member in with a st. token; me answers the member with the permissions of their role', async () => {
    const { email } = await staffMember(t, 'support');
    const session = await staffSignIn(t, email);
    expect(session.access_token.startsWith(STAFF_TOKEN_PREFIX)).toBe(true);
    expect(session).toMatchObject({ token_type: 'Bearer', expires_in: 12 * 3600, member: { email, role: 'support', status: 'active' } });
    const me = await t.api<StaffSelf>('GET', adminPaths.me, { token: session.access_token });
    expect(me.status).toBe(200);
    expect(me.body.data.permissions).toEqual([...ROLE_PERMISSIONS.support]);
    expect(me.body.data.last_sign_in_at).not.toBeNull();
  });

  it('refuses a console route without a token (401), with a shopper token (401), and a role without the permission (403)', async () => {
    const none = await t.api('GET', adminPaths.me);
    expect(none.status).toBe(401);
    expect(none.body.msg).toBe(messages.signInRequired);
    const shopper = await register(t, newEmail());
    expect((await t.api('GET', adminPaths.me, { token: shopper.access_token })).status).toBe(401);
    expect((await t.api('GET', adminPaths.me, { token: `${STAFF_TOKEN_PREFIX}not-a-token` })).status).toBe(401);
    const support = await staffToken(t, 'support');
    const list = await t.api('GET', adminPaths.staff, { token: support });
    expect(list.status).toBe(403);
    expect(list.body.msg).toBe(messages.forbidden);
  });

  it('refuses a staff token on every shopper route (401), and resolveToken never takes a st. token', async () => {
    const token = await staffToken(t, 'owner');
    expect((await t.api('GET', paths.userInfo, { token })).status).toBe(401);
    expect((await t.api('GET', paths.getCart, { token })).status).toBe(401);
    // Even were its hash in the shoppers' table (it never is), a st. token is refused before the lookup.
    const shopper = await register(t, newEmail());
    await t.db
      .insert(tokens)
      .values({ tokenHash: hashToken(token), kind: 'customer', userId: shopper.user.id, expiresAt: new Date(Date.now() + 3_600_000) });
    await expect(resolveToken(t.db, token)).rejects.toMatchObject({ code: 401 });
    expect((await t.api('GET', paths.userInfo, { token })).status).toBe(401);
  });

  it('refuses an expired staff token (401)', async () => {
    const token = await staffToken(t, 'support');
    expect((await t.api('GET', adminPaths.me, { token })).status).toBe(200);
    await t.db
      .update(staffTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffTokens.tokenHash, hashToken(token)));
    expect((await t.api('GET', adminPaths.me, { token })).status).toBe(401);
  });

  it('signs out: that token stops at once, another session of the member goes on', async () => {
    const { email } = await staffMember(t, 'content');
    const a = (await staffSignIn(t, email)).access_token;
    const b = (await staffSignIn(t, email)).access_token;
    expect((await t.api('POST', adminPaths.signOut, { token: a })).status).toBe(200);
    expect((await t.api('GET', adminPaths.me, { token: a })).status).toBe(401);
    expect((await t.api('GET', adminPaths.me, { token: b })).status).toBe(200);
  });

  it('answers the same words for an unknown e-mail and a wrong password, and checks the body after the token', async () => {
    const { email } = await staffMember(t, 'catalogue');
    const wrong = await t.api('POST', adminPaths.signIn, { body: { email, password: 'not-the-password' } });
    const unknown = await t.api('POST', adminPaths.signIn, { body: { email: newEmail('nobody'), password: 'not-the-password' } });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body.msg).toBe(messages.wrongCredentials);
    expect(unknown.body).toEqual(wrong.body);
    // A bad body on a console route without a token: the token is checked first.
    expect((await t.api('POST', adminPaths.invite, { body: { email: 'x' } })).status).toBe(401);
  });

  it('documents each console route with the permission it needs', async () => {
    const doc = (await t.api('GET', 'docs/openapi.json')).body as unknown as {
      paths: Record<string, Record<string, { description?: string; 'x-permission'?: string; security?: unknown }>>;
    };
    const me = doc.paths[`/${adminPaths.me}`]!.get!;
    expect(me['x-permission']).toBe('staff.self');
    expect(me.description).toContain('Needs permission: staff.self');
    expect(me.security).toEqual([{ staff: [] }]);
    expect(doc.paths[`/${adminPaths.signIn}`]!.post!['x-permission']).toBeUndefined();
  });
});

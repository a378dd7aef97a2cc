import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../../../contract/admin';
import { PERMISSIONS, STAFF_ROLES, roleCan, type Permission, type StaffRole } from '../../../../contract/staff';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { visitorToken } from '../../helpers/sessions';
import { staffMember, staffSignIn } from '../../helpers/staff';

/** The console routes that make a session, the only ones under api/admin/ without a permission. */
const SESSION_ROUTES = [
  `POST /${adminPaths.signIn}`,
  `GET /${adminPaths.setup}`,
  `POST /${adminPaths.setup}`,
  `GET /${adminPaths.acceptInvite}`,
  `POST /${adminPaths.acceptInvite}`,
];

interface ConsoleRoute {
  method: string;
  url: string;
  permission: Permission | undefined;
}

/**
 * Every console endpoint × every role, against the roles table of contract/staff.ts: the routes are
 * those the app registers under /api/admin/ (collected as they are registered), so a new one cannot
 * ship without its permission, nor escape this test.
 */
describe.each(backends())('the console permission matrix: every api/admin route × every role (%s)', (backend) => {
  let t: TestApp;
  const routes: ConsoleRoute[] = [];
  const members = new Map<StaffRole, string>();
  beforeAll(async () => {
    const seen = (route: RouteOptions) => {
      if (!route.url.startsWith('/api/admin/')) return;
      const permission = (route.config as { staff?: Permission } | undefined)?.staff;
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, permission });
    };
    t = await startTestApp(backend, { authRateLimit: { max: 100_000, windowMs: 60_000 } }, { observeRoutes: seen });
    for (const role of STAFF_ROLES) members.set(role, (await staffMember(t, role)).email);
  });
  afterAll(async () => {
    await t?.close();
  });

  const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

  it('finds the console routes, and every one but the session routes declares the permission it needs', () => {
    const keys = routes.map(key);
    // Not a vacuous pass: the routes of every part are here.
    for (const expected of [
      `GET /${adminPaths.staff}`,
      `GET /${adminPaths.audit}`,
      `GET /${adminPaths.me}`,
      'POST /api/admin/wholesale/arrive',
      'POST /api/admin/live/:room_href',
    ]) {
      expect(keys).toContain(expected);
    }
    for (const session of SESSION_ROUTES) expect(keys).toContain(session);
    const unguarded = routes.filter((r) => !r.permission && !SESSION_ROUTES.includes(key(r))).map(key);
    expect(unguarded).toEqual([]);
    for (const r of routes) if (r.permission) expect(PERMISSIONS).toContain(r.permission);
    // The session routes are open on purpose: none of them carries a permission either.
    expect(routes.filter((r) => SESSION_ROUTES.includes(key(r)) && r.permission)).toEqual([]);
  });

  /** A minimal request: every path parameter a record that does not exist, an empty body. */
  const request = (r: ConsoleRoute, token: string) => {
    const path = r.url.replace(/:\w+/g, '999999');
    return t.api(r.method, path, r.method === 'GET' || r.method === 'DELETE' ? { token } : { token, body: {} });
  };

  it.each(STAFF_ROLES)('%s: 403 on every route its role may not use, through (no 401/403, no 500) on every one it may', async (role) => {
    const email = members.get(role)!;
    const reading = (await staffSignIn(t, email)).access_token;
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.permission)) {
      const may = roleCan(role, r.permission!);
      // A call that may change something (sign-out ends its token) gets a token of its own.
      const token = may && r.method !== 'GET' ? (await staffSignIn(t, email)).access_token : reading;
      const res = await request(r, token);
      const ok = may ? ![401, 403].includes(res.status) && res.status < 500 : res.status === 403;
      if (!ok) wrong.push(`${key(r)} (${r.permission}): ${res.status} ${res.body.msg ?? ''}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every guarded route without a token, with an unknown one or a shopper token (401)', async () => {
    const wrong: string[] = [];
    const shopper = await visitorToken(t);
    for (const r of routes.filter((x) => x.permission)) {
      for (const token of [undefined, 'st.unknown', shopper]) {
        const res = await t.api(r.method, r.url.replace(/:\w+/g, '1'), { token, ...(r.method === 'GET' ? {} : { body: {} }) });
        if (res.status !== 401) wrong.push(`${key(r)} with ${token ?? 'no token'}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

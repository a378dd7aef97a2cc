import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import type { TokenData } from '../../../contract/entities';
import { tokens } from '../../../server/db/schema';
import { hashToken } from '../../../server/services/auth/secrets';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';

describe.each(backends())('POST api/visitor (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('issues a new visitor token without any bearer token', async () => {
    const res = await t.api<TokenData>('POST', paths.visitor);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ token_type: 'Bearer', kind: 'visitor' });
    expect(res.body.data.access_token).toMatch(/^[\w-]{43}$/);
    expect(res.body.data.expires_in).toBeGreaterThan(0);
  });

  it('gives every caller a different token, stored only as its hash', async () => {
    const a = (await t.api<TokenData>('POST', paths.visitor)).body.data.access_token;
    const b = (await t.api<TokenData>('POST', paths.visitor)).body.data.access_token;
    expect(a).not.toBe(b);
    const [row] = await t.db
      .select()
      .from(tokens)
      .where(eq(tokens.tokenHash, hashToken(a)));
    expect(row).toMatchObject({ kind: 'visitor', userId: null });
    expect(JSON.stringify(row)).not.toContain(a);
  });

  it('lets a visitor token read the (empty) cart of that visitor', async () => {
    const token = (await t.api<TokenData>('POST', paths.visitor)).body.data.access_token;
    const res = await t.api('GET', paths.getCart, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });
});

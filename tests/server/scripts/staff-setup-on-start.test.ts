import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../../contract/admin';
import { paths } from '../../../contract/endpoints';
import { freePort, makeDataDir, startShop, type ShopServer } from '../../../scripts/lib/server';

/** What a server process printed so far (its stdout, piped). */
function output(stream: Readable): () => string {
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (d: string) => (text += d));
  return () => text;
}

/**
 * The first owner's link as an operator meets it: `node server/main.ts` on an empty database prints
 * it on the terminal and in the log; it creates the owner once; the next start prints none.
 */
describe('the setup link printed on start (server/main.ts, PGlite)', () => {
  const dataDir = makeDataDir();
  let shop: ShopServer | undefined;
  afterAll(async () => {
    await shop?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const port = await freePort();
    const env = {
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent',
      SHOP_DEV_ENDPOINTS: '1',
      TRANSLATOR: 'none',
    };
    shop = await startShop({ port, dataDir, env, stdio: 'pipe', readyTimeoutMs: 180_000 });
    const printed = output(shop.child.stdout!);
    await expect.poll(printed, { timeout: 10_000 }).toContain('Optic Shop serving on');
    return printed;
  };
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${shop!.url}/${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as { data: any; msg: string } };
  };

  it('prints the link to the terminal and the log; it makes the owner once; a later start prints none', async () => {
    const printed = (await start())();
    const link = /^ {2}(http:\/\/127\.0\.0\.1:\d+\/admin\/setup\?token=[\w-]+)$/m.exec(printed)?.[1];
    expect(link, printed).toBeDefined();
    // The log line (pino's JSON) carries it too, and the journeys' endpoint answers it.
    expect(printed).toContain(`"url":"${link}"`);
    expect((await api('GET', paths.devStaffSetupLink)).body.data).toEqual({ url: link });

    const token = new URL(link!).searchParams.get('token');
    const made = await api('POST', adminPaths.setup, { token, email: 'owner@example.com', name: 'Owner', password: 'owner-password-1' });
    expect(made.status, made.body.msg).toBe(200);
    expect(made.body.data.member.role).toBe('owner');
    // Spent: the same process no longer offers it.
    expect((await api('GET', paths.devStaffSetupLink)).body.data).toEqual({ url: null });
    await shop!.stop();

    const again = (await start())();
    expect(again).not.toContain('/admin/setup?token=');
    expect((await api('GET', paths.devStaffSetupLink)).body.data).toEqual({ url: null });
    expect((await api('POST', adminPaths.signIn, { email: 'owner@example.com', password: 'owner-password-1' })).status).toBe(200);
  }, 400_000);
});

import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../../contract/endpoints';
import { freePort, startShop, type ShopServer } from '../../../scripts/lib/server';

const GRACE_MS = 1_500;

/**
 * SIGTERM as an orchestrator sends it (server/main.ts, PGlite; issue 30): a client still sending
 * its body used to keep the process up for as long as it liked (25 s and more, measured). Now the
 * process stops taking requests, gives those running SHUTDOWN_GRACE_MS, closes what is still open
 * and exits 0.
 */
describe('stopping the server (server/main.ts)', () => {
  let shop: ShopServer | undefined;
  afterAll(async () => {
    await shop?.stop();
  });

  it('closes a request still sending its body once the grace is over, and exits 0', async () => {
    const port = await freePort();
    shop = await startShop({
      port,
      stdio: 'ignore',
      readyTimeoutMs: 180_000,
      env: { HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent', TRANSLATOR: 'none', SHUTDOWN_GRACE_MS: String(GRACE_MS) },
    });
    // A sign-in whose body never finishes arriving: 10 of the 1,000 bytes it announced.
    const slow = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/${paths.login}`,
      headers: { 'content-type': 'application/json', 'content-length': '1000' },
    });
    const cut = new Promise<string>((resolve) => {
      slow.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
      slow.on('response', (res) => resolve(`answered ${res.statusCode}`));
    });
    slow.write('{"email":"');
    await new Promise((r) => setTimeout(r, 500));
    expect((await fetch(`${shop.url}/${paths.healthz}`)).status).toBe(200);

    const asked = Date.now();
    shop.child.kill('SIGTERM');
    // While it stops, it takes no new request.
    await new Promise((r) => setTimeout(r, 200));
    const during = await fetch(`${shop.url}/${paths.readyz}`).then(
      (res) => res.status,
      () => 'refused',
    );
    expect(during === 503 || during === 'refused').toBe(true);

    expect(await shop.exited).toBe(0);
    const took = Date.now() - asked;
    // It waited for the request (the grace), then cut it: well before the 10 s after which stop() would kill it.
    expect(took).toBeGreaterThanOrEqual(GRACE_MS - 100);
    expect(took).toBeLessThan(GRACE_MS + 6_000);
    expect(await cut).toMatch(/ECONNRESET|socket hang up|EPIPE/);
  }, 240_000);
});

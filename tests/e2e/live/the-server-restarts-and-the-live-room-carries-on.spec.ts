import fs from 'node:fs';
import { test, expect } from '../support';
import { expectPlaying } from '../support/live';
import { startOwnShop } from '../support/own-shop';
import { freePort, makeDataDir, type ShopServer } from '../../../scripts/lib/server';

test('the server process is killed and started again: the live player reconnects by itself and the chat carries on', async ({
  page,
  pageProblems,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  // While the server is down the page's requests and its socket fail: that is the point.
  pageProblems.allow(
    /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|ERR_NETWORK_CHANGED|WebSocket|ws\/live|socket\.io|Failed to fetch|Failed to load resource/,
  );
  const port = await freePort();
  const dataDir = makeDataDir();
  // The shop this journey kills and starts again: its own process, port and database (kept across the restart).
  const start = () => startOwnShop(request, port, dataDir);
  let shop: ShopServer | null = await start();
  try {
    await page.goto(`${shop.url}/`);
    await page.getByRole('button', { name: 'Live: New frames, live from the workshop' }).click();
    const room = page.getByRole('dialog', { name: 'New frames, live from the workshop' });
    const chat = room.getByRole('log', { name: 'Live chat' });
    await expect(room.getByRole('status')).toHaveText(/watching/);
    const before = `Before the restart ${testInfo.testId.slice(0, 6)} ${Date.now()}`;
    await room.getByRole('textbox', { name: 'Write a comment' }).fill(before);
    await room.getByRole('button', { name: 'Send' }).click();
    await expect(chat).toContainText(before);
    const video = room.locator('video');
    await expectPlaying(video);

    // The process dies without a word (no graceful close): the player says it is reconnecting.
    shop.child.kill('SIGKILL');
    await shop.exited;
    shop = null;
    await expect(room.getByRole('status')).toHaveText('Reconnecting…', { timeout: 15_000 });
    // The four-second demo may be all in the buffer already and loop on without the server: the
    // stream is made to load again now, as a longer one would, and it breaks (nothing answers).
    await video.evaluate((v: HTMLVideoElement) => v.load());
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.error?.code ?? 0), { timeout: 15_000 }).not.toBe(0);

    // The same shop comes back on the same port and database: the player rejoins without a reload.
    shop = await start();
    await expect(room.getByRole('status')).toHaveText(/watching/, { timeout: 90_000 });
    await expect(chat).toContainText(before);
    const after = `After the restart ${Date.now()}`;
    await room.getByRole('textbox', { name: 'Write a comment' }).fill(after);
    await room.getByRole('button', { name: 'Send' }).click();
    await expect(chat).toContainText(after);
    // The broken stream loads again because the room is back (no clock of the player's own).
    await expectPlaying(video);
  } finally {
    await shop?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

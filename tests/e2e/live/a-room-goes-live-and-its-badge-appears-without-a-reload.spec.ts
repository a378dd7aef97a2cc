import fs from 'node:fs';
import { test, expect, screenshot } from '../support';
import { startOwnShop } from '../support/own-shop';
import { operatorBearer } from '../support/operator';
import { freePort, makeDataDir, type ShopServer } from '../../../scripts/lib/server';

const ROOM = 'Sunglasses preview';

/**
 * A shop of this journey's own (its own process and database): it ends the seed's live room and
 * starts the scheduled one, which would change the badge under the other live journeys.
 */
test('the operator starts the scheduled room: its Live badge appears on the home page and in the header without a reload, and goes when it ends', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const port = await freePort();
  const dataDir = makeDataDir();
  let shop: ShopServer | null = null;
  try {
    shop = await startOwnShop(request, port, dataDir, { LIVE_NOW_POLL_MS: '1000' });
    // A content member of this shop runs its live rooms.
    const admin = await operatorBearer(request, 'content', shop.url);
    const operator = async (room: string, body: unknown) => {
      const res = await page.request.post(`${shop!.url}/api/admin/live/${room}`, { headers: { authorization: `Bearer ${admin}` }, data: body });
      expect(res.status(), await res.text()).toBe(200);
    };
    await operator('frames-live', { action: 'end' });

    // No room live: the home page asks, and shows no badge.
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/live/now');
    await page.goto(`${shop.url}/`);
    expect((await (await asked).json()).data.rooms).toEqual([]);
    const badge = page.getByRole('button', { name: `Live: ${ROOM}` });
    await expect(page.getByRole('button', { name: /^Live: / })).toHaveCount(0);

    // The operator starts the scheduled room: the badge comes on the page as it is, no reload.
    // A mark on this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await operator('sunglasses-preview', { action: 'start', video_url: '/live/demo/index.m3u8' });
    await expect(badge).toBeVisible({ timeout: 5_000 });
    expect(await badge.evaluate((b) => b.closest('header'))).toBeNull();

    // On another page, the header carries it; it opens the room.
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const inHeader = page.getByRole('banner').getByRole('button', { name: `Live: ${ROOM}` });
    await expect(inHeader).toBeVisible();
    await screenshot(page, testInfo, 'live-badge-in-the-header');
    await inHeader.click();
    const room = page.getByRole('dialog', { name: ROOM });
    await expect(room.getByRole('status')).toHaveText(/watching/);
    await room.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Close the live player' }).click();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // The room ends: the badge goes, again without a reload.
    await operator('sunglasses-preview', { action: 'end' });
    await expect(inHeader).toHaveCount(0, { timeout: 5_000 });
    await page.getByRole('banner').getByRole('link', { name: 'Optic Shop home' }).click();
    await expect(page.getByRole('button', { name: /^Live: / })).toHaveCount(0);
    expect(page.url()).toBe(`${shop.url}/`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  } finally {
    // The page asks every second: it leaves first, so no ask meets the stopping server (a 503).
    // (A page the test's end already closed cannot: the shop is stopped all the same.)
    await page.goto('about:blank').catch(() => {});
    await shop?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

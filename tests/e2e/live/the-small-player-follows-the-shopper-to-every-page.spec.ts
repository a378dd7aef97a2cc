import { test, expect, screenshot } from '../support';
import { header } from '../support/shop';

const ROOM = 'New frames, live from the workshop';

test('the big live popup becomes the small player on a route change, and the small player follows the shopper to every page', async ({
  page,
}, testInfo) => {
  // Eleven page changes with a live connection each way.
  test.slow();
  // The shopper comes from the frames lookbook (a catalogue page) to a frame, then to the home page.
  await page.goto('/optical-frames-online-catalog-z');
  const card = page.getByRole('main').getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!;
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await header(page).getByRole('link', { name: 'Optic Shop home' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The live room opens big on the home page; back to the frame, the route change closes the popup
  // as every overlay: it becomes the small player.
  await page.getByRole('button', { name: `Live: ${ROOM}` }).click();
  const room = page.getByRole('dialog', { name: ROOM });
  await expect(room.getByRole('status')).toHaveText(/watching/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(room).toHaveCount(0);
  const small = page.getByRole('button', { name: 'Open the live stream' });
  await expect(small).toBeVisible();
  await screenshot(page, testInfo, 'live-small-player-on-a-product');

  // It follows the shopper: to the home page and back to the frame.
  await page.goForward();
  await expect(page).toHaveURL(/\/$/);
  await expect(small).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(small).toBeVisible();

  // Back on the lookbook, a catalogue page: the small player is there too; made big and closed, it
  // returns to the small player (only on the home page does closing the popup close the player).
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Frames catalogue' })).toBeVisible();
  await expect(header(page)).toHaveCount(0);
  await expect(small).toBeVisible();
  await small.click();
  await expect(room.getByRole('status')).toHaveText(/watching/);
  await room.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(room).toHaveCount(0);
  await expect(small).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(small).toBeVisible();
});

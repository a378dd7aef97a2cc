import { test, expect, screenshot } from '../support';
import { operatorBearer } from '../support/operator';
import { expectSignedIn, openLoginDialog, registerCustomer, submitAuthForm, uniqueEmail } from '../support/shop';
import { expectPlaying } from '../support/live';

test("a shopper opens the live room from the Live badge, comments, and another shopper sees it; hearts only for the signed-in one; the operator's new price reaches both", async ({
  page,
  browser,
}, testInfo) => {
  // Shopper one, signed out: the Live badge opens the big popup with the chat and the products, no hearts.
  await page.goto('/');
  await page.getByRole('button', { name: 'Live: New frames, live from the workshop' }).click();
  const room = page.getByRole('dialog', { name: 'New frames, live from the workshop' });
  await expect(room.getByRole('log', { name: 'Live chat' })).toContainText('Love the tortoise ones!');
  await expect(room.getByRole('status')).toHaveText(/watching/);
  await expect(room.getByRole('heading', { name: 'Products in this live' })).toBeVisible();
  await expect(room.getByRole('button', { name: 'Add to wishlist' })).toHaveCount(0);
  // The demo room's stream (the project's own HLS, through hls.js) plays, muted, and loops; the shopper may unmute it.
  const video = room.locator('video');
  await expectPlaying(video);
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await room.getByRole('button', { name: 'Unmute' }).click();
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  await room.getByRole('button', { name: 'Mute' }).click();
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  // The comment box counts characters; an empty comment is refused.
  const box = room.getByRole('textbox', { name: 'Write a comment' });
  await room.getByRole('button', { name: 'Send' }).click();
  await expect(room.getByRole('alert')).toHaveText('Please enter a comment');
  const mine = `Hello from ${testInfo.testId.slice(0, 8)} ${Date.now()}`;
  await box.fill(mine);
  await expect(room.getByText(`${[...mine].length} of 200 characters`)).toBeVisible();
  await room.getByRole('button', { name: 'Send' }).click();
  await expect(room.getByRole('log', { name: 'Live chat' })).toContainText(mine);
  await expect(box).toHaveValue('');
  await screenshot(page, testInfo, 'live-room-big');

  // Shopper two, in their own browser, signed in: sees shopper one's comment and hearts; answers.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  // As the fixtures do for the first shopper: a device the e-mail pop-up was shown on.
  await other.addInitScript(() => localStorage.setItem('optic:emailCatalogueSent', 'true'));
  const page2 = await other.newPage();
  const email = uniqueEmail(testInfo, 'live');
  await registerCustomer(page2.request, email, 'secret123');
  await page2.goto('/');
  await submitAuthForm(await openLoginDialog(page2), email, 'secret123');
  await expectSignedIn(page2);
  await page2.getByRole('button', { name: 'Live: New frames, live from the workshop' }).click();
  const room2 = page2.getByRole('dialog', { name: 'New frames, live from the workshop' });
  await expect(room2.getByRole('log', { name: 'Live chat' })).toContainText(mine);
  // A heart in the room is recorded there too (POST api/live), for the room's wish counts.
  const recorded = page2.waitForResponse((r) => new URL(r.url()).pathname === '/api/live' && r.request().method() === 'POST');
  await room2.getByRole('button', { name: 'Add to wishlist' }).first().click();
  await expect(room2.getByRole('button', { name: 'Remove from wishlist' })).toHaveCount(1);
  expect((await recorded).status()).toBe(200);
  const reply = `Welcome ${Date.now()}`;
  await room2.getByRole('textbox', { name: 'Write a comment' }).fill(reply);
  await room2.getByRole('button', { name: 'Send' }).click();
  await expect(room.getByRole('log', { name: 'Live chat' })).toContainText(`E2E*** ${reply}`);

  // The operator changes the last product's price in the room: both shoppers see it at once.
  const view = (await (await page.request.get('/api/live/room?room_href=frames-live')).json()) as {
    data: { products: { id: number; name: string }[] };
  };
  const last = view.data.products.at(-1)!;
  const price = 40 + (Date.now() % 50) / 100;
  const moved = await page.request.post('/api/admin/live/frames-live', {
    headers: { authorization: `Bearer ${await operatorBearer(page.request, 'content')}` },
    data: { action: 'price', product_id: last.id, price },
  });
  expect(moved.status()).toBe(200);
  for (const r of [room, room2])
    await expect(r.getByRole('listitem').filter({ hasText: last.name })).toContainText(`$${price.toFixed(2)}`, { timeout: 1_000 });
  await other.close();

  // On the home page, closing the big popup closes the player: the badge is back.
  await room.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(room).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Live: New frames, live from the workshop' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the live stream' })).toHaveCount(0);
});

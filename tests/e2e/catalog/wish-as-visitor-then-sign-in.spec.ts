import { test, expect } from '../support';
import { DEMO, expectSignedIn, openLoginDialog, submitAuthForm } from '../support/shop';

test('a visitor hearts a frame, signs in as the demo customer, finds it in my wishlist and removes it', async ({ page }) => {
  await page.goto('/goods-list/1?sort=rating');
  const grid = page.getByRole('list', { name: 'Optical Frames' });
  const card = grid.getByRole('article').nth(3);
  const name = (await card.getByRole('heading').textContent())!.trim();
  const heart = card.getByRole('button', { name: /wishlist/ });
  if ((await heart.getAttribute('aria-pressed')) === 'true') {
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  }
  await card.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(card.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');

  const dialog = await openLoginDialog(page);
  await submitAuthForm(dialog, DEMO.email, DEMO.password);
  await expectSignedIn(page);

  await page.goto('/account/my-account');
  await page.getByRole('link', { name: 'My wishlist' }).click();
  await expect(page).toHaveURL(/\/account\/my-wishlist$/);
  const list = page.getByRole('list', { name: 'My wishlist' });
  const row = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(
    row
      .getByRole('link', { name: 'Choose colour' })
      .or(row.getByRole('button', { name: 'Add to cart' }))
      .or(row.getByRole('link', { name: 'View product' })),
  ).toBeVisible();
  await row.getByRole('button', { name: 'Remove from wishlist' }).click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My wishlist' })).toBeVisible();
  await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);
});

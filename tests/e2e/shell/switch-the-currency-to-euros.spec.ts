import { test, expect } from '../support';
import { countRequests, openMenu } from '../support/shop';

test('choosing EUR in the menu marks it current, once, and a reload keeps it', async ({ page }) => {
  const switches = countRequests(page, 'index/switchCurrency');
  await page.goto('/');
  let menu = await openMenu(page);
  const currencies = menu.getByRole('radiogroup', { name: 'Currency' });
  const usd = currencies.getByRole('radio', { name: 'US Dollar (USD)' });
  const eur = currencies.getByRole('radio', { name: 'Euro (EUR)' });

  // The first currency of the list is the default.
  await expect(currencies.getByRole('radio').first()).toHaveAccessibleName('US Dollar (USD)');
  await expect(usd).toHaveAttribute('aria-checked', 'true');
  await expect(eur).toHaveAttribute('aria-checked', 'false');
  // Choosing the current one asks nothing.
  await usd.click();
  await expect(usd).toHaveAttribute('aria-checked', 'true');

  const switched = page.waitForResponse((r) => new URL(r.url()).pathname === '/index/switchCurrency');
  await eur.click();
  expect((await switched).ok()).toBe(true);
  await expect(eur).toHaveAttribute('aria-checked', 'true');
  await expect(usd).toHaveAttribute('aria-checked', 'false');
  await expect(currencies).not.toHaveAttribute('aria-busy', 'true');
  expect(switches.count).toBe(1);

  // EUR again: nothing happens.
  await eur.click();
  await expect(eur).toHaveAttribute('aria-checked', 'true');
  await expect(currencies.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByLabel(/EUR/)).toBeVisible();
  expect(switches.count).toBe(1);

  await page.reload();
  await expect(page.getByRole('contentinfo').getByLabel(/EUR/)).toBeVisible();
  menu = await openMenu(page);
  await expect(menu.getByRole('radio', { name: 'Euro (EUR)' })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('radio', { name: 'US Dollar (USD)' })).toHaveAttribute('aria-checked', 'false');
  expect(switches.count).toBe(1);
});

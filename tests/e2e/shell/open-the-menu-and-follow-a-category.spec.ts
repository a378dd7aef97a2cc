import { test, expect, screenshot } from '../support';
import { openMenu } from '../support/shop';

test('the menu expands a category and follows one of its children', async ({ page }, testInfo) => {
  await page.goto('/');
  const menu = await openMenu(page);

  // The first category with children: a button that controls its list.
  const firstCollapsed = menu.getByRole('button', { expanded: false }).first();
  await expect(firstCollapsed).toBeVisible();
  const name = (await firstCollapsed.textContent())!.trim();
  // Pinned by its name: `expanded: false` stops matching it once it opens.
  const category = menu.getByRole('button', { name, exact: true });
  const children = menu.locator(`#${await category.getAttribute('aria-controls')}`);
  await expect(children).toBeHidden();

  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await expect(children).toBeVisible();
  await expect(children.getByRole('link', { name: `All ${name}` })).toHaveAttribute('href', /^\/goods-list\/\d+$/);
  const child = children.getByRole('link').nth(1);
  await expect(child).toBeVisible();
  const href = await child.getAttribute('href');
  expect(href).toMatch(/^\/goods-list\/\d+$/);
  await screenshot(page, testInfo, 'menu-open-category-expanded');

  // Collapsing hides the children again.
  await category.click();
  await expect(children).toBeHidden();
  await category.click();
  await expect(children).toBeVisible();

  // Listen before the click: if /goods-list/{id} has no page yet, the app redirects on to /.
  const followed = page.waitForURL((url) => url.pathname === href);
  await child.click();
  await followed;
  // Overlays close when the route changes (the menu fades out for 300 ms).
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^(${href}|/)$`));
});

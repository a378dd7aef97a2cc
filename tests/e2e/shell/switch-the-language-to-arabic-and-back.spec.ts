import { test, expect, screenshot } from '../support';
import { header, openMenu } from '../support/shop';

test('Arabic turns the page right-to-left, stays after a reload, and English turns it back', async ({ page }, testInfo) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
  const menuButton = header(page).getByRole('button', { name: 'Menu', exact: true });
  const cartLink = header(page).getByRole('link', { name: /^Cart/ });
  const ltrMenu = (await menuButton.boundingBox())!;
  const ltrCart = (await cartLink.boundingBox())!;
  expect(ltrMenu.x).toBeLessThan(ltrCart.x);

  let menu = await openMenu(page);
  await menu.getByLabel('Language').selectOption('ar');

  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  // The open menu speaks Arabic at once.
  menu = page.getByRole('dialog', { name: 'القائمة' });
  await expect(menu.getByRole('heading', { name: 'العملة' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'إغلاق القائمة' })).toBeVisible();
  await screenshot(page, testInfo, 'arabic-menu');
  await menu.getByRole('button', { name: 'إغلاق القائمة' }).click();
  await expect(menu).toHaveCount(0);

  await expectArabicHeader();
  await screenshot(page, testInfo, 'arabic-home');

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expectArabicHeader();

  menu = await openMenu(page, 'القائمة');
  await menu.getByLabel('اللغة').selectOption('en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('heading', { name: 'Currency' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  expect((await menuButton.boundingBox())!.x).toBeLessThan((await cartLink.boundingBox())!.x);

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(header(page).getByRole('button', { name: 'Search', exact: true })).toBeVisible();

  /** Header labels in Arabic, and mirrored: the menu button sits right of the cart. */
  async function expectArabicHeader() {
    const arMenu = header(page).getByRole('button', { name: 'القائمة', exact: true });
    const arCart = header(page).getByRole('link', { name: /^السلة/ });
    await expect(arMenu).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'بحث', exact: true })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'تسجيل الدخول', exact: true })).toBeVisible();
    await expect(arCart).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
    const m = (await arMenu.boundingBox())!;
    const c = (await arCart.boundingBox())!;
    expect(m.x).toBeGreaterThan(c.x);
    // Roughly mirrored: the menu button now sits where the cart was, at the right edge.
    expect(Math.abs(m.x - ltrCart.x)).toBeLessThan(ltrCart.width);
  }
});

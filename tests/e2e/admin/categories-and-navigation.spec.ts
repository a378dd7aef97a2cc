import { test, expect, screenshot } from '../support';
import { header, openMenu } from '../support/shop';
import { CATALOGUE_NAVIGATION, newMember, signInAsMember } from './member';

/**
 * The console's Categories and Navigation at 1280×800 (issue 25): a catalogue member adds a
 * category, renames it and hides it, and a shopper at 390×844 sees it in the shop's menu, then not;
 * the footer is reordered; a popular search is added and shows in the shop's search. What the
 * journey changes it puts back (the footer's order) or deletes, for the journeys that follow.
 */
test.describe.configure({ timeout: 180_000 });
// The console reloads its list after each change: on a loaded machine that can take a few seconds.
const SAVED = { timeout: 20_000 };

test('a catalogue member adds, renames and hides a category, reorders the footer and adds a popular search', async ({
  page,
  browser,
  request,
  pageProblems,
}, testInfo) => {
  // The refused delete (a category with products) answers 409, which the browser logs.
  pageProblems.allow(/409 \(Conflict\).*api\/admin\/categories\/\d+/);
  const member = await newMember(request, 'catalogue');
  const name = `Reef ${Date.now().toString(36)}`;
  const renamed = `${name} Edit`;
  const shopper = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const shopMenu = async () => {
    await shopper.goto('/');
    return openMenu(shopper);
  };

  await signInAsMember(page, member, '/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible(SAVED);
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText(CATALOGUE_NAVIGATION, SAVED);

  // Add a top-level category: it is last, with its slug, and in the shop's menu.
  const add = page.getByRole('form', { name: 'Add a category' });
  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(add.getByText('This field is required')).toBeVisible(SAVED);
  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByLabel(`Name of ${name}`)).toHaveValue(name, SAVED);
  const row = page.getByRole('row').filter({ has: page.getByLabel(`Name of ${name}`) });
  await expect(row).toContainText('Shown', SAVED);
  await expect(row.getByRole('button', { name: `Move ${name} down` })).toHaveCount(0, SAVED);
  await expect((await shopMenu()).getByRole('link', { name, exact: true })).toBeVisible(SAVED);

  // Rename it in place.
  await page.getByLabel(`Name of ${name}`).fill(renamed);
  await page.getByRole('button', { name: `Save ${name}` }).click();
  await expect(page.getByLabel(`Name of ${renamed}`)).toHaveValue(renamed, SAVED);
  const renamedRow = page.getByRole('row').filter({ has: page.getByLabel(`Name of ${renamed}`) });

  // Moved up with the keyboard: the button is a real button.
  await renamedRow.getByRole('button', { name: `Move ${renamed} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(renamedRow.getByRole('button', { name: `Move ${renamed} down` })).toBeVisible(SAVED);

  // A category with products cannot be deleted: the message says how many.
  const kids = page.getByRole('row').filter({ has: page.getByLabel('Name of Kids Glasses', { exact: true }) });
  await kids.getByRole('button', { name: 'Delete Kids Glasses' }).click();
  await expect(kids.getByRole('alert')).toContainText(
    /This category holds \d+ products and 0 subcategories: move them to another category first/,
    SAVED,
  );
  await screenshot(page, testInfo, 'console-categories');

  const menuShown = await shopMenu();
  await expect(menuShown.getByRole('link', { name: renamed, exact: true })).toBeVisible(SAVED);
  await screenshot(shopper, testInfo, 'shop-menu-with-category');

  // Hide it: it leaves the shop's menu.
  await renamedRow.getByRole('button', { name: `Hide ${renamed}` }).click();
  await expect(renamedRow).toContainText('Hidden', SAVED);
  const menuHidden = await shopMenu();
  await expect(menuHidden.getByRole('link', { name: 'Blue Light Glasses', exact: true })).toBeVisible(SAVED);
  await expect(menuHidden.getByRole('link', { name: renamed, exact: true })).toHaveCount(0, SAVED);
  await screenshot(shopper, testInfo, 'shop-menu-category-hidden');

  // Then delete it (it is empty).
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  await expect(page.getByLabel(`Name of ${renamed}`)).toHaveCount(0, SAVED);

  // The footer: Privacy moved above Shipping, then back (the shop draws Help Center and Order Tracking first whatever their place).
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Navigation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Navigation' })).toBeVisible(SAVED);
  const footer = page.getByRole('region', { name: 'Footer' });
  await footer.getByRole('button', { name: 'Move Privacy up' }).click();
  const pair = footer.getByRole('textbox', { name: /^Text of (Shipping|Privacy)$/ });
  await expect(pair.first()).toHaveValue('Privacy', SAVED);
  const footerLinks = async () => {
    await shopper.goto('/');
    return shopper.getByRole('contentinfo').getByRole('link');
  };
  const links = await footerLinks();
  await expect(links.filter({ hasText: /^(Shipping|Privacy)$/ })).toHaveText(['Privacy', 'Shipping'], SAVED);

  // A popular search, shown in the shop's search.
  const words = `reef ${Date.now().toString(36)}`;
  const hot = page.getByRole('region', { name: 'Popular Searches' });
  const addHot = hot.getByRole('form', { name: 'Add a popular search' });
  await addHot.getByLabel('Search words').fill(words);
  await addHot.getByRole('button', { name: 'Add' }).click();
  await expect(hot.getByLabel(`Text of ${words}`)).toHaveValue(words, SAVED);
  await screenshot(page, testInfo, 'console-navigation');

  await shopper.goto('/');
  await header(shopper).getByRole('button', { name: 'Search', exact: true }).click();
  const popular = shopper.getByRole('dialog', { name: 'Search the shop' }).getByRole('region', { name: 'Popular Searches' });
  await expect(popular.getByRole('link', { name: words, exact: true })).toHaveAttribute(
    'href',
    `/search-result?keywords=${encodeURIComponent(words)}`,
    SAVED,
  );
  await screenshot(shopper, testInfo, 'shop-popular-search');

  // Put back what other journeys read.
  await hot.getByRole('button', { name: `Delete ${words}` }).click();
  await expect(hot.getByLabel(`Text of ${words}`)).toHaveCount(0, SAVED);
  await footer.getByRole('button', { name: 'Move Privacy down' }).click();
  await expect(pair.first()).toHaveValue('Shipping', SAVED);
  await shopper.close();
});

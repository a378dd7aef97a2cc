import { test, expect, screenshot } from '../support';
import { header } from '../support/shop';

/** The information pages the footer links, with the heading each shows (the server's texts). */
const PAGES = [
  { link: 'Help Center', path: '/after-sales', h1: 'Help Center', about: /Returns within 30 days/ },
  { link: 'Shipping', path: '/shipping', h1: 'Shipping', about: /Tracked shipping/ },
  { link: 'Privacy', path: '/privacy', h1: 'Privacy Policy', about: /personal data/ },
  { link: 'Terms & Conditions', path: '/terms-conditions', h1: 'Terms & Conditions', about: /terms of every order/ },
  { link: 'Contact Us', path: '/contact-us', h1: 'Contact Us', about: /customer service/ },
  { link: 'Intellectual Property Rights', path: '/intellectual-property-rights', h1: 'Intellectual Property Rights', about: /infringement/ },
  { link: 'About us', path: '/introduction', h1: 'About Us', about: /designs and sells/ },
  // The business services' texts, each with what follows it: the OEM/ODM request form, and drop shipping's sign-in for a visitor.
  {
    link: 'Drop Shipping Service',
    path: '/drop-shipping-service',
    h1: 'Drop Shipping Service',
    about: /Sell our frames without stock/,
    below: { role: 'link', name: 'Sign in with your business account to use this service.' },
  },
  {
    link: 'OEM/ODM',
    path: '/oem-odm',
    h1: 'OEM / ODM',
    about: /Frames under your own brand/,
    below: { role: 'form', name: 'Send an OEM/ODM request' },
  },
] as const satisfies readonly { link: string; path: string; h1: string; about: RegExp; below?: { role: 'link' | 'form'; name: string } }[];

test('every information link of the footer opens its own page (never back to /), titled for search engines; the Help Center finds questions', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  for (const entry of PAGES) {
    const { link, path, h1, about } = entry;
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    if ('below' in entry) await expect(page.getByRole('main').getByRole(entry.below.role, { name: entry.below.name })).toBeVisible();
    await expect(page).toHaveTitle(`${h1} · Optic Shop`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, page.url()).href);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', about);
  }

  // The Help Center's FAQ: the search shows the questions that have the words, opened.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center', exact: true }).click();
  const questions = page.getByRole('main').locator('details');
  await expect(questions.first()).toBeVisible();
  const all = await questions.count();
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('prescription');
  await expect(page.getByRole('status').filter({ hasText: 'One question matches.' })).toBeVisible();
  await expect(page.getByRole('main').locator('details:visible')).toHaveCount(1);
  await expect(page.getByText('sphere, cylinder, axis and pupillary distance', { exact: false })).toBeVisible();
  // Checked from the top (the picture is the whole page): scrolled, the sticky header half covers the promo banner's arrows.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, 'help-center-faq-search');
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('');
  await expect(page.getByRole('main').locator('details:visible')).toHaveCount(all);

  // Leaving the information pages, the shop's own title comes back and no canonical link stays behind.
  await header(page).getByRole('link', { name: 'Optic Shop home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('Optic Shop · Eyeglasses and optical frames');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

  // Opened directly, a page comes with its head from the server (for search engines that run no script).
  const served = await (await page.request.get('/terms-conditions')).text();
  expect(served).toContain('<title data-default="Optic Shop · Eyeglasses and optical frames">Terms &amp; Conditions · Optic Shop</title>');
  expect(served).toContain('/terms-conditions" />');
});

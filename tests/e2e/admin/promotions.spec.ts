import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { test, expect, screenshot } from '../support';
import { scrollToCouponStrip } from '../support/coupons';
import { registerCustomer, submitAuthForm, uniqueEmail } from '../support/shop';
import { PHONE } from '../../../scripts/chromium';
import { CATALOGUE_NAVIGATION, newMember, signInAsMember } from './member';

/**
 * The console's promotions at 1280×800 (issue 25): a catalogue member creates a claimable coupon
 * and offers it first in the shop's coupon strip, where a shopper at 390×844 claims it; then moves
 * the sale's end and the shop's countdown follows. Each journey puts the shop back as it found it
 * (the coupon ended, the sale's end restored): the other journeys count the seed's coupons and days.
 */

/** A shopper's phone (390×844), a device the e-mail pop-up was already shown on, as the fixtures' own pages. */
async function shopperPhone(browser: Browser, testInfo: TestInfo): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...PHONE,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: testInfo.project.use.baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  await context.addInitScript(() => localStorage.setItem('optic:emailCatalogueSent', 'true'));
  return { context, page: await context.newPage() };
}

test('a catalogue member creates a coupon and offers it; a shopper sees it first in the strip and claims it', async ({
  page,
  request,
  browser,
  pageProblems,
}, testInfo) => {
  test.slow();
  // The bad amount below is refused (422) on purpose.
  pageProblems.allow(/status of 422 .*\/api\/admin\/coupons/);
  const member = await newMember(request, 'catalogue');
  await signInAsMember(page, member, '/admin/coupons');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link')).toHaveText(CATALOGUE_NAVIGATION);
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expect(page.getByRole('row', { name: /SAVE5/ })).toContainText('Yes, position 38');
  await screenshot(page, testInfo, 'console-coupons');

  // A new claimable coupon, offered first in the strip.
  const title = `$3 off from $20 · ${Date.now().toString(36)}`;
  await page.getByRole('link', { name: 'New coupon' }).click();
  await expect(page).toHaveURL('/admin/coupons/new');
  const form = page.getByRole('form', { name: 'Coupon' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Percentage or amount off (USD)').fill('3');
  await form.getByLabel('Minimum spend (USD)').fill('20');
  await form.getByLabel('How many can be claimed (empty: no limit)').fill('500');
  await form.getByLabel("Offer it in the shop's coupon strip").check();
  await form.getByLabel('Position in the strip (lowest first)').fill('0');
  // A bad value first: the server's message under its field.
  await form.getByLabel('Percentage or amount off (USD)').fill('-3');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(form.getByText('Please enter an amount above 0 (at most 99,999.99), with at most two decimals')).toBeVisible();
  await form.getByLabel('Percentage or amount off (USD)').fill('3');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page).toHaveURL(/\/admin\/coupons\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Claims' })).toContainText('0 claimed (0 of 500), 0 used in an order');
  await screenshot(page, testInfo, 'console-coupon');

  // The shopper: first in the strip, GET, sign in, SAVED.
  const email = uniqueEmail(testInfo, 'promo');
  await registerCustomer(request, email, 'secret123');
  const shopper = await shopperPhone(browser, testInfo);
  try {
    await shopper.page.goto('/');
    const strip = await scrollToCouponStrip(shopper.page);
    const get = strip.getByRole('button', { name: /^Get the coupon/ });
    await expect(get).toHaveCount(5);
    await expect(get.first()).toHaveAccessibleName(`Get the coupon ${title}`);
    await get.first().click();
    await submitAuthForm(shopper.page.getByRole('dialog', { name: 'Sign in or register' }), email, 'secret123');
    // Signing in, then the claim: two calls on a busy machine.
    await expect(strip.getByRole('button', { name: `Coupon ${title}: saved` })).toHaveText('SAVED', { timeout: 15_000 });
    await screenshot(shopper.page, testInfo, 'shop-coupon-offered-and-claimed');
  } finally {
    await shopper.context.close();
  }

  // Counted in the console; then ended, it leaves the strip (and the shop as the other journeys expect it).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Claims' })).toContainText('1 claimed (1 of 500), 0 used in an order');
  await page.getByRole('form', { name: 'End coupon' }).getByRole('button', { name: 'End coupon' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The coupon has ended.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Claims' })).toContainText('Disabled');
  await page.goto('/admin/coupons?state=disabled');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Disabled', { timeout: 10_000 });
});

test("a catalogue member moves the sale's end; the shop's countdown follows", async ({ page, request, browser }, testInfo) => {
  test.slow();
  const member = await newMember(request, 'catalogue');
  await signInAsMember(page, member, '/admin/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  await screenshot(page, testInfo, 'console-sales');
  await page.getByRole('table', { name: 'Sale events' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/sales\/\d+$/);
  const form = page.getByRole('form', { name: 'Sale' });
  const ends = form.getByLabel("Ends (the shop's countdown counts to it)");
  const original = await ends.inputValue();

  // Ten days from now (the browser runs in UTC, as datetime-local values are read).
  const later = new Date(Date.now() + 10 * 86_400_000 + 3_600_000).toISOString().slice(0, 16);
  const shopper = await shopperPhone(browser, testInfo);
  try {
    await ends.fill(later);
    await form.getByRole('button', { name: 'Save sale' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The sale has been saved.' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sale' }).getByLabel("Ends (the shop's countdown counts to it)")).toHaveValue(later);
    await screenshot(page, testInfo, 'console-sale');

    await shopper.page.goto('/sale');
    const timer = shopper.page.getByRole('timer', { name: /^Time left in the sale, which ends / });
    await expect(timer).toContainText(/^10\s*days/);
    await screenshot(shopper.page, testInfo, 'shop-sale-countdown-moved');
  } finally {
    // Back as the seed had it (the sale journeys count its days).
    await page.getByRole('form', { name: 'Sale' }).getByLabel("Ends (the shop's countdown counts to it)").fill(original);
    await page.getByRole('form', { name: 'Sale' }).getByRole('button', { name: 'Save sale' }).click();
    await expect(page.getByRole('form', { name: 'Sale' }).getByLabel("Ends (the shop's countdown counts to it)")).toHaveValue(original);
  }
  await shopper.page.reload();
  await expect(shopper.page.getByRole('timer', { name: /^Time left in the sale, which ends / })).toContainText(/^3\s*days/);
  await shopper.context.close();
});

test('a catalogue member sees the currencies, and a rate of 0 is refused on its field', async ({ page, request, pageProblems }, testInfo) => {
  // The rate of 0 is refused (422) on purpose.
  pageProblems.allow(/status of 422 .*\/api\/admin\/currencies/);
  const member = await newMember(request, 'catalogue');
  await signInAsMember(page, member, '/admin/currencies');
  await expect(page.getByRole('heading', { level: 1, name: 'Currencies' })).toBeVisible();
  const usd = page.getByRole('region', { name: 'US Dollar (USD)' });
  await expect(usd).toContainText('Default');
  const eur = page.getByRole('form', { name: 'Euro (EUR)' });
  await eur.getByLabel('Rate per US dollar').fill('0');
  await eur.getByRole('button', { name: 'Save' }).click();
  await expect(eur.getByText('Please enter a rate above 0 (at most 100,000,000), with at most 6 decimals')).toBeVisible();
  await screenshot(page, testInfo, 'console-currencies');
});

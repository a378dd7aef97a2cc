import { test, expect, screenshot } from '../support';
import { findGoods } from '../support/catalog';
import { tickerUnderHeader } from '../support/lenses';

test("the browser's Back and Forward walk the lens steps and keep what was entered; the page's Back is one of them; Back from the first step is the frame", async ({
  page,
  request,
  a11y,
}, testInfo) => {
  a11y.allow(tickerUnderHeader);
  const frame = await findGoods(request, (g) => g.price_type === 1 && g.colors.some((c) => c.stock_qty >= 1), { spread: 'lens steps in history' });
  await page.goto(`/goods-detail/${frame.id}`);
  await expect(page.getByRole('heading', { level: 1, name: frame.name })).toBeVisible();
  await page.getByRole('link', { name: 'Select lenses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Select lenses' })).toBeVisible();

  // The configurator's own landmark, inside the shell's.
  const main = page.getByRole('main').last();
  const next = () => main.getByRole('button', { name: 'Next', exact: true }).click();
  const distance = page.getByRole('radio', { name: /Single vision: distance/ });
  const right = page.getByRole('group', { name: 'Right eye (OD)' });
  const pd = page.getByLabel('PD', { exact: true });
  const thin = page.getByRole('radio', { name: /1\.60 Thin/ });
  const antiReflective = page.getByRole('checkbox', { name: /Anti-reflective/ });
  const stepIs = async (n: number, url: RegExp) => {
    await expect(main).toContainText(`Step ${n} of 5`);
    await expect(page).toHaveURL(url);
  };

  await distance.check();
  await next();
  await stepIs(2, /[?&]step=prescription$/);
  await right.getByLabel('SPH').fill('-2.25');
  await pd.fill('62');
  await next();
  await stepIs(3, /[?&]step=index$/);
  await thin.check();
  await next();
  await stepIs(4, /[?&]step=coatings$/);
  await antiReflective.check();

  // The browser's Back, step by step, to the first: each as it was left.
  await page.goBack();
  await stepIs(3, /[?&]step=index$/);
  await expect(thin).toBeChecked();
  await page.goBack();
  await stepIs(2, /[?&]step=prescription$/);
  await expect(right.getByLabel('SPH')).toHaveValue('-2.25');
  await expect(pd).toHaveValue('62');
  await screenshot(page, testInfo, 'back-at-the-prescription');
  await page.goBack();
  await stepIs(1, /\/select-lenses\/\d+\?variant=\d+$/);
  await expect(distance).toBeChecked();

  // And Forward again, through the checked prescription, to the coatings chosen.
  await page.goForward();
  await stepIs(2, /[?&]step=prescription$/);
  await expect(pd).toHaveValue('62');
  await page.goForward();
  await stepIs(3, /[?&]step=index$/);
  await page.goForward();
  await stepIs(4, /[?&]step=coatings$/);
  await expect(antiReflective).toBeChecked();

  // The page's Back is the browser's: Forward comes back to the coatings.
  await main.getByRole('button', { name: 'Back', exact: true }).click();
  await stepIs(3, /[?&]step=index$/);
  await page.goForward();
  await stepIs(4, /[?&]step=coatings$/);
  await expect(antiReflective).toBeChecked();

  // Next on after going back replaces what was ahead: the review, then Back from the first step leaves for the frame.
  await next();
  await stepIs(5, /[?&]step=review$/);
  await expect(page.getByRole('table', { name: 'Your glasses, price by price' })).toContainText('Anti-reflective');
  for (const n of [4, 3, 2, 1]) {
    await page.goBack();
    await expect(main).toContainText(`Step ${n} of 5`);
  }
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: frame.name })).toBeVisible();
});

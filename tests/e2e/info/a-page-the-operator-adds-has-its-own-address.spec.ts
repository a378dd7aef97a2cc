import { test, expect, screenshot } from '../support';
import { header } from '../support/shop';
import { addInfoPage } from '../support/pages';

test("a page the operator adds is at /pages/{slug} in the shop's layout; an unknown slug there is the not-found page with a 404", async ({
  page,
  a11y,
  pageProblems,
}, testInfo) => {
  const slug = `size-guide-${testInfo.workerIndex}-${Date.now().toString(36)}`;
  const path = await addInfoPage(page.request, {
    slug,
    title: 'Frame size guide',
    description: 'How to read the three numbers on the temple of a frame.',
    body: '## Lens width\n\nThe first number, in millimetres: 52 in 52-18-140.\n\n## Bridge\n\nThe second number.',
  });
  expect(path).toBe(`/pages/${slug}`);

  // Opened directly: the server's document (200, titled for search engines), then the app's page in the shop's layout.
  const served = await page.goto(path);
  expect(served?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Frame size guide' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Bridge' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Optic Shop home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle('Frame size guide · Optic Shop');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, page.url()).href);
  await a11y.check(page, 'added page');
  await screenshot(page, testInfo, 'added-information-page');

  // An unknown slug under /pages/: the friendly not-found page in the shop's layout, and a 404 for search engines.
  // The document's 404 and api/pages' 404, which the browser logs.
  pageProblems.allow(/\/pages\/no-such-page-/);
  const unknown = await page.goto(`/pages/no-such-page-${slug}`);
  expect(unknown?.status()).toBe(404);
  await expect(page).toHaveURL(`/pages/no-such-page-${slug}`);
  await expect(main.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Optic Shop home' })).toBeVisible();
  await screenshot(page, testInfo, 'added-page-not-found');
  // A fixed page's slug under /pages/ is that page at its own path.
  await page.goto('/pages/privacy');
  await expect(page).toHaveURL('/privacy');
  await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

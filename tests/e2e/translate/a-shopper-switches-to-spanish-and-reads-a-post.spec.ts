import { test, expect, screenshot } from '../support';
import { openMenu } from '../support/shop';
import type { PostDetail } from '../../../contract/blog';

/**
 * The e2e server runs with TRANSLATOR=apertium: after it starts, its job translates the posts
 * (title, excerpt, the text of the body) into Spanish as well as the products.
 */
test('a shopper reading a post switches to Spanish: the post reads in Spanish (Apertium), its links kept; in German it is English and says so', async ({
  page,
  request,
}, testInfo) => {
  // The job runs in the background after the server starts: wait for the post's Spanish.
  let spanish: PostDetail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/blog/getOne?id=1', { headers: { cookie: 'lang=es' } });
        spanish = (await res.json()).data;
        return spanish?.content_lang;
      },
      { timeout: 60_000 },
    )
    .toBe('es');
  const english = (await (await request.get('/api/blog/getOne?id=1')).json()).data as PostDetail;
  expect(spanish!.title).not.toBe(english.title);

  await page.goto('/company-news/1');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(english.title);

  const menu = await openMenu(page);
  await menu.getByLabel('Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.keyboard.press('Escape');

  // Read again in Spanish: the title and the text as Apertium made them, not marked English, no notice.
  await expect(title).toHaveText(spanish!.title);
  await expect(title).not.toHaveAttribute('lang', /./);
  await expect(page.getByText('Se muestra en inglés')).toHaveCount(0);
  const firstParagraph = /<p>([^<]+)/.exec(spanish!.html)?.[1];
  if (firstParagraph)
    await expect(
      page
        .locator('article p')
        .filter({ hasText: firstParagraph.trim().slice(0, 30) })
        .first(),
    ).toBeVisible();
  await screenshot(page, testInfo, 'post-in-spanish');

  // German has no Apertium pair: English, marked so, with the notice.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/company-news/1');
  const menuDe = await openMenu(page);
  await menuDe.getByLabel('Language').selectOption('de');
  await page.keyboard.press('Escape');
  await expect(title).toHaveText(english.title);
  await expect(title).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Auf Englisch angezeigt')).toBeVisible();
});

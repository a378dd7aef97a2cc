import { test, expect } from '../support';
import { findGoods } from '../support/catalog';
import { speak } from '../support/words';
import { waitForToken } from '../support/shop';

/**
 * The e2e server runs with TRANSLATOR=apertium: after it starts, its job translates the product
 * names and descriptions into Spanish with Apertium (the other languages have no pair there).
 */
test('a Spanish shopper reads a product in Spanish (Apertium), its code as written; in German it is English and says so', async ({
  page,
  request,
}) => {
  const goods = await findGoods(request, (g) => g.colors.some((c) => c.stock_qty > 0));
  // The job runs in the background after the server starts: wait for its Spanish.
  let spanish: { name: string; description_html: string; content_lang: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/goods/${goods.id}`, { headers: { cookie: 'lang=es' } });
        spanish = (await res.json()).data;
        return spanish?.content_lang;
      },
      { timeout: 30_000 },
    )
    .toBe('es');
  expect(spanish!.name).not.toBe(goods.name);
  // The code at the end of the name (e.g. BL-1001) is never translated.
  expect(spanish!.name).toContain(goods.sku);

  await speak(page, 'es');
  await page.goto(`/goods-detail/${goods.id}`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(spanish!.name);
  await expect(title).not.toHaveAttribute('lang', /./);
  await expect(page.getByText('Se muestra en inglés')).toHaveCount(0);

  // German has no Apertium pair: English, marked as such, with the notice. The app has booted (it
  // keeps its cookie as it does) before the cookies change, as a shopper's would have.
  await waitForToken(page);
  await page.context().clearCookies();
  await speak(page, 'de');
  await page.goto(`/goods-detail/${goods.id}`);
  await expect(title).toHaveText(goods.name);
  await expect(title).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Auf Englisch angezeigt')).toBeVisible();
});

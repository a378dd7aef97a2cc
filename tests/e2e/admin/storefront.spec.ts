import sharp from 'sharp';
import { PREVIEW_VIEWPORT } from '../../../contract/admin-storefront';
import { test, expect, screenshot } from '../support';
import { newMember, signInAsMember } from './member';

/**
 * The console's Storefront at 1280×800 (issue 25): a merchandiser changes the promo banner's first
 * slide (title and an uploaded picture), previews it at phone width inside the console (the shop's
 * home drawn with the unsaved slide in a 390×844 frame), publishes it, and a shopper at 390×844
 * sees it on the home page, its picture's box reserved (no layout shift).
 */
test('a merchandiser changes a slide, previews it at phone width, publishes it and shoppers see it', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  const merchandiser = await newMember(request, 'catalogue');
  await signInAsMember(page, merchandiser, '/admin/storefront');
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Storefront' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Storefront' })).toBeVisible();

  const title = `Autumn frames ${Date.now().toString(36)}`;
  const slide = page.getByRole('form', { name: /^Slide 1: / });
  await slide.getByLabel('Title', { exact: true }).fill(title);
  // A new picture, uploaded beside the URL field (api/admin/media): the field takes its address.
  const png = await sharp({ create: { width: 1280, height: 640, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
  await slide.locator('input[type="file"]').setInputFiles({ name: 'autumn.png', mimeType: 'image/png', buffer: png });
  await expect(slide.getByLabel('Picture', { exact: true })).toHaveValue(/^\/media\/[^/]+\/\d+\.webp$/, { timeout: 20_000 });
  const picture = await slide.getByLabel('Picture', { exact: true }).inputValue();

  // A server's field message shows under its field.
  pageProblems.allow(/status of 422 .*api\/admin\/storefront\/slides\//);
  await slide.getByLabel('Link').fill('javascript:alert(1)');
  await slide.getByRole('button', { name: 'Publish' }).click();
  await expect(slide.getByRole('alert').filter({ hasText: 'Please enter a link on the shop starting with /' })).toBeVisible();
  await slide.getByLabel('Link').fill('/goods-list/1');

  // Preview at phone width: the shop's home page with the unsaved slide, in the console.
  await slide.getByRole('button', { name: 'Preview' }).click();
  const frame = page.getByTitle("The shop's home page with your unsaved changes (390 × 844)");
  await expect(frame).toHaveAttribute('width', String(PREVIEW_VIEWPORT.width));
  await expect(frame).toHaveAttribute('height', String(PREVIEW_VIEWPORT.height));
  const shop = page.frameLocator('iframe[title^="The shop"]');
  await expect(shop.getByRole('link', { name: new RegExp(title) })).toBeVisible({ timeout: 15_000 });
  await expect(shop.locator(`img[src="${picture}"]`)).toHaveCount(1);
  // Not published yet: the shop's own home page does not have it.
  const live = await request.get('/');
  expect(await live.text()).not.toContain(title);
  await screenshot(page, testInfo, 'console-storefront-preview');

  await slide.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published: shoppers see it now.' })).toBeVisible();
  await expect(page.getByRole('form', { name: new RegExp(`^Slide 1: ${title}`) })).toBeVisible();

  // A shopper's phone: the home page shows it, its box reserved before the picture loads.
  const phone = await page.context().newPage();
  await phone.setViewportSize(PREVIEW_VIEWPORT);
  await phone.goto('/');
  const link = phone.getByRole('link', { name: new RegExp(title) });
  await expect(link).toBeVisible();
  const img = link.locator('img');
  await expect(img).toHaveAttribute('src', picture);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  const box = (await img.boundingBox())!;
  expect(Math.abs(box.width / box.height - 2)).toBeLessThan(0.02);
  const shift = await phone.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 1000);
      }),
  );
  expect(shift).toBeLessThan(0.1);
  await link.scrollIntoViewIfNeeded();
  await phone.screenshot({ path: testInfo.outputPath('shop-home-slide.png'), fullPage: false });
  await screenshot(phone, testInfo, 'shop-home-after');
  await phone.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Storefront' })).toBeVisible();
  await screenshot(page, testInfo, 'console-storefront');
});

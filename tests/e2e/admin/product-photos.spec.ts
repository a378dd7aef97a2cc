import sharp from 'sharp';
import { paths } from '../../../contract/endpoints';
import type { GoodsDetail } from '../../../contract/catalog';
import { PHONE } from '../../../scripts/chromium';
import { test, expect, screenshot } from '../support';
import { call } from '../support/payment';
import { newMember } from './member';
import { signInAsMember } from './member';

/** A real JPEG of a pair of glasses-ish shapes (sharp, as the server's tests make theirs). */
async function photo(w: number, h: number, colour: string): Promise<Buffer> {
  const svg = `<svg width="${w}" height="${h}"><rect width="100%" height="100%" fill="#f1efe9"/>
    <circle cx="${w * 0.32}" cy="${h / 2}" r="${h * 0.28}" fill="none" stroke="${colour}" stroke-width="${h * 0.06}"/>
    <circle cx="${w * 0.68}" cy="${h / 2}" r="${h * 0.28}" fill="none" stroke="${colour}" stroke-width="${h * 0.06}"/>
    <path d="M${w * 0.43} ${h / 2} q${w * 0.07} -${h * 0.1} ${w * 0.14} 0" fill="none" stroke="${colour}" stroke-width="${h * 0.04}"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * Issue 25's photos: a catalogue member uploads two photos of a product in the console at 1280×800
 * (several at once, each with its progress), writes the main one's alt text and makes the other the
 * main one; a shopper at 390×844 sees it first in the product page's gallery as a <picture> with
 * AVIF and WebP srcsets and that alt text.
 */
test('a catalogue member adds photos in the console and a shopper sees them on the product page', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(180_000);
  const goodsId = 4;
  const product = await call<GoodsDetail>(request, 'get', paths.goodsDetail(goodsId));
  const member = await newMember(request, 'catalogue');
  await signInAsMember(page, member, `/admin/products/${goodsId}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const section = page.getByRole('region', { name: 'Photos' });
  await expect(section.getByText('No photos yet')).toBeVisible();

  await section.locator('input[type=file]').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(1600, 800, '#1d2b3a') },
    { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await photo(1400, 700, '#8b5a2b') },
  ]);
  const list = section.getByRole('list', { name: 'Photos, in the order the shop shows them' });
  await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 60_000 });
  await expect(list.getByRole('listitem').first()).toContainText('Main');

  // The second photo becomes the main one, with its own alt text, and moves first.
  const second = list.getByRole('listitem', { name: 'Photo 2 of 2' });
  await second.getByRole('form', { name: 'Alt text of photo 2' }).getByLabel('Alt text').fill(`${product.name}, side view in tortoise`);
  await second.getByRole('button', { name: 'Save alt text' }).click();
  const renamed = list.getByRole('listitem', { name: 'Photo 2 of 2' });
  await expect(renamed.getByRole('img', { name: `${product.name}, side view in tortoise` })).toBeVisible();
  await renamed.getByRole('button', { name: 'Make main' }).click();
  await expect(list.getByRole('listitem', { name: 'Photo 2 of 2' })).toContainText('Main');
  await list.getByRole('listitem', { name: 'Photo 2 of 2' }).getByRole('button', { name: 'Move up' }).click();
  await expect(list.getByRole('listitem', { name: 'Photo 1 of 2' })).toContainText('Main');
  await screenshot(page, testInfo, 'console-product-photos');

  // A shopper's phone.
  const phone = await browser.newContext({ ...PHONE });
  const shopper = await phone.newPage();
  await shopper.goto(`/goods-detail/${goodsId}`);
  const gallery = shopper.getByRole('region', { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
  const first = shopper.locator('[aria-roledescription="slide"]').first();
  const picture = first.locator('picture');
  await expect(picture).toHaveCount(1);
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /^\/media\/[0-9a-f]{32}\/320\.avif 320w, \/media\/[0-9a-f]{32}\/640\.avif 640w, \/media\/[0-9a-f]{32}\/1280\.avif 1280w$/,
  );
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\/640\.webp 640w/);
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('sizes', '(min-width: 540px) 540px, 100vw');
  const img = picture.locator('img');
  await expect(img).toHaveAttribute('alt', `${product.name}, side view in tortoise`);
  await expect(img).toHaveAttribute('width', '640');
  await expect(img).toHaveAttribute('loading', 'eager');
  // The browser chose and drew one of the encodings (AVIF: Chromium takes the first source).
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc)).toMatch(/\/media\/.+\.avif$/);
  await expect(gallery).toBeVisible();
  const file = testInfo.outputPath('shop-product-photo-390.png');
  await shopper.screenshot({ path: file, animations: 'disabled' });
  await testInfo.attach('shop-product-photo-390', { path: file, contentType: 'image/png' });
  await phone.close();
});

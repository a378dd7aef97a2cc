import sharp from 'sharp';
import { test, expect, screenshot } from '../support';
import { newMember, signInAsMember } from './member';

/**
 * The console's Pages and posts at 1280×800 (issue 26): a content member writes a new information
 * page with a picture uploaded into its Markdown, sees the live preview drawn by the shop's own
 * renderer (an event handler typed into the text is gone), publishes it, and a shopper on a phone
 * (390×844, a context of their own) reads it at /pages/{slug} with its picture.
 */
test('a content member writes and publishes a page with a picture and a shopper reads it on a phone', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const writer = await newMember(request, 'content');
  await signInAsMember(page, writer, '/admin/content');
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Pages and posts' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages and posts' })).toBeVisible();
  await expect(page.getByRole('table', { name: "Information pages, blog posts, company news and readers' topics" })).toBeVisible();
  await screenshot(page, testInfo, 'console-content-list');

  await page.getByRole('link', { name: 'New page' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/pages\/new$/);
  const form = page.getByRole('form', { name: 'Page' });
  const slug = `lens-care-${Date.now().toString(36)}`;
  const title = `Caring for your lenses ${slug.slice(10)}`;
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Address', { exact: true }).fill(slug);
  await form.getByLabel('Description', { exact: true }).fill('How to keep your lenses clear, in three steps.');
  const body = form.getByLabel('Body', { exact: true });
  await body.fill('## Three steps\n\nRinse, wipe with the cloth, keep them in the case.\n\n<img src=x onerror="alert(1)">\n\n');

  // A picture, under the shop's upload rules, goes into the text as Markdown where the cursor is.
  const png = await sharp({ create: { width: 960, height: 480, channels: 3, background: { r: 30, g: 110, b: 200 } } })
    .png()
    .toBuffer();
  await form.getByLabel("Picture's text alternative").fill('A lens cloth folded beside glasses');
  await form.getByLabel('Upload a picture').setInputFiles({ name: 'cloth.png', mimeType: 'image/png', buffer: png });
  await expect(body).toHaveValue(/!\[A lens cloth folded beside glasses\]\(\/media\/[0-9a-f]{32}\/\d+\.webp\)/, { timeout: 20_000 });
  const picture = /\((\/media\/[^)]+)\)/.exec(await body.inputValue())![1]!;

  // The live preview: the shop's renderer and sanitizer, drawn again as the text changes.
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = form.getByRole('region', { name: 'Preview as shoppers see it' });
  await expect(preview.getByRole('heading', { name: 'Three steps' })).toBeVisible();
  await expect(preview.locator(`img[src="${picture}"]`)).toHaveCount(1);
  await expect(preview.locator('[onerror]')).toHaveCount(0);
  await body.press('End');
  await body.pressSequentially('Replace the cloth every year.');
  await expect(preview.getByText('Replace the cloth every year.')).toBeVisible();
  await screenshot(page, testInfo, 'console-content-editor');

  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/pages\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Page' }).getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `See it in the shop (/pages/${slug})` })).toBeVisible();

  // A shopper's phone, a context of its own: the page at its address, with the picture.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const shopper = await phone.newPage();
  await shopper.goto(`/pages/${slug}`);
  await expect(shopper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(shopper.getByText('Replace the cloth every year.')).toBeVisible();
  const img = shopper.getByRole('img', { name: 'A lens cloth folded beside glasses' });
  await expect(img).toHaveAttribute('src', picture);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  expect(await shopper.locator('[onerror]').count()).toBe(0);
  await img.scrollIntoViewIfNeeded();
  await shopper.screenshot({ path: testInfo.outputPath('shop-page-phone.png') });
  await phone.close();

  // A post's form has its kind and related products besides.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Pages and posts' }).click();
  await page.getByRole('link', { name: 'New post' }).click();
  const post = page.getByRole('form', { name: 'Post' });
  await expect(post.getByLabel('Kind')).toHaveValue('blog');
  await post.getByLabel('Kind').selectOption('company_news');
  await post.getByLabel('Related products').fill('1, 2');
  await post.getByRole('button', { name: 'Save' }).click();
  await expect(post.getByText('Please enter a title')).toBeVisible();
  await screenshot(page, testInfo, 'console-post-editor');
});

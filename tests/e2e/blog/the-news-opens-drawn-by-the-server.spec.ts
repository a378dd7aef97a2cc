import { test, expect } from '../support';

test('the news opened from its address: the server draws its first post, and the app shows the posts it sent without asking again', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/blog/getList')) asked.push(r.url());
  });
  // Before the app's script runs: the title and the first post's cover and title, in the document itself.
  const html = await (await page.request.get('/company-news')).text();
  expect(html).toContain('<section class="boot-blog"><h1>Company News</h1>');
  expect(html).toContain('id="first-screen-data"');

  await page.goto('/company-news');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Company News' })).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(10);
  await expect(main.getByRole('navigation', { name: 'Pages of posts' })).toContainText('Page 1 of 2');
  expect(asked).toEqual([]);

  // Another page of posts is asked for as before.
  await main.getByRole('navigation', { name: 'Pages of posts' }).getByRole('link', { name: 'Older posts' }).click();
  await expect(page).toHaveURL('/company-news?page=2');
  await expect(main.getByRole('article')).toHaveCount(2);
  expect(asked).toHaveLength(1);
});

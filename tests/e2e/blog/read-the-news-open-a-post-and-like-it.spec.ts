import { test, expect, screenshot } from '../support';
import { expectSignedIn, registerCustomer, submitAuthForm, uniqueEmail } from '../support/shop';

test('a shopper follows the footer to the news, filters by kind and tag, opens a post, is asked to sign in to like it, then likes it', async ({
  page,
  a11y,
}, testInfo) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Company News', exact: true }).click();
  await expect(page).toHaveURL('/company-news');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Company News' })).toBeVisible();
  await expect(page).toHaveTitle('Company News · Optic Shop');
  const cards = main.getByRole('article');
  await expect(cards).toHaveCount(10);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, 'company-news');
  // Every kind of post, ten a page: the second page has the oldest two.
  const pager = main.getByRole('navigation', { name: 'Pages of posts' });
  await expect(pager).toContainText('Page 1 of 2');
  await pager.getByRole('link', { name: 'Older posts' }).click();
  await expect(page).toHaveURL('/company-news?page=2');
  await expect(cards).toHaveCount(2);
  await expect(pager).toContainText('Page 2 of 2');
  await pager.getByRole('link', { name: 'Newer posts' }).click();
  await expect(page).toHaveURL('/company-news');

  // The company's own news only, then one tag.
  await main.getByRole('navigation', { name: 'Kinds of posts' }).getByRole('link', { name: 'Company news' }).click();
  await expect(page).toHaveURL('/company-news?kind=company_news');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByText('Company news', { exact: true })).toHaveCount(3);
  await main.getByRole('navigation', { name: 'Kinds of posts' }).getByRole('link', { name: 'All' }).click();
  await expect(cards).toHaveCount(10);

  // The newest post: cover, reading time, its text, related products, previous article.
  const newest = cards.first().getByRole('heading');
  const title = (await newest.textContent())!.trim();
  await newest.getByRole('link').click();
  await expect(page).toHaveURL(/\/company-news\/\d+$/);
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Optic Shop`);
  await expect(main.getByText(/min read/)).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'More articles' }).getByRole('link', { name: /Previous article/ })).toBeVisible();

  // A visitor pressing the heart is asked to sign in; nothing is liked.
  const heart = main.getByRole('button', { name: /^Like this article/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
  await expect(dialog).toBeVisible();
  await screenshot(page, testInfo, 'post-heart-asks-to-sign-in');
  const email = uniqueEmail(testInfo, 'blog-like');
  await registerCustomer(page.request, email, 'secret123');
  await submitAuthForm(dialog, email, 'secret123');
  await expectSignedIn(page);

  // Signed in, the heart likes the post and the count goes up by one; a reload keeps it.
  const before = Number(/(\d+) likes?/.exec((await heart.textContent()) ?? '')?.[1]);
  await main.getByRole('button', { name: /^Like this article/ }).click();
  const liked = main.getByRole('button', { name: /^Remove your like/ });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await expect(liked).toContainText(`${before + 1} like`);
  await a11y.check(page, 'post liked');
  await page.reload();
  await expect(main.getByRole('button', { name: /^Remove your like/ })).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, testInfo, 'post-liked');

  // The products the post is about: the cards the server relates to it, each leading to its product page.
  const postPath = new URL(page.url()).pathname;
  const postId = Number(postPath.split('/').pop());
  const { data: detail } = (await (await page.request.get(`/api/blog/getOne?id=${postId}`)).json()) as {
    data: { related: { id: number; name: string }[] };
  };
  expect(detail.related.length).toBeGreaterThan(0);
  const related = main.getByRole('region', { name: 'Products in this article' });
  await expect(related.getByRole('article')).toHaveCount(detail.related.length);
  for (const goods of detail.related) await expect(related.getByRole('link', { name: goods.name, exact: true })).toBeVisible();
  const first = detail.related[0]!;
  await related.getByRole('link', { name: first.name, exact: true }).click();
  await expect(page).toHaveURL(`/goods-detail/${first.id}`);
  await expect(main.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(postPath);
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // A tag of the post lists the posts that have it.
  const tag = main.getByRole('list', { name: 'Tags' }).getByRole('link').first();
  const tagName = (await tag.textContent())!.replace('#', '').trim();
  await tag.click();
  await expect(page).toHaveURL(new RegExp(`tag=${tagName}`));
  await expect(main.getByText(`Tagged “${tagName}”`)).toBeVisible();
  await expect(cards.filter({ hasText: title })).toHaveCount(1);

  // The readers' stories and questions, with the top category bar.
  await page.getByRole('contentinfo').getByRole('link', { name: "Readers' Topics", exact: true }).click();
  await expect(page).toHaveURL('/readers-topic');
  await expect(main.getByRole('heading', { level: 1, name: "Readers' Topics" })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  await expect(cards).toHaveCount(3);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, 'readers-topic');
});

test("an unknown post is the friendly not-found page in the shop's layout, answered 404 for search engines", async ({ page, pageProblems }) => {
  // The document's 404 and getOne's, which the browser logs.
  pageProblems.allow(/getOne\?id=99999999|\/company-news\/(99999999|not-a-post)\)/);
  const served = await page.goto('/company-news/99999999');
  expect(served?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Optic Shop home' })).toBeVisible();
  await expect(page).toHaveURL('/company-news/99999999');
  // Not a post's address at all: the same page, the same status.
  expect((await page.goto('/company-news/not-a-post'))?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
});

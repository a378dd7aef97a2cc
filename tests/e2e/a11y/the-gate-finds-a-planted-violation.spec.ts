import { test, expect } from '../support';
import { describeViolations, Gate, pageKey } from '../support/accessibility';

test('the accessibility gate checks the page a link leads to, reports a picture without a text alternative, and allow() covers just that one', async ({
  page,
  a11y,
}) => {
  // A picture with no alt, outside the app's root so it stays while the app changes pages.
  a11y.allow({ rule: 'image-alt', target: /#gate-probe/, reason: 'this journey plants the violation to see the gate find it' });
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.id = 'gate-probe';
    img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.body.append(img);
  });

  // A navigation inside the app (history API): the gate checks the new page once it has settled.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Order Tracking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await expect.poll(() => a11y.found.filter((v) => v.rule === 'image-alt' && new URL(v.url).pathname === '/track-order').length).toBe(1);
  const found = a11y.found.find((v) => v.rule === 'image-alt')!;
  expect(found).toMatchObject({ impact: 'critical', targets: ['#gate-probe'], lang: 'en', dir: 'ltr' });

  // A checkpoint (as at a screenshot) checks the state as it now stands, under its name; the same
  // state again is not checked twice. The header's Live badge comes with the lobby's first answer,
  // which a loaded machine may give after the page has settled: the state is taken once it is there.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Live: / })).toBeVisible();
  await page.getByLabel('Order number').fill('OS0000-AAAAAA');
  await a11y.check(page, 'filled');
  expect(a11y.found.filter((v) => v.label === 'filled').map((v) => v.rule)).toEqual(['image-alt']);
  await a11y.check(page, 'filled again');
  expect(a11y.found.filter((v) => v.label === 'filled again')).toEqual([]);
});

test('the gate’s report: one entry per rule and page, narrowed by the exceptions, readable', () => {
  const gate = new Gate();
  const seen = {
    url: 'http://127.0.0.1/cart',
    lang: 'en',
    dir: 'ltr',
    help: 'Images must have alternative text',
    helpUrl: 'https://example.com/image-alt',
    detail: 'no alt',
  };
  gate.record(pageKey(seen.url, 'en'), {
    url: seen.url,
    state: 's1',
    lang: 'en',
    dir: 'ltr',
    disturbed: false,
    violations: [{ rule: 'image-alt', impact: 'critical', help: seen.help, helpUrl: seen.helpUrl, targets: ['#a', '#b'], detail: seen.detail }],
  });
  gate.record(pageKey(`${seen.url}?x=1`, 'en'), { url: `${seen.url}?x=2`, state: 's2', lang: 'en', dir: 'ltr', disturbed: true, violations: [] });
  expect([...gate.seen]).toEqual(['en /cart', 'en /cart?x=#']);
  // A state seen while the page changed is not taken as checked.
  expect([...gate.states]).toEqual(['s1']);
  expect(pageKey('http://127.0.0.1/payment?order_id=12&method=card', 'ar')).toBe('ar /payment?method=card&order_id=#');

  gate.allow({ rule: 'image-alt', target: /#a/, reason: 'test' });
  expect(gate.unexpected().map((v) => v.targets)).toEqual([['#b']]);
  expect(describeViolations(gate.unexpected())).toBe(
    [
      '- image-alt (critical): Images must have alternative text',
      '  on http://127.0.0.1/cart [lang=en dir=ltr]',
      '    #b',
      '  first: no alt',
      '  https://example.com/image-alt',
    ].join('\n'),
  );
  gate.allow({ rule: 'image-alt', page: /\/cart$/, reason: 'test' });
  expect(gate.unexpected()).toEqual([]);
});

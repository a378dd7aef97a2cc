import { test, expect } from '../support';
import type { Page } from '@playwright/test';

/** The links and buttons of the page (the launcher aside) whose boxes the launcher's box overlaps, as they are on screen now. */
function coveredByLauncher(page: Page) {
  return page.evaluate(() => {
    const launcher = document.querySelector('button[aria-label="Chat with us"]')!.getBoundingClientRect();
    const covered: string[] = [];
    for (const el of document.querySelectorAll('a[href], button, input, select, textarea')) {
      if (el.getAttribute('aria-label') === 'Chat with us') continue;
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      if (r.left < launcher.right && r.right > launcher.left && r.top < launcher.bottom && r.bottom > launcher.top)
        covered.push(el.textContent?.trim() || el.outerHTML.slice(0, 80));
    }
    return covered;
  });
}

/**
 * The links of the page that something else is over (the chat's launcher, the Live badge, the sticky
 * header) once the shopper has scrolled to them: each link is brought to the middle of the screen,
 * which the last ones of the page cannot reach (they stay at the bottom, where the floating buttons
 * are: the page's end keeps room for them), and then scrolled up to from the end of the page, as a
 * keyboard focus does, which leaves it at the top edge, where the header is. A link passes when the
 * element at its centre is itself (or inside it, or a link to the same place). Each is described by
 * its text or its markup.
 */
function linksHiddenWhenScrolledTo(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    const hidden: string[] = [];
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) => {
      const r = a.getBoundingClientRect();
      // Shown and in the page's flow (the skip link waits above the page until it is focused).
      return r.width > 0 && r.height > 0 && r.top + window.scrollY >= 0 && a.checkVisibility({ visibilityProperty: true });
    });
    const ways: [string, (link: HTMLAnchorElement) => void][] = [
      ['brought to the middle', (link) => link.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' })],
      [
        'scrolled up to',
        (link) => {
          window.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
          link.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
        },
      ],
    ];
    for (const link of links) {
      for (const [how, scroll] of ways) {
        scroll(link);
        const r = link.getBoundingClientRect();
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        // A card's picture and its name may be one link drawn over the other: the click goes to the same place.
        const same = at && (at === link || link.contains(at) || at.closest('a[href]')?.getAttribute('href') === link.getAttribute('href'));
        if (!same)
          hidden.push(`${link.textContent?.trim() || link.outerHTML.slice(0, 80)} (${how}): under ${at?.outerHTML.slice(0, 60) ?? 'nothing'}`);
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return { checked: links.length, hidden };
  });
}

test("the support chat launcher covers no link at the end of a page, stays on the screen, and is not over the live room's popup", async ({
  page,
}) => {
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await expect(launcher).toBeVisible();
  const box = (await launcher.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y + box.height).toBeLessThan(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);

  // Scrolled to the end of the page, the footer's last links are clear of it.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // (The page grows while its sections load: scrolled again until the end stays the end.)
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.scrollingElement!;
          window.scrollTo(0, root.scrollHeight);
          return root.scrollHeight - (window.scrollY + window.innerHeight) <= 2;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(await coveredByLauncher(page)).toEqual([]);

  // Every link of the long page can be clicked where the shopper scrolls to see it: nothing floats over it.
  const links = await linksHiddenWhenScrolledTo(page);
  expect(links.checked).toBeGreaterThan(20);
  expect(links.hidden).toEqual([]);

  // With the live room's popup open, the launcher is not over it nor over its backdrop.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Live: New frames, live from the workshop' }).click();
  const room = page.getByRole('dialog', { name: 'New frames, live from the workshop' });
  await expect(room).toBeVisible();
  await expect(launcher).toBeHidden();
  await room.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(room).toHaveCount(0);
  await expect(launcher).toBeVisible();
});

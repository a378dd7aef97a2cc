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
      if (r.left < launcher.right && r.right > launcher.left && r.top < launcher.bottom && r.bottom > launcher.top) covered.push(el.textContent?.trim() || el.outerHTML.slice(0, 80));
    }
    return covered;
  });
}

/**
 * The links of the page that something else is over (the chat's launcher, the sticky header) when a
 * shopper scrolls just far enough to see them, as the browser does for a keyboard focus or a
 * "scroll into view": from above, a link stops at the bottom edge, where the launcher floats; from
 * below, at the top edge, under the header. A link passes when the element at its centre is itself
 * (or inside it). Each is described by its text or its markup.
 */
function linksHiddenWhenScrolledTo(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    const hidden: string[] = [];
    // Fixed: where it is on the screen does not change with the scroll.
    const launcher = document.querySelector('button[aria-label="Chat with us"]')?.getBoundingClientRect();
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) => {
      const r = a.getBoundingClientRect();
      // Shown and in the page's flow (the skip link waits above the page until it is focused).
      return r.width > 0 && r.height > 0 && r.top + window.scrollY >= 0 && a.checkVisibility({ visibilityProperty: true });
    });
    for (const link of links) {
      for (const from of [0, root.scrollHeight]) {
        window.scrollTo({ top: from, behavior: 'instant' });
        link.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
        const r = link.getBoundingClientRect();
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const name = `${link.textContent?.trim() || link.outerHTML.slice(0, 80)} (scrolled ${from ? 'up' : 'down'} to it)`;
        if (!at || !(at === link || link.contains(at))) hidden.push(`${name}: under ${at?.outerHTML.slice(0, 60) ?? 'nothing'}`);
        // Nor even partly under the launcher (its centre could be clear while its end is not).
        else if (launcher && r.left < launcher.right && r.right > launcher.left && r.top < launcher.bottom && r.bottom > launcher.top) hidden.push(`${name}: partly under the launcher`);
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return { checked: links.length, hidden };
  });
}

test('the support chat launcher covers no link at the end of a page, stays on the screen, and is not over the live room\'s popup', async ({ page }) => {
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
  await expect.poll(() => page.evaluate(() => {
    const root = document.scrollingElement!;
    window.scrollTo(0, root.scrollHeight);
    return root.scrollHeight - (window.scrollY + window.innerHeight) <= 2;
  }), { timeout: 15_000 }).toBe(true);
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

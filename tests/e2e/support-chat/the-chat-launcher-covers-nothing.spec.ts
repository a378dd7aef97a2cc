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

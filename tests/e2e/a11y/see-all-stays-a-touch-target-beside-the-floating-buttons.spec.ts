import type { Locator, Page } from '@playwright/test';
import { test, expect, screenshot } from '../support';
import { scrollUntilPresent } from '../support/shop';
import { say, speak } from '../support/words';

/**
 * The home page's "See all" targets (each goods row's link, the coupon strip's button) sit at the
 * inline end of their rows, where the floating chat button floats. Scrolled so that the button
 * covers part of one, axe's target-size rule still finds a 24 px target beside it. Where a journey's
 * scroll happens to stop decided this before (a flaky gate); here each target is put there on purpose.
 */

/** Scrolls so that the chat button covers the lower part of `target` (their boxes overlap), and says so. */
async function halfUnderTheChatButton(page: Page, target: Locator, chat: Locator): Promise<void> {
  const button = (await chat.boundingBox())!;
  await target.evaluate((el, top) => {
    const box = el.getBoundingClientRect();
    window.scrollBy(0, box.top - (top - box.height / 2));
  }, button.y);
  const [t, b] = [(await target.boundingBox())!, (await chat.boundingBox())!];
  const overlap = Math.min(t.x + t.width, b.x + b.width) > Math.max(t.x, b.x) && Math.min(t.y + t.height, b.y + b.height) > Math.max(t.y, b.y);
  expect(overlap, 'the chat button covers part of the target').toBe(true);
}

/** axe's target-size rule on one element, as it stands on the screen now. */
async function targetSizeViolations(target: Locator): Promise<string[]> {
  return target.evaluate(async (el) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Element, o: object) => Promise<{ violations: { nodes: { failureSummary?: string }[] }[] }> } }
    ).axe;
    const result = await axe.run(el, { runOnly: { type: 'rule', values: ['target-size'] }, resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => n.failureSummary ?? ''));
  });
}

for (const lang of ['en', 'ar']) {
  test(`${lang}: every See all of the home page is still a 24 px target with the chat button over part of it`, async ({ page, a11y }, testInfo) => {
    await speak(page, lang);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const chat = page.getByRole('button', { name: say(lang, 'shell:support.open') });
    await expect(chat).toBeVisible();
    const coupons = page.getByRole('region', { name: say(lang, 'coupons:title'), exact: true });
    await scrollUntilPresent(page, coupons);
    const targets = [
      ...(await page.getByRole('link', { name: say(lang, 'home:rows.seeAllNamed', { name: '' }).trim() }).all()),
      coupons.getByRole('button', { name: say(lang, 'coupons:seeAll'), exact: true }),
    ];
    // The page as a whole first (and axe is in the page from then on).
    await a11y.check(page);
    expect(targets.length).toBeGreaterThanOrEqual(3);
    for (const target of targets) {
      await halfUnderTheChatButton(page, target, chat);
      expect(await targetSizeViolations(target), (await target.getAttribute('aria-label')) ?? 'coupons').toEqual([]);
    }
    await screenshot(page, testInfo, `${lang}-see-all-under-the-chat-button`);
  });
}

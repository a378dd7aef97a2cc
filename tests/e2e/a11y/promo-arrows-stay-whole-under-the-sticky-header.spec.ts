import type { Locator } from '@playwright/test';
import { test, expect, screenshot } from '../support';
import { say, speak } from '../support/words';

/**
 * Once the page is scrolled, the sticky header used to slide over the promo banner and cover half
 * of its arrows (axe's target-size rule flagged them). The banner now sticks under the header: at
 * any scroll its arrows are whole, at least 24 x 24 CSS px, and nothing lies over them.
 */

/** Whether every corner (inset by 1 px) and the centre of `target` is the target itself on screen. */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + 1, r.top + 1],
      [r.right - 1, r.top + 1],
      [r.left + 1, r.bottom - 1],
      [r.right - 1, r.bottom - 1],
      [r.left + r.width / 2, r.top + r.height / 2],
    ];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return !!hit && (hit === el || el.contains(hit));
    });
  });
}

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
  test(`${lang}: the promo banner's arrows stay whole 24 px targets once the page is scrolled`, async ({ page, a11y }, testInfo) => {
    await speak(page, lang);
    await page.goto('/');
    const banner = page.getByRole('region', { name: say(lang, 'shell:promo.label') });
    const arrows = [
      banner.getByRole('button', { name: say(lang, 'shell:promo.previous') }),
      banner.getByRole('button', { name: say(lang, 'shell:promo.next') }),
    ];
    await expect(arrows[0]!).toBeVisible();
    await a11y.check(page);
    const header = page.getByRole('banner');
    // A little (where the header met the banner's middle), then far down the page.
    for (const y of [17, 40, 900]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const headerBox = (await header.boundingBox())!;
      for (const arrow of arrows) {
        const box = (await arrow.boundingBox())!;
        expect(box.width, `scrolled ${y}`).toBeGreaterThanOrEqual(24);
        expect(box.height, `scrolled ${y}`).toBeGreaterThanOrEqual(24);
        expect(box.y, `scrolled ${y}: below the header`).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
        expect(await uncovered(arrow), `scrolled ${y}: nothing over the arrow`).toBe(true);
        expect(await targetSizeViolations(arrow), `scrolled ${y}`).toEqual([]);
      }
    }
    await screenshot(page, testInfo, `${lang}-promo-arrows-scrolled`);
  });
}

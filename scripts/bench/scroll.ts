/**
 * The frames lookbook's scroll (issue #14: "fast to scroll through hundreds of frames on a phone"):
 * the page opened at the phone viewport, then scrolled down by a finger's flick per animation frame
 * until SCROLL_FRAMES frames were drawn or every frame of the catalogue was shown. The page itself
 * times each animation frame (requestAnimationFrame deltas), so the figures are what a shopper
 * sees: the frame interval's median and 95th percentile, the frames slower than 50 ms (a visible
 * stutter), and how many cards were loaded on the way (the next pages come as the end nears).
 * Headless Chromium draws without a GPU here: a phone's figures are better.
 */
export interface ScrollBench {
  frames: number;
  p50Ms: number;
  p95Ms: number;
  longFrames: number;
  cardsLoaded: number;
  cardsTotal: number;
}

/** Frames drawn while scrolling (about 20 s at 60 fps). */
const SCROLL_FRAMES = 1200;
/** CSS pixels per frame: a brisk flick (1,200 px/s at 60 fps, about 1.4 phone screens a second). */
const STEP_PX = 20;

export async function runLookbookScroll(baseUrl: string): Promise<ScrollBench> {
  const { chromium } = await import('@playwright/test');
  const { chromiumPath, CHROMIUM_ARGS, PHONE } = await import('../chromium');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/optical-frames-online-catalog-z`, { waitUntil: 'networkidle' });
    await page
      .getByRole('status')
      .filter({ hasText: /frames shown/ })
      .waitFor();
    // A string, not a function: the bench runs under tsx, whose helpers a page does not have.
    const intervals = (await page.evaluate(`new Promise((resolve) => {
      const out = [];
      let last = performance.now();
      const tick = (now) => {
        out.push(now - last);
        last = now;
        window.scrollBy(0, ${STEP_PX});
        const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        if (out.length >= ${SCROLL_FRAMES} || (atEnd && document.body.textContent.includes('You have seen all'))) resolve(out.slice(1));
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })`)) as number[];
    // "N of M frames shown" (the lookbook's status line).
    const status =
      (await page
        .getByRole('status')
        .filter({ hasText: /frames shown/ })
        .textContent()) ?? '';
    const [loaded = 0, total = 0] = (status.match(/\d+/g) ?? []).map(Number);
    const sorted = [...intervals].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
    return {
      frames: intervals.length,
      p50Ms: at(0.5),
      p95Ms: at(0.95),
      longFrames: intervals.filter((ms) => ms > 50).length,
      cardsLoaded: loaded,
      cardsTotal: total,
    };
  } finally {
    await browser.close();
  }
}

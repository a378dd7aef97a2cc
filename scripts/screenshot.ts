/**
 * `npm run screenshot -- / /sign-in [--url=http://localhost:3000]`: opens each path in headless
 * Chromium at the journeys' phone viewport (390x844, 2x, touch) and saves full-page PNGs to
 * test-results/screenshots/. Without --url it serves the built app on a throwaway database.
 * Console errors, page errors and failed requests are printed, so a look also catches those.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS, PHONE } from './chromium';
import { ensureBuilt, ROOT } from './lib/build';
import { startShop, type ShopServer } from './lib/server';

async function main() {
  const args = process.argv.slice(2);
  const given = args.find((a) => a.startsWith('--url='))?.slice('--url='.length);
  const paths = args.filter((a) => !a.startsWith('--'));
  if (paths.length === 0) paths.push('/');

  let shop: ShopServer | undefined;
  if (!given) {
    ensureBuilt();
    shop = await startShop({ stdio: 'ignore', env: { LOG_LEVEL: 'warn', SHOP_DEV_ENDPOINTS: '1' } });
  }
  const base = (given ?? shop!.url).replace(/\/$/, '');
  const outDir = path.join(ROOT, 'test-results', 'screenshots');
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ ...PHONE, locale: 'en-US' });
    for (const p of paths) {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
      await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
      const slug = p.replace(/^\/+|\/+$/g, '').replace(/[^\w.-]+/g, '-') || 'home';
      const file = path.join(outDir, `${slug}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      console.log(`${p} -> ${path.relative(ROOT, file)}${problems.length ? `\n  ${problems.join('\n  ')}` : ''}`);
      await page.close();
    }
  } finally {
    await browser.close();
    await shop?.stop();
  }
}

main().catch((err) => {
  console.error(`screenshot: ${(err as Error).message}`);
  process.exit(1);
});

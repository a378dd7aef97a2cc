import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS, PHONE } from './scripts/chromium';

/** Fixed and unusual, so a dev server on 3000/5173 never gets in the way. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * The second shop: the journeys of tests/e2e/questionnaire-promo/ run in a shop that runs the
 * seed's questionnaires; every other journey in one that runs none (its setup ends them through
 * the service `npm run questionnaires -- end` uses), so the promo never covers a journey's home
 * page and no answer of our server is stood in for.
 */
const E2E_PROMO_PORT = E2E_PORT + 1;
const promoURL = `http://127.0.0.1:${E2E_PROMO_PORT}`;
const PROMO_JOURNEYS = 'questionnaire-promo/**/*.spec.ts';
/** The back-office console's journeys (tests/e2e/admin/): at a desktop's 1280×800, as the console is laid out for. */
const CONSOLE_JOURNEYS = 'admin/**/*.spec.ts';
const isCI = !!process.env.CI;
/**
 * `npm test` retries a failed journey once (E2E_RETRIES=1, scripts/test-all.ts): two browsers, the
 * server and axe share two cores, and a rare timing failure under that load is reported as flaky
 * (listed by Playwright, with the trace of its retry) instead of failing the run; a journey that
 * fails twice fails. Run alone, a journey is not retried.
 */
const retries = Number(process.env.E2E_RETRIES ?? (isCI ? 1 : 0));

/**
 * Journeys run in Debian's headless Chromium at a phone viewport against the built app, served by
 * the real server on a throwaway PGlite database (scripts/serve-fresh.ts builds first if dist/ is
 * missing). See tests/README.md.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  forbidOnly: isCI,
  retries,
  // 2 cores: one server, at most two browsers.
  // Three browsers at once: a journey waits on the page much of its time, so two left the two cores
  // partly idle. Measured on this 2-core machine, the whole run: 2 workers 572 s and 3 workers 470 s
  // (both with unit tests running beside them), 4 workers 423 s alone with the cores saturated (vmstat:
  // 3% idle); 3 keeps headroom for the journeys' timing (E2E_WORKERS overrides).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // A hang's limit, not a speed goal: two browsers, the server and axe share two cores here; each
  // step's own 5 s expect timeout still catches what does not show.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  // `list` ends with Playwright's usual "N passed (Xs)"; scripts/test-all.ts adds the json reporter.
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    ...devices['Pixel 7'],
    ...PHONE,
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'block',
    // Recording a trace slows every journey (about 15% here): with retries, only the retry records one.
    trace: retries > 0 ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    // Ends the seed's questionnaires in the main shop before its journeys (tests/e2e/shop.setup.ts).
    { name: 'shop-setup', testMatch: 'shop.setup.ts' },
    { name: 'mobile-chromium', testIgnore: [PROMO_JOURNEYS, CONSOLE_JOURNEYS], dependencies: ['shop-setup'] },
    {
      name: 'console',
      testMatch: CONSOLE_JOURNEYS,
      dependencies: ['shop-setup'],
      use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
    },
    { name: 'questionnaire-running', testMatch: PROMO_JOURNEYS, use: { baseURL: promoURL } },
  ],
  webServer: [shop(E2E_PORT, baseURL), shop(E2E_PROMO_PORT, promoURL)],
});

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

/** One shop on `port`: the built app and the real server on its own throwaway PGlite database. */
function shop(port: number, url: string): WebServer {
  return {
    command: 'node --import tsx scripts/serve-fresh.ts',
    url: `${url}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: process.env.E2E_LOG_LEVEL ? 'pipe' : 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Journeys sign in and register many times from one IP.
      AUTH_RATE_MAX: '100000',
      // Enables GET /api/dev/outbox (tests/e2e/support/outbox.ts), POST /api/dev/stock (support/cart.ts),
      // POST /api/dev/questionnaires/end (shop.setup.ts), and the staff ones: GET /api/dev/staff-setup-link
      // (the first owner's link the server printed) and POST /api/dev/staff (a member with a known
      // password: support/operator.ts `operatorBearer`, how journeys call the console's endpoints).
      SHOP_DEV_ENDPOINTS: '1',
      // The Live badge asks which room is live every 2 s (30 s in production): a journey sees a room go live quickly.
      LIVE_NOW_POLL_MS: '2000',
      // Content in Spanish through the real offline engine (npm test installs it: scripts/ensure-apertium.ts).
      TRANSLATOR: 'apertium',
      // serve-fresh drops these too: the browser server always runs on embedded PGlite.
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
    },
  };
}

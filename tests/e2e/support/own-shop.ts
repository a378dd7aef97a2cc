import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { paths } from '../../../contract/endpoints';
import { startShop, type ShopServer } from '../../../scripts/lib/server';

/**
 * Ends every questionnaire the shop at `base` runs, as its operator would (`npm run questionnaires
 * -- end`; POST api/dev/questionnaires/end calls the same service): the journeys run in a shop
 * whose promo offers nothing, so it never covers their home page. `base` '' is the journey's shop.
 */
export async function endQuestionnaires(request: APIRequestContext, base = ''): Promise<void> {
  const res = await request.post(`${base}/${paths.devEndQuestionnaires}`);
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A journey's own shop (its own process, port and database under `dataDir`, which a restart finds
 * again), set up as the shared one is (playwright.config.ts): development endpoints on, no
 * questionnaire running. `env` adds to or overrides the server's environment.
 */
export async function startOwnShop(request: APIRequestContext, port: number, dataDir: string, env: Record<string, string> = {}): Promise<ShopServer> {
  const shop = await startShop({
    port,
    dataDir,
    stdio: 'ignore',
    readyTimeoutMs: 180_000,
    env: { HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', AUTH_RATE_MAX: '100000', SHOP_DEV_ENDPOINTS: '1', ...env },
  });
  await endQuestionnaires(request, shop.url);
  return shop;
}

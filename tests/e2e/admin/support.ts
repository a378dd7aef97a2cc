import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect } from '../support';
import { operatorAccount } from '../support/operator';
import { call } from '../support/payment';

/**
 * The console's one owner for the whole run: the setup link works once per server, so the journeys
 * of the console share this owner (the first journey creates it, the others sign in as it).
 */
export const OWNER = { email: `owner-${process.pid}-${Date.now().toString(36)}@example.com`, name: 'Olive Owner', password: 'owner-password-1' };

/** The first owner's setup link the server printed on start (api/dev/staff-setup-link), as a path of this shop. */
export async function setupLinkPath(request: APIRequestContext): Promise<string | null> {
  const link = await call<{ url: string } | null>(request, 'get', 'api/dev/staff-setup-link');
  return link ? new URL(link.url).pathname + new URL(link.url).search : null;
}

/** Signs in on the console's sign-in page and comes back to `path` (the guard's `next`). */
export async function signInToConsole(page: Page, who: { email: string; password: string }, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Password').fill(who.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 10_000 });
}

/** An order action's form, opened by its button. */
export async function openAction(page: Page, name: string) {
  await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name, exact: true }).click();
  return page.getByRole('form', { name });
}

/** The console's layout (playwright.config.ts' console project): a desktop's window. */
export const CONSOLE_VIEWPORT = { width: 1280, height: 800 };

/**
 * A support member's console, in a browser of its own at 1280×800 (a journey of the shop's phone
 * project answering its shopper): a new member of the support role signs in on the sign-in page
 * and lands on /admin/support, connected. `lang` is the language the console is asked to speak.
 */
export async function openSupportDesk(browser: Browser, request: APIRequestContext, testInfo: TestInfo, lang = 'en'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    // As the console project (playwright.config.ts): a desktop, not the shop's phone this context would inherit.
    viewport: CONSOLE_VIEWPORT,
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'block',
  });
  await context.addInitScript((lng) => localStorage.setItem('optic:language', JSON.stringify(lng)), lang);
  const desk = await context.newPage();
  await signInToConsole(desk, await operatorAccount(request, 'support'), '/admin/support');
  await expect(desk.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(desk.getByRole('heading', { name: 'Open conversations' })).toBeVisible();
  return desk;
}

import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

/** The seeded demo customer (server/db/seed.ts). */
export const DEMO = { email: 'demo@opticshop.example', password: 'demo1234' } as const;

/** An address no other journey uses, on any worker, in any run. */
export function uniqueEmail(testInfo: TestInfo, tag = 'e2e'): string {
  return `${tag}-${testInfo.workerIndex}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** The token the app keeps between visits (storage key `optic:accessToken`), or null. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('optic:accessToken');
    return raw == null ? null : (JSON.parse(raw) as string);
  });
}

/** Waits until the app has stored a token that is none of `not`, and returns it. */
export async function waitForToken(page: Page, not: (string | null)[] = []): Promise<string> {
  let token: string | null = null;
  await expect
    .poll(
      async () => {
        token = await storedToken(page);
        return token != null && !not.includes(token);
      },
      { message: 'a stored access token' },
    )
    .toBe(true);
  return token!;
}

/** Counts the requests whose URL path ends with `path` (e.g. 'api/visitor'). */
export function countRequests(page: Page, path: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === `/${path}`) counter.count += 1;
  });
  return counter;
}

/**
 * Scrolls down, as a shopper would, until `target` is on the page: the home page's parts below the
 * fold (rows, coupon strip, the sale's countdown) load only as they come near.
 */
export async function scrollUntilPresent(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await target.count()) === 0) await page.mouse.wheel(0, 500);
        return target.count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/** Opens the slide-in menu from the header and returns it. */
export async function openMenu(page: Page, name: string | RegExp = 'Menu'): Promise<Locator> {
  await header(page).getByRole('button', { name, exact: true }).click();
  const menu = page.getByRole('dialog', { name });
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens the sign-in/register dialog from the header's account button (signed out). */
export async function openLoginDialog(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the e-mail and password of a sign-in/register form (dialog or page) and submits it. */
export async function submitAuthForm(
  form: Locator,
  email: string,
  password: string,
  submit: 'Sign in' | 'Register' | 'Register and continue' = 'Sign in',
) {
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: submit, exact: true }).click();
}

/** Waits for the header's signed-in state: the account button replaces Sign in. */
export async function expectSignedIn(page: Page) {
  await expect(header(page).getByRole('button', { name: 'My account' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
}

export async function expectSignedOut(page: Page) {
  await expect(header(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'My account' })).toHaveCount(0);
}

/** Makes a customer over the API (as the register form would), with its own visitor token. */
export async function registerCustomer(request: APIRequestContext, email: string, password: string): Promise<void> {
  const visitor = await request.post('/api/visitor');
  const token = ((await visitor.json()) as { data: { access_token: string } }).data.access_token;
  const res = await request.post('/api/register', {
    headers: { authorization: `Bearer ${token}` },
    form: { email, password, c_password: password, firstname: 'E2E', lastname: 'Shopper', type: '1' },
  });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`register ${email} answered ${body.code}: ${body.msg}`);
}

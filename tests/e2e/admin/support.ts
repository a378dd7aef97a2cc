import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support';
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

import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../../../contract/endpoints';
import type { StaffRole } from '../../../contract/staff';
import { expect } from '../support';
import { call } from '../support/payment';

let seq = 0;

/** A new active member of `role` (never an owner), made through api/dev/staff (SHOP_DEV_ENDPOINTS), with its password. */
export async function newMember(
  request: APIRequestContext,
  role: Exclude<StaffRole, 'owner'>,
): Promise<{ id: number; email: string; password: string }> {
  const email = `member-${role}-${process.pid}-${Date.now().toString(36)}-${++seq}@example.com`;
  const made = await call<{ id: number; password: string }>(request, 'post', paths.devStaff, { json: { email, role } });
  return { id: made.id, email, password: made.password };
}

/** Opens `path`, is sent to the console's sign-in, signs in as `who` and comes back to `path`. */
export async function signInAsMember(page: Page, who: { email: string; password: string }, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Password').fill(who.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => decodeURIComponent(url.pathname + url.search) === decodeURIComponent(path), { timeout: 10_000 });
}

/** The console's navigation as a catalogue member sees it (contract/staff.ts: orders.read and catalogue.manage). */
export const CATALOGUE_NAVIGATION = ['Orders', 'Products', 'Categories', 'Navigation', 'Coupons', 'Sales', 'Currencies', 'Storefront'];

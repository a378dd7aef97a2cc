import type { APIRequestContext } from '@playwright/test';
import { adminPaths } from '../../../contract/admin';
import type { Envelope } from '../../../contract/codes';
import { paths } from '../../../contract/endpoints';
import type { StaffRole, StaffSession } from '../../../contract/staff';

let seq = 0;

/**
 * An active member of staff of `role` with a known password, made through api/dev/staff
 * (SHOP_DEV_ENDPOINTS), for a journey that signs in on the console's sign-in page.
 */
export async function operatorAccount(
  request: APIRequestContext,
  role: Exclude<StaffRole, 'owner'> = 'fulfilment',
  base = '',
): Promise<{ email: string; password: string }> {
  const email = `operator-${role}-${process.pid}-${Date.now().toString(36)}-${++seq}@example.com`;
  const made = await request.post(`${base}/${paths.devStaff}`, { data: { email, role } });
  const member = (await made.json()) as Envelope<{ password: string }>;
  if (member.code !== 200) throw new Error(`api/dev/staff answered ${member.code}: ${member.msg}`);
  return { email, password: member.data.password };
}

/**
 * A signed-in member of staff for a journey's server-side steps (the warehouse shipping an order,
 * the operator adjusting an amount): an active member made through api/dev/staff (SHOP_DEV_ENDPOINTS),
 * then signed in over api/admin/auth/sign-in. Not cached: each shop of the run has its own database.
 */
export async function operatorBearer(
  request: APIRequestContext,
  role: Exclude<StaffRole, 'owner'> = 'fulfilment',
  /** The shop's origin: '' is the journey's shop, another a shop of the journey's own (support/own-shop.ts). */
  base = '',
): Promise<string> {
  const { email, password } = await operatorAccount(request, role, base);
  const signed = await request.post(`${base}/${adminPaths.signIn}`, { data: { email, password } });
  const session = (await signed.json()) as Envelope<StaffSession>;
  if (session.code !== 200) throw new Error(`staff sign-in answered ${session.code}: ${session.msg}`);
  return session.data.access_token;
}

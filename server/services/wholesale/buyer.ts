import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import { messages } from '../../../contract/messages';

/**
 * Who may use the business services (pre-orders, reorder, custom logo, drop shipping, the rebate):
 * every signed-in customer for now. The one place to switch to the business-account check
 * (a customer who declared a business) when that exists.
 */
export async function canUseBusinessServices(_db: Db, userId: number | null): Promise<boolean> {
  return userId != null;
}

/** Refuses (403 businessOnly) a caller who may not use the business services. */
export async function requireBusinessBuyer(db: Db, userId: number | null): Promise<number> {
  if (userId == null || !(await canUseBusinessServices(db, userId))) throw forbidden(messages.businessOnly);
  return userId;
}

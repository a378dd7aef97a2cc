import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import { said } from '../../../contract/messages';
import { isBusinessBuyer } from './business';

/**
 * Who may use the business services (pre-orders, reorder, custom logo, drop shipping, the rebate):
 * a customer who declared a business in account settings (the one check, `isBusinessBuyer`).
 */
export async function canUseBusinessServices(db: Db, userId: number | null): Promise<boolean> {
  return isBusinessBuyer(db, userId);
}

/** Refuses (403 businessOnly) a caller who may not use the business services. */
export async function requireBusinessBuyer(db: Db, userId: number | null): Promise<number> {
  if (userId == null || !(await canUseBusinessServices(db, userId))) throw forbidden(said('businessOnly'));
  return userId;
}

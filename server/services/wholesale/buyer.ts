import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import { said } from '../../../contract/messages';
import { isBusinessBuyer, type BusinessRules } from './business';

/**
 * Who may use the business services (pre-orders, reorder, custom logo, drop shipping, the rebate):
 * a business buyer (the one check, `isBusinessBuyer`: declared, and approved when BUSINESS_APPROVAL is on).
 */
export async function canUseBusinessServices(db: Db, userId: number | null, rules: BusinessRules): Promise<boolean> {
  return isBusinessBuyer(db, userId, rules);
}

/** Refuses (403 businessOnly) a caller who may not use the business services. */
export async function requireBusinessBuyer(app: Pick<FastifyInstance, 'db' | 'config'>, userId: number | null): Promise<number> {
  if (userId == null || !(await canUseBusinessServices(app.db, userId, app.config))) throw forbidden(said('businessOnly'));
  return userId;
}

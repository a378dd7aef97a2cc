import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { UserInfo } from '../../../contract/entities';
import type { BusinessProfileInput } from '../../../contract/schemas/wholesale';
import { BUSINESS_USER_TYPE, type BusinessProfile } from '../../../contract/wholesale';
import type { Db } from '../../db/client';
import { businessProfiles, users } from '../../db/schema';
import { unauthorized } from '../../errors';
import { toUserInfo } from '../auth/users';

const toProfile = (r: typeof businessProfiles.$inferSelect): BusinessProfile => ({
  company_name: r.companyName,
  tax_id: r.taxId,
  business_type: r.businessType as BusinessProfile['business_type'],
  country: r.country,
});

/**
 * THE check of a business buyer (wholesale prices and minimums, pre-orders, rebate): a customer
 * who declared a business in account settings (users.type 2). A visitor (no user id) is not one.
 */
export async function isBusinessBuyer(db: Db, userId: number | null | undefined): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db.select({ type: users.type }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.type === BUSINESS_USER_TYPE;
}

/** Whether the caller of a public route (a customer's token, when one is sent) is a business buyer. */
export async function callerIsBusiness(req: FastifyRequest): Promise<boolean> {
  if (!req.headers.authorization) return false;
  const who = await req.identity();
  return who.kind === 'customer' && isBusinessBuyer(req.server.db, who.userId);
}

/** GET api/users/business: the declared business, or null. */
export async function businessProfileOf(db: Db, userId: number): Promise<BusinessProfile | null> {
  const [row] = await db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId)).limit(1);
  return row ? toProfile(row) : null;
}

/**
 * POST api/users/business: declares (or changes) the customer's business, and makes them a
 * business buyer, in one transaction. Answers the profile and the user info the session takes.
 */
export async function declareBusiness(db: Db, userId: number, input: BusinessProfileInput): Promise<{ profile: BusinessProfile; user: UserInfo }> {
  return db.transaction(async (tx) => {
    const values = {
      companyName: input.company_name,
      taxId: input.tax_id.toUpperCase(),
      businessType: input.business_type,
      country: input.country.toUpperCase(),
    };
    const [row] = await tx
      .insert(businessProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: businessProfiles.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    const [user] = await tx.update(users).set({ type: BUSINESS_USER_TYPE }).where(eq(users.id, userId)).returning();
    if (!user) throw unauthorized();
    return { profile: toProfile(row!), user: toUserInfo(user) };
  });
}

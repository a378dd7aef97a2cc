import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { UserInfo } from '../../../contract/entities';
import type { BusinessProfileInput } from '../../../contract/schemas/wholesale';
import { BUSINESS_USER_TYPE, type BusinessProfile } from '../../../contract/wholesale';
import type { Config } from '../../config';
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

/** What of the shop's configuration decides who is a business buyer (`app.config` is one). */
export type BusinessRules = Pick<Config, 'businessApproval'>;

/**
 * THE check of a business buyer (wholesale prices and minimums, pre-orders, rebate): a customer
 * who declared a business (users.type 2: in account settings, or at registration). With
 * BUSINESS_APPROVAL on (`rules.businessApproval`), only one whose business profile staff approved;
 * otherwise a pending or declined profile changes nothing. A visitor (no user id) is not one.
 */
export async function isBusinessBuyer(db: Db, userId: number | null | undefined, rules: BusinessRules): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({ type: users.type, status: businessProfiles.status })
    .from(users)
    .leftJoin(businessProfiles, eq(businessProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (row?.type !== BUSINESS_USER_TYPE) return false;
  return !rules.businessApproval || row.status === 'approved';
}

/** Whether the caller of a public route (a customer's token, when one is sent) is a business buyer. */
export async function callerIsBusiness(req: FastifyRequest): Promise<boolean> {
  if (!req.headers.authorization) return false;
  const who = await req.identity();
  return who.kind === 'customer' && isBusinessBuyer(req.server.db, who.userId, req.server.config);
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
      .onConflictDoUpdate({
        target: businessProfiles.userId,
        // A declined business, or another company or tax id, waits for staff's review again.
        set: {
          ...values,
          status: sql`case when ${businessProfiles.status} = 'declined' or ${businessProfiles.taxId} <> excluded.tax_id or ${businessProfiles.companyName} <> excluded.company_name then 'pending' else ${businessProfiles.status} end`,
          updatedAt: new Date(),
        },
      })
      .returning();
    const [user] = await tx.update(users).set({ type: BUSINESS_USER_TYPE }).where(eq(users.id, userId)).returning();
    if (!user) throw unauthorized();
    return { profile: toProfile(row!), user: toUserInfo(user) };
  });
}

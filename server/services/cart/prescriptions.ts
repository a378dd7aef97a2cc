import { and, desc, eq, sql } from 'drizzle-orm';
import { said } from '../../../contract/messages';
import { SAVED_PRESCRIPTIONS_MAX, type Prescription, type SavedPrescription } from '../../../contract/prescription';
import type { Db } from '../../db/client';
import { savedPrescriptions, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';

const toSaved = (r: typeof savedPrescriptions.$inferSelect): SavedPrescription => ({
  id: r.id,
  name: r.name,
  prescription: r.prescription,
  created_at: r.createdAt.toISOString(),
});

/** GET api/users/prescriptions: the customer's saved prescriptions, newest first. */
export async function savedPrescriptionsOf(db: Db, userId: number): Promise<SavedPrescription[]> {
  const rows = await db.select().from(savedPrescriptions).where(eq(savedPrescriptions.userId, userId)).orderBy(desc(savedPrescriptions.id));
  return rows.map(toSaved);
}

/**
 * POST api/users/prescriptions: keeps a prescription under a name. At most
 * SAVED_PRESCRIPTIONS_MAX per customer (409): the customer's row is locked while counting, so
 * two saves at once cannot pass the limit together.
 */
export async function savePrescription(db: Db, userId: number, input: { name: string; prescription: Prescription }): Promise<SavedPrescription> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(savedPrescriptions)
      .where(eq(savedPrescriptions.userId, userId));
    if ((count?.n ?? 0) >= SAVED_PRESCRIPTIONS_MAX) throw conflict(null, said('rxSavedFull'), { max: SAVED_PRESCRIPTIONS_MAX });
    const [row] = await tx.insert(savedPrescriptions).values({ userId, name: input.name, prescription: input.prescription }).returning();
    return toSaved(row!);
  });
}

/** DELETE api/users/prescriptions/{id}: another customer's, or one already gone, is a 404. */
export async function deletePrescription(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(savedPrescriptions)
    .where(and(eq(savedPrescriptions.id, id), eq(savedPrescriptions.userId, userId)))
    .returning({ id: savedPrescriptions.id });
  if (!gone.length) throw notFound(said('rxNotFound'));
}

/** PUT api/users/prescriptions/{id}: a new name; another customer's, or one gone, is a 404. */
export async function renamePrescription(db: Db, userId: number, id: number, name: string): Promise<SavedPrescription> {
  const [row] = await db
    .update(savedPrescriptions)
    .set({ name })
    .where(and(eq(savedPrescriptions.id, id), eq(savedPrescriptions.userId, userId)))
    .returning();
  if (!row) throw notFound(said('rxNotFound'));
  return toSaved(row);
}

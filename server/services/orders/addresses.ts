import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Address } from '../../../contract/checkout';
import { ADDRESS_BOOK_MAX } from '../../../contract/constants';
import { said } from '../../../contract/messages';
import type { ShipAddress } from '../../../contract/orders';
import { countryOf, regionOf } from '../../../contract/regions';
import type { AddressForm } from '../../../contract/schemas/checkout';
import type { Db } from '../../db/client';
import { addresses, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';

type AddressRow = typeof addresses.$inferSelect;

export function toAddress(r: AddressRow): Address {
  return {
    id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    phone: r.phone,
    country_id: r.countryId,
    country: countryOf(r.countryId)?.country ?? r.countryId,
    region_id: r.regionId,
    region_code: r.regionCode,
    region: r.region,
    city: r.city,
    street: r.street,
    street2: r.street2,
    postcode: r.postcode,
    is_default: r.isDefault,
  };
}

/** The address as an order keeps it (orders.address, api/users/shipAddress/{id}). */
export function toShipAddress(a: Address): ShipAddress {
  const { firstname, lastname, phone, country_id, country, region_code, region, city, street, street2, postcode } = a;
  return { firstname, lastname, phone, country_id, country, region_code, region, city, street, street2, postcode };
}

/**
 * The columns of a validated form. A country with regions takes the region's code and name from
 * contract/regions.ts (the schema made sure region_id is one of them); any other country keeps
 * the free-text state and no region id or code.
 */
function columnsOf(input: AddressForm) {
  const region = input.region_id === undefined ? undefined : regionOf(input.country_id, input.region_id);
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    phone: input.phone,
    countryId: input.country_id,
    regionId: region?.region_id ?? null,
    regionCode: region?.code ?? '',
    region: region?.default_name ?? input.region,
    city: input.city,
    street: input.street,
    street2: input.street2,
    postcode: input.postcode,
  };
}

/** The customer's address book, the default first, then newest first. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.id));
  return rows.map(toAddress);
}

/** One of the customer's addresses; another customer's is a 404, as if it did not exist. */
export async function findAddress(db: Db, userId: number, id: number): Promise<Address> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  if (!row) throw notFound(said('addressNotFound'));
  return toAddress(row);
}

/** Serializes writes to one customer's book (count and default checks) for the transaction. */
async function lockBook(tx: Db, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function clearDefault(tx: Db, userId: number, except: number) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, except)));
}

/**
 * Adds an address. The first one becomes the default whatever the form says; one marked default
 * takes the mark from the others. At most ADDRESS_BOOK_MAX addresses (409 addressBookFull).
 */
export async function addAddress(db: Db, userId: number, input: AddressForm): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (n >= ADDRESS_BOOK_MAX) throw conflict(null, said('addressBookFull'), { max: ADDRESS_BOOK_MAX });
    const isDefault = n === 0 || input.is_default;
    if (isDefault) await clearDefault(tx, userId, 0);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columnsOf(input), isDefault })
      .returning();
    return toAddress(row!);
  });
}

/**
 * Replaces one of the customer's addresses. Marking it default takes the mark from the others;
 * the default stays the default until another address is chosen, so the book always has one.
 */
export async function updateAddress(db: Db, userId: number, id: number, input: AddressForm): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const current = await findAddress(tx, userId, id);
    const isDefault = current.is_default || input.is_default;
    if (isDefault) await clearDefault(tx, userId, id);
    const [row] = await tx
      .update(addresses)
      .set({ ...columnsOf(input), isDefault })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return toAddress(row!);
  });
}

/** Deletes one of the customer's addresses; when it was the default, the newest other one becomes it. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const current = await findAddress(tx, userId, id);
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current.is_default) return;
    const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.id)).limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

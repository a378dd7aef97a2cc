import { and, desc, eq, sql } from 'drizzle-orm';
import { said } from '../../../contract/messages';
import type { ShipAddress } from '../../../contract/orders';
import { countryOf, regionOf } from '../../../contract/regions';
import type { CreateShippingInput, EndCustomerForm, UpdateCustomerInput } from '../../../contract/schemas/wholesale-services';
import { UNSHIPPED_STATUSES, type DropShipment } from '../../../contract/wholesale-services';
import type { Db } from '../../db/client';
import { dropShipments, orders } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { lockOrder } from '../orders/order-lifecycle';

/** Orders that have not left the warehouse: their address can still change. */
const UNSHIPPED: readonly string[] = UNSHIPPED_STATUSES;

/** The end customer's address as an order keeps it (the region's code and name from contract/regions). */
function shipAddressOf(input: EndCustomerForm): ShipAddress {
  const region = input.region_id === undefined ? undefined : regionOf(input.country_id, input.region_id);
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    phone: input.phone,
    country_id: input.country_id,
    country: countryOf(input.country_id)?.country ?? input.country_id,
    region_code: region?.code ?? '',
    region: region?.default_name ?? input.region,
    city: input.city,
    street: input.street,
    street2: input.street2,
    postcode: input.postcode,
  };
}

type Row = { drop: typeof dropShipments.$inferSelect; orderNo: string; status: DropShipment['status'] };
function toDropShipment(r: Row): DropShipment {
  const { email = '', ...customer } = r.drop.customer as ShipAddress & { email?: string };
  return { id: r.drop.id, order_id: r.drop.orderId, order_no: r.orderNo, blind_packaging: r.drop.blindPackaging, customer, email, status: r.status };
}

const withOrder = (db: Db) =>
  db
    .select({ drop: dropShipments, orderNo: orders.orderNo, status: orders.status })
    .from(dropShipments)
    .innerJoin(orders, eq(orders.id, dropShipments.orderId));

/** GET api/dropshipping/list: the buyer's drop-shipping orders, newest first. */
export async function myDropShipments(db: Db, userId: number): Promise<DropShipment[]> {
  return (await withOrder(db).where(eq(dropShipments.userId, userId)).orderBy(desc(dropShipments.createdAt), desc(dropShipments.id))).map(
    toDropShipment,
  );
}

async function dropShipmentOf(db: Db, orderId: number): Promise<DropShipment> {
  const [row] = await withOrder(db).where(eq(dropShipments.orderId, orderId));
  return toDropShipment(row!);
}

/**
 * POST api/dropshipping/createShipping: one of the buyer's unshipped orders goes straight to their
 * own customer: the order's address becomes the end customer's, with blind packaging (no shop
 * branding, no prices in the parcel) when asked. One transaction with the order locked; another's
 * order is a 404, a shipped or cancelled one a 409, an order already drop-shipped a 409.
 */
export async function createDropShipment(db: Db, userId: number, input: CreateShippingInput): Promise<DropShipment> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.order_id, userId);
    if (order.deletedAt || !UNSHIPPED.includes(order.status)) throw conflict(null, said('orderShipped'));
    const [exists] = await tx.select({ id: dropShipments.id }).from(dropShipments).where(eq(dropShipments.orderId, order.id));
    if (exists) throw conflict(null, said('dropShipExists'));
    const address = shipAddressOf(input);
    await tx
      .update(orders)
      .set({ address: { ...address }, updatedAt: new Date(), version: sql`${orders.version} + 1` })
      .where(eq(orders.id, order.id));
    await tx
      .insert(dropShipments)
      .values({ orderId: order.id, userId, blindPackaging: input.blind_packaging, customer: { ...address, email: input.email } });
  });
  return dropShipmentOf(db, input.order_id);
}

/**
 * POST api/orders/updateCustomer: the end customer of an unshipped drop-shipping order changes
 * (the order's address with it). Another's order: 404; not drop-shipped: 404; shipped: 409.
 */
export async function updateEndCustomer(db: Db, userId: number, input: UpdateCustomerInput): Promise<DropShipment> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.order_id, userId);
    const [drop] = await tx
      .select({ id: dropShipments.id })
      .from(dropShipments)
      .where(and(eq(dropShipments.orderId, order.id), eq(dropShipments.userId, userId)));
    if (!drop) throw notFound(said('dropShipNotFound'));
    if (order.deletedAt || !UNSHIPPED.includes(order.status)) throw conflict(null, said('orderShipped'));
    const address = shipAddressOf(input);
    await tx
      .update(orders)
      .set({ address: { ...address }, updatedAt: new Date(), version: sql`${orders.version} + 1` })
      .where(eq(orders.id, order.id));
    await tx
      .update(dropShipments)
      .set({ customer: { ...address, email: input.email }, updatedAt: new Date() })
      .where(eq(dropShipments.id, drop.id));
  });
  return dropShipmentOf(db, input.order_id);
}

import { eq } from 'drizzle-orm';
import type { AdminInboxItem, InboxKind } from '../../../contract/admin';
import type { ShipAddress } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { arrivalNotifications, dropShipments, goods, goodsVariants, inquiries, odmRequests, orders, stockNotifications } from '../../db/schema';
import { lensInquiryFacts } from '../content/inquiries';

type Facts = AdminInboxItem['facts'];

/** "Label: value" lines (as the shop's mails write them) as label and value. */
const split = (lines: string[]): Facts =>
  lines.map((l) => {
    const at = l.indexOf(': ');
    return at < 0 ? { label: '', value: l } : { label: l.slice(0, at), value: l.slice(at + 2) };
  });

const when = (d: Date | null) => d?.toISOString() ?? '';

/**
 * What a message says beyond its text, by kind (the order of a contact message, a lens enquiry's
 * prescription, an OEM/ODM request's quantity and files, the drop shipment's end customer, the
 * product of a stock request), and the uploads it carries (only an OEM/ODM request has any).
 */
export async function factsOf(db: Db, kind: InboxKind, id: number): Promise<{ facts: Facts; uploadIds: number[] }> {
  switch (kind) {
    case 'contact':
    case 'lens': {
      const [i] = await db.select().from(inquiries).where(eq(inquiries.id, id));
      if (!i) return { facts: [], uploadIds: [] };
      const facts = [...(i.orderNo ? [`Order: ${i.orderNo}`] : []), ...(i.details ? lensInquiryFacts(i.details) : [])];
      return { facts: split(facts), uploadIds: [] };
    }
    case 'odm': {
      const [r] = await db.select().from(odmRequests).where(eq(odmRequests.id, id));
      if (!r) return { facts: [], uploadIds: [] };
      return {
        facts: [
          { label: 'Kind', value: r.kind.toUpperCase() },
          { label: 'Company', value: r.company || '-' },
          { label: 'Quantity', value: String(r.quantity) },
        ],
        uploadIds: r.uploadIds,
      };
    }
    case 'drop_shipping': {
      const [d] = await db
        .select({ drop: dropShipments, orderNo: orders.orderNo, status: orders.status })
        .from(dropShipments)
        .innerJoin(orders, eq(orders.id, dropShipments.orderId))
        .where(eq(dropShipments.id, id));
      if (!d) return { facts: [], uploadIds: [] };
      const c = d.drop.customer as Partial<ShipAddress> & { email?: string };
      return {
        facts: [
          { label: 'Order', value: d.orderNo },
          { label: 'Order status', value: d.status },
          { label: 'Blind packaging', value: d.drop.blindPackaging ? 'yes' : 'no' },
          { label: 'End customer', value: `${c.firstname ?? ''} ${c.lastname ?? ''}`.trim() },
          { label: 'Address', value: [c.street, c.street2, c.city, c.region, c.postcode, c.country].filter(Boolean).join(', ') },
          ...(c.phone ? [{ label: 'Phone', value: c.phone }] : []),
          ...(c.email ? [{ label: 'Email', value: c.email }] : []),
        ],
        uploadIds: [],
      };
    }
    case 'arrival': {
      const [a] = await db.select().from(arrivalNotifications).where(eq(arrivalNotifications.id, id));
      if (!a) return { facts: [], uploadIds: [] };
      return {
        facts: [{ label: 'Collection', value: a.collection }, ...(a.notifiedAt ? [{ label: 'Arrival mail sent', value: when(a.notifiedAt) }] : [])],
        uploadIds: [],
      };
    }
    case 'stock': {
      const [s] = await db
        .select({ n: stockNotifications, name: goods.name, sku: goods.sku, color: goodsVariants.color, stock: goodsVariants.stockQty })
        .from(stockNotifications)
        .innerJoin(goods, eq(goods.id, stockNotifications.goodsId))
        .innerJoin(goodsVariants, eq(goodsVariants.id, stockNotifications.variantId))
        .where(eq(stockNotifications.id, id));
      if (!s) return { facts: [], uploadIds: [] };
      return {
        facts: [
          { label: 'Product', value: `${s.name} (${s.sku})` },
          { label: 'Colour', value: s.color },
          { label: 'In stock now', value: String(s.stock) },
          ...(s.n.notifiedAt ? [{ label: 'Back-in-stock mail sent', value: when(s.n.notifiedAt) }] : []),
        ],
        uploadIds: [],
      };
    }
  }
}

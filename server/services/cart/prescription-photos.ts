import { and, eq, isNull, sql } from 'drizzle-orm';
import { said } from '../../../contract/messages';
import {
  awaitsPrescription,
  indicesFor,
  prescriptionSchema,
  type LineLens,
  type Prescription,
  type PrescriptionPhoto,
} from '../../../contract/prescription';
import { validate } from '../../../contract/schemas/validate';
import type { Db } from '../../db/client';
import { orderEvents, orderLines, orders, uploads } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { lockOrder } from '../orders/order-lifecycle';
import type { OperatorActor, OperatorApp, OperatorResult } from '../orders/order-admin';
import { recordAudit } from '../staff/audit';
import { sniffType } from '../uploads/sniff';
import { cleanUpload, storeUpload } from '../uploads/uploads';

/**
 * Photos of paper prescriptions: a customer uploads one in the lens configurator instead of typing
 * the values; the cart line and the order carry its id (`lens.photo_id`) with no prescription; the
 * order cannot ship until the operator has read it (readPrescription: the admin endpoint and
 * `npm run orders -- read-prescription`).
 */

/**
 * POST api/users/prescriptionPhoto: a JPEG, PNG or WebP judged by its bytes (never its name),
 * decoded and written again (services/uploads: metadata and anything appended dropped). Anything
 * else (an SVG too) is a 422 rxPhotoType; nothing is kept.
 */
export async function keepPrescriptionPhoto(db: Db, userId: number, data: Buffer, filename: string): Promise<PrescriptionPhoto> {
  const type = sniffType(data);
  if (!type || type === 'image/svg+xml') throw invalid({ file: said('rxPhotoType') });
  const file = await cleanUpload(data, filename);
  const id = await storeUpload(db, userId, 'rx', file);
  return { id, mime: file.mime, size: file.data.length };
}

/** The operator's look at a prescription photo (GET api/admin/prescription-photos/{id}): 404 for anything else. */
export async function prescriptionPhotoFile(db: Db, id: number, actor: OperatorActor = 'system'): Promise<{ mime: string; data: Buffer }> {
  const [row] = await db
    .select({ mime: uploads.mime, content: uploads.content, userId: uploads.userId })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.purpose, 'rx')));
  if (!row) throw notFound(said('rxPhotoUnknown'));
  // A prescription is health data: who looked at one is in the audit log.
  await db.transaction((tx) =>
    recordAudit(tx, actor, { action: 'prescription.read', record_kind: 'customer', record_id: row.userId ?? 'visitor', after: { photo_id: id } }),
  );
  return { mime: row.mime, data: row.content };
}

/** The photo is one of this customer's (cart lines refer to no one else's): 422 on `lens.photo_id` otherwise. */
export async function checkPhotoOwner(db: Db, userId: number | null, photoId: number): Promise<void> {
  const [row] =
    userId == null
      ? []
      : await db
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(eq(uploads.id, photoId), eq(uploads.userId, userId), eq(uploads.purpose, 'rx'), isNull(uploads.deletedAt)));
  if (!row) throw invalid({ 'lens.photo_id': said('rxPhotoUnknown') });
}

/**
 * The operator enters the prescription read from a line's photo: checked by the same rules as the
 * configurator's (prescriptionSchema of the line's usage; 422 on `prescription.<field>`), the index
 * ordered must be made for it (422 lensIndexNotAllowed). A line that does not wait: 409
 * rxNotAwaiting; an unknown order or line: 404. The order then proceeds as any other.
 */
export async function readPrescription(
  app: OperatorApp,
  orderId: number,
  lineId: number,
  raw: unknown,
  actor: OperatorActor = 'system',
): Promise<OperatorResult> {
  return app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const [line] = await tx
      .select({ id: orderLines.id, lens: orderLines.lens })
      .from(orderLines)
      .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)));
    if (!line) throw notFound(said('notFound'));
    const lens = line.lens as LineLens | null;
    if (!lens || !awaitsPrescription(lens)) throw conflict(null, said('rxNotAwaiting'));
    const checked = validate(prescriptionSchema(lens.usage), raw);
    if (!checked.ok) throw invalid(Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [`prescription.${k}`, v])));
    const prescription = checked.value as Prescription;
    if (!indicesFor(prescription).includes(lens.index)) throw invalid({ 'prescription.index': said('lensIndexNotAllowed') });
    await tx
      .update(orderLines)
      .set({ lens: { ...lens, prescription } })
      .where(eq(orderLines.id, line.id));
    await tx.insert(orderEvents).values({ orderId, status: order.status, description: `Prescription read from the photo (line ${line.id})` });
    await tx
      .update(orders)
      .set({ version: sql`${orders.version} + 1` })
      .where(eq(orders.id, orderId));
    await recordAudit(tx, actor, { action: 'prescription.write', record_kind: 'order', record_id: orderId, after: { line_id: line.id } });
    return { order_id: order.id, order_no: order.orderNo, status: order.status, total: order.total };
  });
}

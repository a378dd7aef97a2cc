import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { PHOTO_LIMITS, type AdminProductPhoto } from '../../../contract/admin-products';
import type { ShopPhoto } from '../../../contract/catalog';
import { said } from '../../../contract/messages';
import type { PhotoOrderInput, PhotoPatchInput, PhotoUploadInput } from '../../../contract/schemas/product-photos';
import type { Db } from '../../db/client';
import { goods, goodsVariants, productPhotos, shopImages } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import { recordAudit, type AuditActor } from '../staff/audit';
import { encodeImage, loadImages, shopImageOf, storeImage } from './media';

/**
 * A product's photos (console: api/admin/products/{id}/photos; shop: cards, product page, cart, live
 * room). Per colour (variant_id; null: every colour), in `sort` order, at most one the main one
 * (shown first and on the cards). Every change is in one transaction with its audit entry, and
 * drops the product's cached reads after the commit (through Redis when set).
 */

type PhotoApp = Pick<FastifyInstance, 'db' | 'readCache'>;

/** The product's photos, main first then in order (the console's list and the shop's gallery use this order). */
export async function listPhotos(db: Db, goodsId: number): Promise<AdminProductPhoto[]> {
  const rows = await db
    .select()
    .from(productPhotos)
    .where(eq(productPhotos.goodsId, goodsId))
    .orderBy(asc(productPhotos.sort), asc(productPhotos.id));
  const images = await loadImages(
    db,
    rows.map((r) => r.imageId),
  );
  return rows.map((r) => ({
    id: r.id,
    variant_id: r.variantId,
    alt: r.alt,
    is_main: r.isMain,
    sort: r.sort,
    image: shopImageOf(images.get(r.imageId)!),
  }));
}

async function productOf(db: Db, goodsId: number, lock = false) {
  const q = db.select({ id: goods.id, name: goods.name }).from(goods).where(eq(goods.id, goodsId));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(said('productNotFound'));
  return row;
}

async function checkColour(db: Db, goodsId: number, variantId: number | null | undefined): Promise<void> {
  if (variantId == null) return;
  const [row] = await db
    .select({ id: goodsVariants.id })
    .from(goodsVariants)
    .where(and(eq(goodsVariants.id, variantId), eq(goodsVariants.goodsId, goodsId)));
  if (!row) throw invalid({ variant_id: said('productColourUnknown') });
}

async function photoOf(db: Db, goodsId: number, photoId: number) {
  const [row] = await db
    .select()
    .from(productPhotos)
    .where(and(eq(productPhotos.id, photoId), eq(productPhotos.goodsId, goodsId)));
  if (!row) throw notFound(said('photoNotFound'));
  return row;
}

const countOf = async (db: Db, goodsId: number) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(productPhotos)
        .where(eq(productPhotos.goodsId, goodsId))
    )[0]?.n ?? 0,
  );

/**
 * Adds a photo: the product and colour checked first (404 productNotFound; 422 productColourUnknown
 * on variant_id; 422 photosTooMany past PHOTO_LIMITS.perProductMax), then the file checked and
 * encoded (services/media; outside the transaction, which is short), then the picture, its
 * encodings and the photo written together. The first photo of a product becomes its main one.
 */
export async function addPhoto(
  app: PhotoApp,
  actor: AuditActor,
  goodsId: number,
  input: PhotoUploadInput,
  data: Buffer,
): Promise<AdminProductPhoto[]> {
  await productOf(app.db, goodsId);
  await checkColour(app.db, goodsId, input.variant_id);
  if ((await countOf(app.db, goodsId)) >= PHOTO_LIMITS.perProductMax) throw invalid({ file: said('photosTooMany') });
  const encoded = await encodeImage(data);
  const staffId = typeof actor === 'object' ? actor.id : null;
  await app.db.transaction(async (tx) => {
    await productOf(tx, goodsId, true);
    if ((await countOf(tx, goodsId)) >= PHOTO_LIMITS.perProductMax) throw invalid({ file: said('photosTooMany') });
    const image = await storeImage(tx, 'product', staffId, encoded);
    const [last] = await tx
      .select({ sort: productPhotos.sort })
      .from(productPhotos)
      .where(eq(productPhotos.goodsId, goodsId))
      .orderBy(desc(productPhotos.sort))
      .limit(1);
    const [main] = await tx
      .select({ id: productPhotos.id })
      .from(productPhotos)
      .where(and(eq(productPhotos.goodsId, goodsId), eq(productPhotos.isMain, true)));
    const [row] = await tx
      .insert(productPhotos)
      .values({ goodsId, variantId: input.variant_id ?? null, imageId: image.id, alt: input.alt ?? '', sort: (last?.sort ?? -1) + 1, isMain: !main })
      .returning();
    await recordAudit(tx, actor, {
      action: 'product.photo.add',
      record_kind: 'product',
      record_id: goodsId,
      after: { photo_id: row!.id, key: image.key, variant_id: row!.variantId, alt: row!.alt, is_main: row!.isMain },
    });
  });
  app.readCache.invalidateGoods([goodsId]);
  return listPhotos(app.db, goodsId);
}

/** Changes a photo's alt text, colour, or makes it the main one (the one before stops being it). */
export async function updatePhoto(
  app: PhotoApp,
  actor: AuditActor,
  goodsId: number,
  photoId: number,
  input: PhotoPatchInput,
): Promise<AdminProductPhoto[]> {
  await app.db.transaction(async (tx) => {
    await productOf(tx, goodsId, true);
    const before = await photoOf(tx, goodsId, photoId);
    if (input.variant_id !== undefined) await checkColour(tx, goodsId, input.variant_id);
    const set: Partial<typeof productPhotos.$inferInsert> = {};
    if (input.alt !== undefined) set.alt = input.alt;
    if (input.variant_id !== undefined) set.variantId = input.variant_id;
    if (input.is_main !== undefined) set.isMain = input.is_main;
    // One main photo a product (a partial unique index): the old one steps down first.
    if (input.is_main)
      await tx
        .update(productPhotos)
        .set({ isMain: false })
        .where(and(eq(productPhotos.goodsId, goodsId), eq(productPhotos.isMain, true)));
    if (Object.keys(set).length) await tx.update(productPhotos).set(set).where(eq(productPhotos.id, photoId));
    await recordAudit(tx, actor, {
      action: 'product.photo.edit',
      record_kind: 'product',
      record_id: goodsId,
      before: { photo_id: photoId, alt: before.alt, variant_id: before.variantId, is_main: before.isMain },
      after: { photo_id: photoId, ...input },
    });
  });
  app.readCache.invalidateGoods([goodsId]);
  return listPhotos(app.db, goodsId);
}

/** Removes a photo and its picture; when it was the main one, the first left becomes main. */
export async function deletePhoto(app: PhotoApp, actor: AuditActor, goodsId: number, photoId: number): Promise<AdminProductPhoto[]> {
  await app.db.transaction(async (tx) => {
    await productOf(tx, goodsId, true);
    const before = await photoOf(tx, goodsId, photoId);
    await tx.delete(productPhotos).where(eq(productPhotos.id, photoId));
    // The picture is this photo's alone (cascades to its encodings).
    await tx.delete(shopImages).where(eq(shopImages.id, before.imageId));
    if (before.isMain) {
      const [next] = await tx
        .select({ id: productPhotos.id })
        .from(productPhotos)
        .where(eq(productPhotos.goodsId, goodsId))
        .orderBy(asc(productPhotos.sort), asc(productPhotos.id))
        .limit(1);
      if (next) await tx.update(productPhotos).set({ isMain: true }).where(eq(productPhotos.id, next.id));
    }
    await recordAudit(tx, actor, {
      action: 'product.photo.delete',
      record_kind: 'product',
      record_id: goodsId,
      before: { photo_id: photoId, alt: before.alt, variant_id: before.variantId, is_main: before.isMain },
    });
  });
  app.readCache.invalidateGoods([goodsId]);
  return listPhotos(app.db, goodsId);
}

/** Puts the photos in the order of `ids`, which must list each of the product's photos once (422 photoOrderInvalid on ids). */
export async function orderPhotos(app: PhotoApp, actor: AuditActor, goodsId: number, input: PhotoOrderInput): Promise<AdminProductPhoto[]> {
  await app.db.transaction(async (tx) => {
    await productOf(tx, goodsId, true);
    const rows = await tx.select({ id: productPhotos.id, sort: productPhotos.sort }).from(productPhotos).where(eq(productPhotos.goodsId, goodsId));
    const ids = input.ids;
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== rows.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
      throw invalid({ ids: said('photoOrderInvalid') });
    const before = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id).map((r) => r.id);
    for (const [sort, id] of ids.entries()) await tx.update(productPhotos).set({ sort }).where(eq(productPhotos.id, id));
    await recordAudit(tx, actor, {
      action: 'product.photo.order',
      record_kind: 'product',
      record_id: goodsId,
      before: { ids: before },
      after: { ids },
    });
  });
  app.readCache.invalidateGoods([goodsId]);
  return listPhotos(app.db, goodsId);
}

// ---------- the shop's side ----------

/** A product's photo as the shop shows it, with its colour and whether it is the main one. */
export interface GoodsPhoto {
  variantId: number | null;
  isMain: boolean;
  photo: ShopPhoto;
}

/**
 * The photos of these products for the shop, each product's main first then in order; alt text the
 * photo's own, else the product's name (and colour). Products without photos are absent.
 */
export async function photosOfGoods(db: Db, goodsIds: number[], names: Map<number, string> = new Map()): Promise<Map<number, GoodsPhoto[]>> {
  const out = new Map<number, GoodsPhoto[]>();
  if (!goodsIds.length) return out;
  const rows = await db
    .select()
    .from(productPhotos)
    .where(inArray(productPhotos.goodsId, [...new Set(goodsIds)]))
    .orderBy(desc(productPhotos.isMain), asc(productPhotos.sort), asc(productPhotos.id));
  if (!rows.length) return out;
  const images = await loadImages(
    db,
    rows.map((r) => r.imageId),
  );
  for (const r of rows) {
    const image = images.get(r.imageId);
    if (!image) continue;
    const list = out.get(r.goodsId) ?? [];
    list.push({ variantId: r.variantId, isMain: r.isMain, photo: { ...shopImageOf(image), alt: r.alt || names.get(r.goodsId) || '' } });
    out.set(r.goodsId, list);
  }
  return out;
}

/** The photo a colour of a product shows (a cart line, the live room): its own first, else one of every colour, else the main one. */
export function photoForColour(photos: GoodsPhoto[] | undefined, variantId: number | null | undefined): ShopPhoto | undefined {
  if (!photos?.length) return undefined;
  return ((variantId != null ? photos.find((p) => p.variantId === variantId) : undefined) ?? photos.find((p) => p.variantId == null) ?? photos[0])
    ?.photo;
}

import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { PRICE_TYPE_OF, type GoodsStatus } from '../../../contract/admin-products';
import { Reason, type FieldMessages } from '../../../contract/codes';
import { said } from '../../../contract/messages';
import type { ProductInput } from '../../../contract/schemas/admin-products';
import type { Db } from '../../db/client';
import {
  cartItems,
  categories,
  goods,
  goodsVariants,
  ladderPrices,
  orderLines,
  preOrders,
  shoppingListLines,
  staffMembers,
  stockMovements,
  wholesalePrices,
} from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { refreshSearchText } from '../catalog/search';
import { isUniqueViolation } from '../platform/db-errors';
import type { ReadCache } from '../platform/read-cache';
import { recordAudit, type AuditActor } from '../staff/audit';
import { translateSoon } from '../translate/job';
import { productDetail } from './products-read';

/**
 * Writing a product (the console's form, api/admin/products; the CSV import, many in one
 * transaction). Each function takes a `Db` or a transaction: given a transaction it writes inside
 * it (a savepoint), so a caller can write many products all-or-nothing. The contract's schema
 * (productInputSchema) has checked the input; here is what only the database knows, each refusal a
 * 422 on its field with nothing written. After the commit the caller calls `productsChanged`
 * (the read cache in every process, the translation job).
 */

/** Who writes: a signed-in member (req.staff), a member's id, or the terminal / the shop itself. */
export type ProductActor = AuditActor | number;

async function actorOf(db: Db, actor: ProductActor): Promise<AuditActor> {
  if (typeof actor !== 'number') return actor;
  const [m] = await db.select({ email: staffMembers.email, role: staffMembers.role }).from(staffMembers).where(eq(staffMembers.id, actor));
  return { id: actor, email: m?.email ?? `staff #${actor}`, role: m?.role ?? 'catalogue', tokenId: 0 } as AuditActor;
}

const staffIdOf = (actor: AuditActor): number | null => (typeof actor === 'object' ? actor.id : null);

/** The goods columns of an input: the price kinds mapped onto price, special_price and price_type. */
function goodsValues(input: ProductInput) {
  const kind = input.price_type;
  return {
    categoryId: input.category_id,
    sku: input.sku,
    name: input.name,
    description: input.description ?? '',
    status: input.status,
    shape: input.shape ?? '',
    rim: input.rim ?? '',
    material: input.material ?? '',
    gender: input.gender ?? '',
    lensWidth: input.lens_width ?? null,
    bridge: input.bridge ?? null,
    temple: input.temple ?? null,
    sphMin: input.sph_min ?? null,
    sphMax: input.sph_max ?? null,
    purchaseLimit: input.purchase_limit ?? 0,
    lowStockThreshold: input.low_stock_threshold ?? 5,
    wholesaleMoq: input.wholesale_moq ?? 0,
    priceType: PRICE_TYPE_OF[kind],
    // special: what a shopper pays is special_price, the original stays goods.price.
    price: kind === 'special' ? input.original_price! : input.price,
    specialPrice: kind === 'special' ? input.price : null,
  };
}

/** What only the database knows about an input, before anything is written: each refusal on its field. */
async function checkAgainstDatabase(tx: Db, input: ProductInput, goodsId: number | null, ownColourIds: Set<number>): Promise<void> {
  const errors: FieldMessages = {};
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id));
  if (!category) errors.category_id = said('productCategoryUnknown');
  const [skuOwner] = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(and(sql`lower(${goods.sku}) = lower(${input.sku})`, goodsId == null ? undefined : ne(goods.id, goodsId)))
    .limit(1);
  if (skuOwner) errors.sku = said('productSkuTaken');
  input.colours.forEach((c, i) => {
    if (c.id != null && !ownColourIds.has(c.id)) errors[`colours[${i}].id`] = said('productColourUnknown');
  });
  const skus = input.colours.map((c) => c.sku.toLowerCase());
  if (skus.length) {
    const taken = await tx
      .select({ sku: goodsVariants.sku })
      .from(goodsVariants)
      .where(and(inArray(sql`lower(${goodsVariants.sku})`, skus), goodsId == null ? undefined : ne(goodsVariants.goodsId, goodsId)));
    const takenSet = new Set(taken.map((t) => t.sku.toLowerCase()));
    input.colours.forEach((c, i) => {
      if (takenSet.has(c.sku.toLowerCase())) errors[`colours[${i}].sku`] = said('productColourSkuTaken');
    });
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Colours no cart line, order, shopping list or pre-order holds (those rows keep the colour: it cannot go). */
async function heldColours(tx: Db, variantIds: number[]): Promise<number[]> {
  if (!variantIds.length) return [];
  const found = await Promise.all(
    [cartItems, orderLines, shoppingListLines, preOrders].map((t) =>
      tx.selectDistinct({ id: t.variantId }).from(t).where(inArray(t.variantId, variantIds)),
    ),
  );
  return [...new Set(found.flat().map((r) => r.id))];
}

/**
 * Ladder and wholesale tiers replaced by the input's. A ladder's table begins at one piece with the
 * product's price (the shop's tier table, its list price and every reader of ladder_price read that
 * row, as the seed writes it); the console's tiers are those from 2 pieces (productDetail leaves
 * the first row out).
 */
async function writeTiers(tx: Db, goodsId: number, input: ProductInput): Promise<void> {
  await tx.delete(ladderPrices).where(eq(ladderPrices.goodsId, goodsId));
  if (input.price_type === 'ladder' && input.ladder.length) {
    const tiers = [{ min_qty: 1, price: input.price }, ...input.ladder];
    await tx.insert(ladderPrices).values(tiers.map((t) => ({ goodsId, minQty: t.min_qty, price: t.price })));
  }
  await tx.delete(wholesalePrices).where(eq(wholesalePrices.goodsId, goodsId));
  if (input.wholesale.length) {
    await tx.insert(wholesalePrices).values(input.wholesale.map((t) => ({ goodsId, minQty: t.min_qty, price: t.price })));
  }
}

/**
 * The colours as the input lists them: existing ones (by id) renamed, re-coloured, re-SKUed and
 * re-ordered (their stock changes only through the stock endpoint); new ones added with their
 * first stock, recorded as `received`; the product's colours not listed removed, unless held.
 */
async function writeColours(tx: Db, goodsId: number, input: ProductInput, existing: number[], actor: AuditActor): Promise<void> {
  const kept = new Set(input.colours.flatMap((c) => (c.id != null ? [c.id] : [])));
  const removed = existing.filter((id) => !kept.has(id));
  if (removed.length) {
    if ((await heldColours(tx, removed)).length) throw invalid({ colours: said('productColourInUse') });
    await tx.delete(goodsVariants).where(inArray(goodsVariants.id, removed));
  }
  // Two colours may swap SKUs in one save: park the kept ones' SKUs first (the index is unique).
  if (kept.size) {
    await tx
      .update(goodsVariants)
      .set({ sku: sql`'~' || ${goodsVariants.id}` })
      .where(inArray(goodsVariants.id, [...kept]));
  }
  for (const [sort, c] of input.colours.entries()) {
    const values = { color: c.name, colorHex: c.hex, sku: c.sku, sort };
    if (c.id != null) {
      await tx.update(goodsVariants).set(values).where(eq(goodsVariants.id, c.id));
      continue;
    }
    const stock = c.stock ?? 0;
    const [row] = await tx
      .insert(goodsVariants)
      .values({ ...values, goodsId, stockQty: stock })
      .returning({ id: goodsVariants.id });
    if (stock > 0) {
      await tx.insert(stockMovements).values({
        goodsId,
        variantId: row!.id,
        delta: stock,
        qtyAfter: stock,
        reason: 'received',
        note: 'First stock of a new colour',
        staffId: staffIdOf(actor),
      });
    }
  }
}

/** A unique violation that slipped past the checks (two saves at once) is still a 422 on its field. */
function asFieldError(err: unknown): never {
  if (isUniqueViolation(err)) {
    const text = String(
      (err as { constraint?: string; cause?: { constraint?: string } }).cause?.constraint ?? (err as { constraint?: string }).constraint ?? err,
    );
    if (/variants/.test(text)) throw invalid({ colours: said('productColourSkuTaken') });
    throw invalid({ sku: said('productSkuTaken') });
  }
  throw err;
}

/** The audit's view of a product: its detail without what the server derives. */
const auditView = ({ photos: _p, created_at: _c, updated_at: _u, shop_url: _s, ...rest }: Awaited<ReturnType<typeof productDetail>>) => rest;

/** POST api/admin/products: a new product with its colours and tiers; its id. Audited `product.create`. */
export async function createProduct(db: Db, staff: ProductActor, input: ProductInput): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const actor = await actorOf(tx, staff);
      await checkAgainstDatabase(tx, input, null, new Set());
      const [row] = await tx.insert(goods).values(goodsValues(input)).returning({ id: goods.id });
      const id = row!.id;
      await writeTiers(tx, id, input);
      await writeColours(tx, id, input, [], actor);
      await refreshSearchText(tx, [id]);
      await recordAudit(tx, actor, {
        action: 'product.create',
        record_kind: 'product',
        record_id: id,
        after: auditView(await productDetail(tx, id)),
      });
      return id;
    });
  } catch (err) {
    return asFieldError(err);
  }
}

/** The product locked for a change, its version checked: 404 productNotFound, a stale version 409 productChanged. */
async function lockProduct(tx: Db, id: number, expectedVersion: number | undefined): Promise<{ version: number }> {
  const [row] = await tx.select({ version: goods.version }).from(goods).where(eq(goods.id, id)).for('update');
  if (!row) throw notFound(said('productNotFound'));
  if (expectedVersion !== undefined && row.version !== expectedVersion) {
    throw conflict(Reason.productChanged, said('productChanged'), { version: row.version });
  }
  return row;
}

/**
 * PUT api/admin/products/{id}: the product as the input says (colours by id; new ones added; the
 * others removed unless a cart, order, shopping list or pre-order holds them). With
 * `expectedVersion`, a stale copy is a 409 productChanged. Raises the version; audited `product.update`.
 */
export async function updateProduct(db: Db, staff: ProductActor, id: number, input: ProductInput, expectedVersion?: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const actor = await actorOf(tx, staff);
      await lockProduct(tx, id, expectedVersion);
      const before = await productDetail(tx, id);
      const existing = before.colours.map((c) => c.id);
      await checkAgainstDatabase(tx, input, id, new Set(existing));
      await tx
        .update(goods)
        .set({ ...goodsValues(input), version: sql`${goods.version} + 1`, updatedAt: sql`now()` })
        .where(eq(goods.id, id));
      await writeTiers(tx, id, input);
      await writeColours(tx, id, input, existing, actor);
      await refreshSearchText(tx, [id]);
      await recordAudit(tx, actor, {
        action: 'product.update',
        record_kind: 'product',
        record_id: id,
        before: auditView(before),
        after: auditView(await productDetail(tx, id)),
      });
    });
  } catch (err) {
    asFieldError(err);
  }
}

/**
 * POST api/admin/products/{id}/status: publishes, archives or makes a draft of a product (a stale
 * version is a 409 productChanged). The same status again changes and records nothing.
 */
export async function setProductStatus(db: Db, staff: ProductActor, id: number, status: GoodsStatus, expectedVersion?: number): Promise<void> {
  await db.transaction(async (tx) => {
    const actor = await actorOf(tx, staff);
    await lockProduct(tx, id, expectedVersion);
    const [row] = await tx.select({ status: goods.status }).from(goods).where(eq(goods.id, id));
    if (row!.status === status) return;
    await tx
      .update(goods)
      .set({ status, version: sql`${goods.version} + 1`, updatedAt: sql`now()` })
      .where(eq(goods.id, id));
    await recordAudit(tx, actor, {
      action: 'product.status',
      record_kind: 'product',
      record_id: id,
      before: { status: row!.status },
      after: { status },
    });
  });
}

/**
 * After products were written and committed: shoppers see them within moments in every process
 * (the read cache drops them and every catalogue entry, through Redis when set; the first screens
 * are drawn from those entries), and this process's translation job runs for their new texts.
 */
export function productsChanged(app: { readCache: ReadCache }, goodsIds: number[]): void {
  if (goodsIds.length) app.readCache.invalidateGoods(goodsIds);
  translateSoon();
}

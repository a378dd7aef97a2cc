/**
 * The catalogue as CSV (api/admin/products.csv) and its import (api/admin/products/import), in the
 * columns of PRODUCT_CSV_COLUMNS, one line per colour; a product's fields repeat on each of its
 * colours' lines (the first line of a product wins when they differ, and the report says so).
 *
 * - Products are matched by their SKU and colours by theirs (case aside): an SKU the shop does not
 *   have is a new product (or colour); a colour of the product the file does not list is kept.
 * - `category` is read as a category's id, its slug, or its name (case aside, in that order); the
 *   export writes the slug. Tiers (`ladder`, `wholesale`) are `qty:price|qty:price`.
 * - An empty cell is the field's default (e.g. status draft, no sizes): the file is the whole truth
 *   of each product it lists, so export, edit, import.
 * - Each product is checked with the contract's productInputSchema (one copy of a product's rules),
 *   and with what only the database knows; each message `column: message` on its line.
 * - `stock` is the colour's count: a change is written as a stock movement with reason `import`.
 * - A dry run reports every line (created, updated, unchanged, error) and writes nothing. A real run
 *   checks again inside one transaction and writes everything with the product write service
 *   (product-write.ts), or nothing when any line has an error (422 csvHasErrors with the report).
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  PRODUCT_CSV_COLUMNS,
  type CsvImportReport,
  type CsvLineReport,
  type CsvLineResult,
  type PriceTier,
  type ProductCsvColumn,
} from '../../../contract/admin-products';
import { CSV_LIMITS } from '../../../contract/admin-products';
import { Code } from '../../../contract/codes';
import { consoleMessages as cm } from '../../../contract/console-messages';
import { said } from '../../../contract/messages';
import { textOf } from '../../../contract/all-messages';
import { productInputSchema, type AdminProductQueryInput, type ProductInput } from '../../../contract/schemas/admin-products';
import { validate } from '../../../contract/schemas/validate';
import type { Db } from '../../db/client';
import { categories, goods, goodsVariants, ladderPrices, stockMovements, wholesalePrices } from '../../db/schema';
import { ApiError, invalid } from '../../errors';
import { serveStockNotices } from '../catalog/stock';
import { recordAudit, type StaffActor } from '../staff/audit';
import { csvLine, CsvFileError, readCsvTable } from './csv';
import { createProduct, productsChanged, updateProduct } from './product-write';
import { listProducts, priceKindOf, shownPrice } from './products-read';

type Cells = Record<ProductCsvColumn, string>;

interface StoredColour {
  id: number;
  name: string;
  hex: string;
  sku: string;
  stock: number;
}

/** A product as the shop has it, in the input's terms (the colours with their ids and stock). */
interface Stored {
  id: number;
  version: number;
  input: Omit<ProductInput, 'colours'> & { colours: StoredColour[] };
  categorySlug: string;
}

const tiersText = (tiers: readonly PriceTier[]) => tiers.map((t) => `${t.min_qty}:${t.price}`).join('|');

const byTier = (rows: Array<{ goodsId: number; minQty: number; price: number }>) => {
  const out = new Map<number, PriceTier[]>();
  for (const r of [...rows].sort((a, b) => a.minQty - b.minQty)) {
    const list = out.get(r.goodsId) ?? [];
    list.push({ min_qty: r.minQty, price: r.price });
    out.set(r.goodsId, list);
  }
  return out;
};

/** Products by id, or by SKU (case aside), in the input's terms: a few queries for any number of them. */
async function loadStored(db: Db, by: { ids?: number[]; skus?: string[] }): Promise<Stored[]> {
  const where = by.ids
    ? by.ids.length
      ? inArray(goods.id, by.ids)
      : undefined
    : by.skus?.length
      ? inArray(
          sql`lower(${goods.sku})`,
          by.skus.map((s) => s.toLowerCase()),
        )
      : undefined;
  if (!where) return [];
  const rows = await db
    .select({ g: goods, slug: categories.slug })
    .from(goods)
    .innerJoin(categories, eq(categories.id, goods.categoryId))
    .where(where);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.g.id);
  const [variants, ladder, wholesale] = await Promise.all([
    db.select().from(goodsVariants).where(inArray(goodsVariants.goodsId, ids)).orderBy(asc(goodsVariants.sort), asc(goodsVariants.id)),
    db
      .select({ goodsId: ladderPrices.goodsId, minQty: ladderPrices.minQty, price: ladderPrices.price })
      .from(ladderPrices)
      .where(inArray(ladderPrices.goodsId, ids)),
    db
      .select({ goodsId: wholesalePrices.goodsId, minQty: wholesalePrices.minQty, price: wholesalePrices.price })
      .from(wholesalePrices)
      .where(inArray(wholesalePrices.goodsId, ids)),
  ]);
  const ladders = byTier(ladder);
  const wholesales = byTier(wholesale);
  const rank = new Map((by.ids ?? ids).map((id, k) => [id, k]));
  return rows
    .map(({ g, slug }) => {
      const kind = priceKindOf(g.priceType);
      const shown = shownPrice(g);
      return {
        id: g.id,
        version: g.version,
        categorySlug: slug,
        input: {
          name: g.name,
          description: g.description,
          category_id: g.categoryId,
          sku: g.sku,
          status: g.status,
          shape: g.shape,
          rim: g.rim,
          material: g.material,
          gender: g.gender,
          lens_width: g.lensWidth,
          bridge: g.bridge,
          temple: g.temple,
          sph_min: g.sphMin,
          sph_max: g.sphMax,
          purchase_limit: g.purchaseLimit,
          low_stock_threshold: g.lowStockThreshold,
          price_type: kind,
          price: shown.price,
          original_price: shown.original_price,
          // A tier from 1 piece (the seed's) is the price itself: the schema's tiers start at 2, so it is left out.
          ladder: kind === 'ladder' ? (ladders.get(g.id) ?? []).filter((t) => t.min_qty > 1) : [],
          wholesale_moq: g.wholesaleMoq,
          wholesale: wholesales.get(g.id) ?? [],
          colours: variants
            .filter((v) => v.goodsId === g.id)
            .map((v) => ({ id: v.id, name: v.color, hex: v.colorHex, sku: v.sku, stock: v.stockQty })),
        },
      };
    })
    .sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
}

// ---------- export ----------

/** The lines of one product, one per colour. */
function linesOf(p: Stored): string {
  const i = p.input;
  return i.colours
    .map((c) => {
      const cells: Record<ProductCsvColumn, string | number | null> = {
        sku: i.sku,
        name: i.name,
        description: i.description,
        category: p.categorySlug,
        status: i.status,
        price_type: i.price_type,
        price: i.price,
        original_price: i.original_price ?? null,
        ladder: tiersText(i.ladder),
        wholesale_moq: i.wholesale_moq,
        wholesale: tiersText(i.wholesale),
        shape: i.shape,
        rim: i.rim,
        material: i.material,
        gender: i.gender,
        lens_width: i.lens_width ?? null,
        bridge: i.bridge ?? null,
        temple: i.temple ?? null,
        sph_min: i.sph_min ?? null,
        sph_max: i.sph_max ?? null,
        purchase_limit: i.purchase_limit,
        low_stock_threshold: i.low_stock_threshold,
        colour_sku: c.sku,
        colour: c.name,
        colour_hex: c.hex,
        stock: c.stock,
      };
      return csvLine(PRODUCT_CSV_COLUMNS.map((k) => cells[k]));
    })
    .join('');
}

const EXPORT_BATCH = 500;

/**
 * GET api/admin/products.csv: the products the list's filters find (its own query, listProducts,
 * in its order, every page), one line per colour, a batch at a time.
 */
export async function* productsCsv(db: Db, q: AdminProductQueryInput): AsyncGenerator<string> {
  yield csvLine([...PRODUCT_CSV_COLUMNS]);
  for (let page = 1; ; page++) {
    const found = await listProducts(db, { ...q, page, page_size: EXPORT_BATCH });
    const stored = await loadStored(db, { ids: found.items.map((r) => r.id) });
    if (stored.length) yield stored.map(linesOf).join('');
    if (found.items.length < EXPORT_BATCH) return;
  }
}

// ---------- import ----------

/** A column of the file for each field path of productInputSchema (a colour's fields are its line's). */
const COLUMN_OF_COLOUR: Record<string, ProductCsvColumn> = { name: 'colour', hex: 'colour_hex', sku: 'colour_sku', stock: 'stock', id: 'colour_sku' };
function columnOf(path: string): { colour?: number; column: string } {
  const colour = /^colours\[(\d+)\]\.(\w+)/.exec(path);
  if (colour) return { colour: Number(colour[1]), column: COLUMN_OF_COLOUR[colour[2]!] ?? 'colour_sku' };
  const head = /^(\w+)/.exec(path)?.[1] ?? path;
  return { column: head === 'category_id' ? 'category' : head };
}

/** What a tier cell says, for the schema to check: `qty:price|qty:price` (a piece without a colon is a tier without a price). */
function tiersOf(cell: string): Array<{ min_qty: string; price: string }> {
  if (!cell.trim()) return [];
  return cell.split('|').map((piece) => {
    const [qty = '', price = ''] = piece.split(':');
    return { min_qty: qty.trim(), price: price.trim() };
  });
}

/** A cell as the schema gets it: '' is no value (the field's default). */
const given = (cell: string): string | undefined => (cell.trim() === '' ? undefined : cell);

/** The fields of a product, as each of its lines repeats them. */
const PRODUCT_COLUMNS = PRODUCT_CSV_COLUMNS.filter((c) => !['colour_sku', 'colour', 'colour_hex', 'stock'].includes(c));

interface LineIn {
  line: number;
  cells: Cells;
  messages: string[];
  error: boolean;
}

interface Planned {
  lines: LineIn[];
  stored: Stored | null;
  input: ProductInput | null;
  /** Per line: the colour's stored id, or null for a new one. */
  colourIds: Array<number | null>;
  result: CsvLineResult[];
}

const say = (column: string, message: string) => `${column}: ${message}`;

/** The categories, to read a cell as an id, a slug or a name. */
async function categoryReader(db: Db) {
  const rows = await db.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories);
  const byId = new Map(rows.map((r) => [String(r.id), r.id]));
  const bySlug = new Map(rows.map((r) => [r.slug.toLowerCase(), r.id]));
  const byName = new Map<string, number | null>();
  for (const r of rows) {
    const k = r.name.trim().toLowerCase();
    byName.set(k, byName.has(k) ? null : r.id);
  }
  return (cell: string): number | undefined | null => {
    const k = cell.trim().toLowerCase();
    if (!k) return undefined;
    return byId.get(k) ?? bySlug.get(k) ?? byName.get(k) ?? null;
  };
}

const sameTiers = (a: readonly PriceTier[], b: readonly PriceTier[]) =>
  a.length === b.length && a.every((t, k) => t.min_qty === b[k]!.min_qty && t.price === b[k]!.price);

/** The product's fields that differ (colours aside). */
function changedFields(stored: Omit<ProductInput, 'colours'>, next: Omit<ProductInput, 'colours'>): string[] {
  const out: string[] = [];
  for (const c of PRODUCT_COLUMNS) {
    const key = c === 'category' ? 'category_id' : c;
    const a = stored[key as keyof typeof stored];
    const b = next[key as keyof typeof next];
    const same =
      key === 'ladder' || key === 'wholesale'
        ? sameTiers((a ?? []) as PriceTier[], (b ?? []) as PriceTier[])
        : (a ?? null) === (b ?? null) || (typeof a === 'string' && typeof b === 'string' && a.trim() === b.trim());
    if (!same) out.push(c);
  }
  return out;
}

/**
 * Reads and checks a file against the database as it is now: every line's result, and for each
 * product what would be written. Nothing is written.
 */
async function plan(db: Db, text: string): Promise<Planned[]> {
  let table;
  try {
    table = readCsvTable(text, PRODUCT_CSV_COLUMNS, CSV_LIMITS.maxLines);
  } catch (err) {
    if (err instanceof CsvFileError) throw invalid({ file: err.said });
    throw err;
  }
  const categoryOf = await categoryReader(db);

  // Lines gathered by product SKU (case aside), in the file's order.
  const groups = new Map<string, LineIn[]>();
  const lone: LineIn[] = [];
  for (const l of table.lines) {
    const line: LineIn = { line: l.line, cells: l.cells, messages: [], error: false };
    const sku = l.cells.sku.trim().toLowerCase();
    if (!sku) {
      line.messages.push(say('sku', cm.productSkuRequired));
      line.error = true;
      lone.push(line);
      continue;
    }
    groups.set(sku, [...(groups.get(sku) ?? []), line]);
  }

  const stored = new Map((await loadStored(db, { skus: [...groups.keys()] })).map((s) => [s.input.sku.toLowerCase(), s]));
  // Colour SKUs of the file that the shop already has: whose they are.
  const colourSkus = [...new Set(table.lines.map((l) => l.cells.colour_sku.trim().toLowerCase()).filter(Boolean))];
  const owners = new Map<string, number>();
  for (let k = 0; k < colourSkus.length; k += 1000) {
    const chunk = colourSkus.slice(k, k + 1000);
    const rows = await db
      .select({ sku: goodsVariants.sku, goodsId: goodsVariants.goodsId })
      .from(goodsVariants)
      .where(inArray(sql`lower(${goodsVariants.sku})`, chunk));
    for (const r of rows) owners.set(r.sku.toLowerCase(), r.goodsId);
  }
  // A colour SKU the file gives to two products: the first keeps it.
  const colourProduct = new Map<string, string>();

  const planned: Planned[] = [];
  for (const [sku, lines] of groups) {
    const first = lines[0]!;
    const have = stored.get(sku) ?? null;
    const messages: string[] = [];
    // The product's fields are the first line's; another line that differs says so.
    for (const l of lines.slice(1)) {
      const differ = PRODUCT_COLUMNS.filter((c) => l.cells[c].trim() !== first.cells[c].trim());
      if (differ.length) l.messages.push(textOf(said('csvLineDiffers', { line: String(first.line), fields: differ.join(', ') })));
    }
    const c = first.cells;
    const categoryId = categoryOf(c.category);
    const colourIds = lines.map((l): number | null => {
      const own = have?.input.colours.find((x) => x.sku.toLowerCase() === l.cells.colour_sku.trim().toLowerCase());
      return own ? own.id : null;
    });
    const raw = {
      name: c.name,
      description: c.description,
      category_id: categoryId ?? undefined,
      sku: c.sku,
      status: given(c.status),
      shape: c.shape,
      rim: c.rim,
      material: c.material,
      gender: c.gender,
      lens_width: given(c.lens_width),
      bridge: given(c.bridge),
      temple: given(c.temple),
      sph_min: given(c.sph_min),
      sph_max: given(c.sph_max),
      purchase_limit: given(c.purchase_limit),
      low_stock_threshold: given(c.low_stock_threshold),
      price_type: given(c.price_type),
      price: c.price,
      original_price: given(c.original_price),
      ladder: tiersOf(c.ladder),
      wholesale_moq: given(c.wholesale_moq),
      wholesale: tiersOf(c.wholesale),
      colours: lines.map((l, k) => ({
        id: colourIds[k] ?? undefined,
        name: l.cells.colour,
        hex: l.cells.colour_hex,
        sku: l.cells.colour_sku,
        // An empty stock keeps a colour's count (a new colour's is 0).
        stock: given(l.cells.stock) ?? have?.input.colours.find((x) => x.id === colourIds[k])?.stock,
      })),
    };
    const checked = validate(productInputSchema, raw);
    if (categoryId === null) messages.push(say('category', cm.productCategoryUnknown));
    if (!checked.ok) {
      for (const [path, message] of Object.entries(checked.errors)) {
        const at = columnOf(path);
        if (at.column === 'category' && categoryId === null) continue;
        if (at.colour !== undefined && lines[at.colour]) {
          lines[at.colour]!.messages.push(say(at.column, message));
          lines[at.colour]!.error = true;
        } else messages.push(say(at.column, message));
      }
    }
    // What only the database knows: a colour SKU of another product, or of another product of this file.
    lines.forEach((l) => {
      const colourSku = l.cells.colour_sku.trim().toLowerCase();
      if (!colourSku) return;
      const owner = owners.get(colourSku);
      const claimed = colourProduct.get(colourSku);
      if ((owner !== undefined && owner !== have?.id) || (claimed !== undefined && claimed !== sku)) {
        l.messages.push(say('colour_sku', cm.productColourSkuTaken));
        l.error = true;
      } else colourProduct.set(colourSku, sku);
    });

    const failed = messages.length > 0 || lines.some((l) => l.error);
    const badLines = lines.filter((l) => l.error).map((l) => String(l.line));
    for (const l of lines) {
      l.messages.unshift(...messages);
      // A good line of a product with a bad one: not written either, and it says where to look.
      if (failed && !l.error && !messages.length) l.messages.push(textOf(said('csvProductHasErrors', { lines: badLines.join(', ') })));
      if (failed) l.error = true;
    }
    const input = failed || !checked.ok ? null : checked.value;
    const result: CsvLineResult[] = lines.map((l, k) => {
      if (l.error || !input) return 'error';
      if (!have) return 'created';
      const id = colourIds[k];
      if (id == null) return 'created';
      const was = have.input.colours.find((x) => x.id === id)!;
      const now = input.colours[k]!;
      const changed = changedFields(have.input, input);
      if (was.name !== now.name) changed.push('colour');
      if (was.hex !== now.hex) changed.push('colour_hex');
      if (was.sku !== now.sku) changed.push('colour_sku');
      if (was.stock !== now.stock) changed.push('stock');
      if (!changed.length) return 'unchanged';
      l.messages.push(textOf(said('csvLineChanges', { fields: changed.join(', ') })));
      return 'updated';
    });
    planned.push({ lines, stored: have, input, colourIds, result });
  }
  for (const l of lone) planned.push({ lines: [l], stored: null, input: null, colourIds: [null], result: ['error'] });
  return planned;
}

function reportOf(planned: Planned[], dryRun: boolean, written: boolean): CsvImportReport {
  const lines: CsvLineReport[] = planned
    .flatMap((p) =>
      p.lines.map((l, k) => ({
        line: l.line,
        sku: l.cells.sku.trim(),
        colour_sku: l.cells.colour_sku.trim(),
        result: p.result[k]!,
        messages: l.messages,
      })),
    )
    .sort((a, b) => a.line - b.line);
  const counts: Record<CsvLineResult, number> = { created: 0, updated: 0, unchanged: 0, error: 0 };
  for (const l of lines) counts[l.result]++;
  return { dry_run: dryRun, written, counts, lines };
}

/** A colour's stock made `qty` by the import: a stock movement with reason `import` (nothing when it is already so). */
async function setStockByImport(tx: Db, goodsId: number, variantId: number, qty: number, staffId: number): Promise<boolean> {
  const [was] = await tx.select({ qty: goodsVariants.stockQty }).from(goodsVariants).where(eq(goodsVariants.id, variantId)).for('update');
  if (!was || was.qty === qty) return false;
  await tx.update(goodsVariants).set({ stockQty: qty }).where(eq(goodsVariants.id, variantId));
  await tx.insert(stockMovements).values({ goodsId, variantId, delta: qty - was.qty, qtyAfter: qty, reason: 'import', note: 'CSV import', staffId });
  return qty > was.qty;
}

/** Writes one checked product: the write service for its fields and colours, then each colour's stock. */
async function writePlanned(tx: Db, staff: StaffActor, p: Planned, rose: number[]): Promise<number | null> {
  const input = p.input!;
  if (p.result.every((r) => r === 'unchanged')) return null;
  // New colours start at 0: their stock comes in as the import's movement, like every other change.
  const listed = input.colours.map((c, k) => ({ ...c, id: p.colourIds[k] ?? undefined, stock: 0 }));
  let goodsId: number;
  if (!p.stored) {
    goodsId = await createProduct(tx, staff, { ...input, colours: listed });
  } else {
    goodsId = p.stored.id;
    const fieldsChanged =
      changedFields(p.stored.input, input).length > 0 ||
      input.colours.some((c, k) => {
        const was = p.stored!.input.colours.find((x) => x.id === p.colourIds[k]);
        return !was || was.name !== c.name || was.hex !== c.hex || was.sku !== c.sku;
      });
    if (fieldsChanged) {
      // The colours the file does not list are kept as they are.
      const listedIds = new Set(p.colourIds.filter((id): id is number => id != null));
      const kept = p.stored.input.colours.filter((c) => !listedIds.has(c.id));
      await updateProduct(tx, staff, goodsId, { ...input, colours: [...listed, ...kept] }, p.stored.version);
    }
  }
  const ids = await tx.select({ id: goodsVariants.id, sku: goodsVariants.sku }).from(goodsVariants).where(eq(goodsVariants.goodsId, goodsId));
  for (const c of input.colours) {
    const v = ids.find((x) => x.sku.toLowerCase() === c.sku.toLowerCase());
    if (v && (await setStockByImport(tx, goodsId, v.id, c.stock, staff.id))) rose.push(v.id);
  }
  return goodsId;
}

/**
 * POST api/admin/products/import: checks the file (a dry run answers there), or writes every line
 * in one transaction (audited `product.import` with the counts), or nothing when any line has an
 * error: a 422 csvHasErrors whose data is the report.
 */
export async function importProductsCsv(
  app: Pick<FastifyInstance, 'db' | 'readCache' | 'config' | 'mailer' | 'log'>,
  staff: StaffActor,
  text: string,
  dryRun: boolean,
): Promise<CsvImportReport> {
  if (dryRun) return reportOf(await plan(app.db, text), true, false);
  const touched: number[] = [];
  const rose: number[] = [];
  const report = await app.db.transaction(async (tx) => {
    const planned = await plan(tx, text);
    const checked = reportOf(planned, false, false);
    if (checked.counts.error > 0) throw new ApiError(Code.invalid, said('csvHasErrors'), checked);
    for (const p of planned) {
      const id = await writePlanned(tx, staff, p, rose);
      if (id != null) touched.push(id);
    }
    const done = { ...checked, written: true };
    await recordAudit(tx, staff, {
      action: 'product.import',
      record_kind: 'product',
      record_id: 'csv',
      after: { ...done.counts, products: touched.length },
    });
    return done;
  });
  productsChanged(app, touched);
  // A colour back in stock: its back-in-stock requests are mailed, as after the stock endpoint.
  for (const variantId of rose) {
    try {
      await serveStockNotices(app, variantId);
    } catch (err) {
      app.log.error({ err, variantId }, 'back-in-stock mails after a CSV import failed');
    }
  }
  return report;
}

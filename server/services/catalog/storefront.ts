import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  STOREFRONT_LIMITS as L,
  STOREFRONT_PREVIEW_PARAM,
  type Storefront,
  type StorefrontBlock,
  type StorefrontGoods,
  type StorefrontPreview,
  type StorefrontQuestionnaire,
  type StorefrontSlide,
} from '../../../contract/admin-storefront';
import type { IndexBlock } from '../../../contract/catalog';
import { goodsImageUrl } from '../../../contract/endpoints';
import { said } from '../../../contract/messages';
import type {
  BlockGoodsInput,
  BlockUpdateInput,
  OrderInput,
  PreviewInput,
  QuestionnairePicturesInput,
  SlideInput,
  SlideUpdateInput,
} from '../../../contract/schemas/admin-storefront';
import type { Db } from '../../db/client';
import { goods, goodsVariants, indexBlockItems, indexBlocks, questionnaires } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { recordAudit, type StaffActor } from '../staff/audit';
import { indexBlocksOf, servedAt, slideShownAt, type HomeBlocksOverlay } from './catalog';

/**
 * The console's storefront (api/admin/storefront): the home page's blocks, the promo banner's
 * slides (the hero block's items) and the questionnaire promo's pictures. The shop reads the same
 * tables through catalog.ts (`indexBlocksOf`, one copy). Every change is one transaction with its
 * audit entry, checked against the version it was read at (a hash of the row: the tables have no
 * version column), and drops the cached home page in every process after it commits.
 */

type BlockRow = typeof indexBlocks.$inferSelect;
type ItemRow = typeof indexBlockItems.$inferSelect;
type QuestionnaireRow = typeof questionnaires.$inferSelect;

/** A row's version: what an edit must have read, or it is a 409. */
const versionOf = (row: object) => createHash('sha256').update(JSON.stringify(row)).digest('base64url').slice(0, 16);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function slideOf(i: ItemRow, now: number): StorefrontSlide {
  return {
    id: i.id,
    block_id: i.blockId,
    title: i.title,
    subtitle: i.subtitle,
    img: i.img,
    alt: i.alt,
    link: i.link,
    sort: i.sort,
    starts_at: iso(i.startsAt),
    ends_at: iso(i.endsAt),
    live: slideShownAt({ from: i.startsAt?.getTime() ?? null, until: i.endsAt?.getTime() ?? null }, now),
    version: versionOf(i),
  };
}

const questionnaireOf = (q: QuestionnaireRow): StorefrontQuestionnaire => ({
  id: q.id,
  title: q.title,
  image_url: q.imageUrl,
  wap_image_url: q.wapImageUrl,
  starts_at: q.startsAt.toISOString(),
  ends_at: q.endsAt.toISOString(),
  version: versionOf({ imageUrl: q.imageUrl, wapImageUrl: q.wapImageUrl }),
});

/** Products as the picker shows them, in the order of `ids` (unknown ones left out). */
export async function goodsRows(db: Db, ids: number[]): Promise<StorefrontGoods[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: goods.id,
      name: goods.name,
      sku: goods.sku,
      status: goods.status,
      hex: sql<string | null>`(select v.color_hex from goods_variants v where v.goods_id = ${goods.id} order by v.sort, v.id limit 1)`,
    })
    .from(goods)
    .where(inArray(goods.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ id: r.id, name: r.name, sku: r.sku, status: r.status, img: goodsImageUrl(r.id, r.hex ?? undefined) }] : [];
  });
}

/** GET api/admin/storefront: every block (shown or not) with its slides and chosen goods, and the questionnaires. */
export async function readStorefront(db: Db, now = Date.now()): Promise<Storefront> {
  const blocks = await db
    .select()
    .from(indexBlocks)
    .orderBy(sql`case ${indexBlocks.placement} when 'top' then 0 else 1 end`, asc(indexBlocks.sort), asc(indexBlocks.id));
  const items = await db.select().from(indexBlockItems).orderBy(asc(indexBlockItems.sort), asc(indexBlockItems.id));
  const chosen = await goodsRows(db, [...new Set(blocks.flatMap((b) => b.goodsIds))]);
  const byId = new Map(chosen.map((g) => [g.id, g]));
  const qs = await db.select().from(questionnaires).orderBy(asc(questionnaires.id));
  return {
    blocks: blocks.map((b): StorefrontBlock => ({
      id: b.id,
      placement: b.placement,
      kind: b.kind,
      title: b.title,
      subtitle: b.subtitle,
      link: b.link,
      sort: b.sort,
      is_active: b.isActive,
      tab: b.goodsTab ?? null,
      goods_ids: b.goodsIds,
      goods: b.goodsIds.flatMap((id) => byId.get(id) ?? []),
      slides: items.filter((i) => i.blockId === b.id).map((i) => slideOf(i, now)),
      version: versionOf(b),
    })),
    questionnaires: qs.map(questionnaireOf),
  };
}

/** GET api/admin/storefront/goods?q=: published products whose name or SKU (a colour's too) has q. */
export async function searchStorefrontGoods(db: Db, q: string): Promise<StorefrontGoods[]> {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .where(
      and(
        eq(goods.status, 'published'),
        q
          ? or(
              ilike(goods.name, like),
              ilike(goods.sku, like),
              sql`exists (select 1 from ${goodsVariants} v where v.goods_id = ${goods.id} and v.sku ilike ${like})`,
              /^\d+$/.test(q) ? eq(goods.id, Number(q)) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(asc(goods.name), asc(goods.id))
    .limit(L.goodsSearchMax);
  return goodsRows(
    db,
    rows.map((r) => r.id),
  );
}

/** Drops the cached home page in every process (the stored blocks of each placement set). */
function invalidateHome(app: FastifyInstance) {
  app.readCache.invalidate('blocks:*');
}

async function lockedBlock(tx: Db, id: number): Promise<BlockRow> {
  const [row] = await tx.select().from(indexBlocks).where(eq(indexBlocks.id, id)).for('update');
  if (!row) throw notFound(said('blockNotFound'));
  return row;
}

async function lockedSlide(tx: Db, id: number): Promise<ItemRow> {
  const [row] = await tx.select().from(indexBlockItems).where(eq(indexBlockItems.id, id)).for('update');
  if (!row) throw notFound(said('slideNotFound'));
  return row;
}

const stale = () => conflict(null, said('storefrontChanged'));

/** Runs a change in one transaction, then drops the cached home page and answers the storefront as it is now. */
async function change(app: FastifyInstance, work: (tx: Db) => Promise<void>): Promise<Storefront> {
  await app.db.transaction(async (tx) => work(tx));
  invalidateHome(app);
  return readStorefront(app.db);
}

const blockAudit = (b: BlockRow) => ({
  title: b.title,
  subtitle: b.subtitle,
  link: b.link,
  is_active: b.isActive,
  sort: b.sort,
  goods_ids: b.goodsIds,
});
const slideAudit = (i: ItemRow) => ({
  block_id: i.blockId,
  title: i.title,
  subtitle: i.subtitle,
  img: i.img,
  alt: i.alt,
  link: i.link,
  sort: i.sort,
  starts_at: iso(i.startsAt),
  ends_at: iso(i.endsAt),
});

/** PUT api/admin/storefront/blocks/{id} */
export function updateBlock(app: FastifyInstance, actor: StaffActor, id: number, input: BlockUpdateInput): Promise<Storefront> {
  return change(app, async (tx) => {
    const before = await lockedBlock(tx, id);
    if (versionOf(before) !== input.version) throw stale();
    const [after] = await tx
      .update(indexBlocks)
      .set({ title: input.title, subtitle: input.subtitle, link: input.link, isActive: input.is_active })
      .where(eq(indexBlocks.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'storefront.block.update',
      record_kind: 'storefront',
      record_id: `block:${id}`,
      before: blockAudit(before),
      after: blockAudit(after!),
    });
  });
}

/** POST api/admin/storefront/blocks/order: every block once, in the order shown. */
export function reorderBlocks(app: FastifyInstance, actor: StaffActor, input: OrderInput): Promise<Storefront> {
  return change(app, async (tx) => {
    const rows = await tx.select().from(indexBlocks).orderBy(asc(indexBlocks.sort), asc(indexBlocks.id)).for('update');
    if (rows.length !== input.ids.length || !rows.every((r) => input.ids.includes(r.id))) throw invalid({ ids: said('storefrontOrderInvalid') });
    for (const [sort, id] of input.ids.entries()) await tx.update(indexBlocks).set({ sort }).where(eq(indexBlocks.id, id));
    await recordAudit(tx, actor, {
      action: 'storefront.block.order',
      record_kind: 'storefront',
      record_id: 'blocks',
      before: { ids: rows.map((r) => r.id) },
      after: { ids: input.ids },
    });
  });
}

/** Published products among `ids`, or a 422 naming the first that is not. */
export async function requirePublished(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(inArray(goods.id, ids), eq(goods.status, 'published')));
  const ok = new Set(rows.map((r) => r.id));
  const bad = ids.find((id) => !ok.has(id));
  if (bad !== undefined) throw invalid({ goods_ids: said('goodsRowUnpublished', { id: String(bad) }) });
}

/** PUT api/admin/storefront/blocks/{id}/goods: a goods row's products, in order ([]: its tab chooses). */
export function setBlockGoods(app: FastifyInstance, actor: StaffActor, id: number, input: BlockGoodsInput): Promise<Storefront> {
  return change(app, async (tx) => {
    const before = await lockedBlock(tx, id);
    if (before.kind !== 'goods_row') throw invalid({ goods_ids: said('goodsRowOnly') });
    if (versionOf(before) !== input.version) throw stale();
    await requirePublished(tx, input.goods_ids);
    await tx.update(indexBlocks).set({ goodsIds: input.goods_ids }).where(eq(indexBlocks.id, id));
    await recordAudit(tx, actor, {
      action: 'storefront.block.goods',
      record_kind: 'storefront',
      record_id: `block:${id}`,
      before: { goods_ids: before.goodsIds },
      after: { goods_ids: input.goods_ids },
    });
  });
}

const dateOf = (v: string | null | undefined) => (v ? new Date(v) : null);

/** POST api/admin/storefront/blocks/{id}/slides: a new slide of the hero block, last. */
export function addSlide(app: FastifyInstance, actor: StaffActor, blockId: number, input: SlideInput): Promise<Storefront> {
  return change(app, async (tx) => {
    const block = await lockedBlock(tx, blockId);
    if (block.kind !== 'hero') throw invalid({ title: said('slidesOnlyHero') });
    const [{ n, last } = { n: 0, last: -1 }] = await tx
      .select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${indexBlockItems.sort}), -1)::int` })
      .from(indexBlockItems)
      .where(eq(indexBlockItems.blockId, blockId));
    if (n >= L.slidesMax) throw invalid({ title: said('slidesTooMany') });
    const [row] = await tx
      .insert(indexBlockItems)
      .values({
        blockId,
        title: input.title,
        subtitle: input.subtitle,
        img: input.img,
        alt: input.alt,
        link: input.link,
        sort: last + 1,
        startsAt: dateOf(input.starts_at),
        endsAt: dateOf(input.ends_at),
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'storefront.slide.add',
      record_kind: 'storefront',
      record_id: `slide:${row!.id}`,
      after: slideAudit(row!),
    });
  });
}

/** PUT api/admin/storefront/slides/{id} */
export function updateSlide(app: FastifyInstance, actor: StaffActor, id: number, input: SlideUpdateInput): Promise<Storefront> {
  return change(app, async (tx) => {
    const before = await lockedSlide(tx, id);
    if (versionOf(before) !== input.version) throw stale();
    const [after] = await tx
      .update(indexBlockItems)
      .set({
        title: input.title,
        subtitle: input.subtitle,
        img: input.img,
        alt: input.alt,
        link: input.link,
        startsAt: dateOf(input.starts_at),
        endsAt: dateOf(input.ends_at),
      })
      .where(eq(indexBlockItems.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'storefront.slide.update',
      record_kind: 'storefront',
      record_id: `slide:${id}`,
      before: slideAudit(before),
      after: slideAudit(after!),
    });
  });
}

/** DELETE api/admin/storefront/slides/{id} */
export function removeSlide(app: FastifyInstance, actor: StaffActor, id: number): Promise<Storefront> {
  return change(app, async (tx) => {
    const before = await lockedSlide(tx, id);
    await tx.delete(indexBlockItems).where(eq(indexBlockItems.id, id));
    await recordAudit(tx, actor, {
      action: 'storefront.slide.remove',
      record_kind: 'storefront',
      record_id: `slide:${id}`,
      before: slideAudit(before),
    });
  });
}

/** POST api/admin/storefront/blocks/{id}/slides/order: each of the block's slides once. */
export function reorderSlides(app: FastifyInstance, actor: StaffActor, blockId: number, input: OrderInput): Promise<Storefront> {
  return change(app, async (tx) => {
    await lockedBlock(tx, blockId);
    const rows = await tx
      .select()
      .from(indexBlockItems)
      .where(eq(indexBlockItems.blockId, blockId))
      .orderBy(asc(indexBlockItems.sort), asc(indexBlockItems.id));
    if (rows.length !== input.ids.length || !rows.every((r) => input.ids.includes(r.id))) throw invalid({ ids: said('storefrontOrderInvalid') });
    for (const [sort, id] of input.ids.entries()) await tx.update(indexBlockItems).set({ sort }).where(eq(indexBlockItems.id, id));
    await recordAudit(tx, actor, {
      action: 'storefront.slide.order',
      record_kind: 'storefront',
      record_id: `block:${blockId}`,
      before: { ids: rows.map((r) => r.id) },
      after: { ids: input.ids },
    });
  });
}

/** PUT api/admin/storefront/questionnaires/{id}: the promo's pictures. */
export function setQuestionnairePictures(
  app: FastifyInstance,
  actor: StaffActor,
  id: number,
  input: QuestionnairePicturesInput,
): Promise<Storefront> {
  return change(app, async (tx) => {
    const [before] = await tx.select().from(questionnaires).where(eq(questionnaires.id, id)).for('update');
    if (!before) throw notFound(said('questionnaireNotFound'));
    if (questionnaireOf(before).version !== input.version) throw stale();
    await tx.update(questionnaires).set({ imageUrl: input.image_url, wapImageUrl: input.wap_image_url }).where(eq(questionnaires.id, id));
    await recordAudit(tx, actor, {
      action: 'storefront.questionnaire.pictures',
      record_kind: 'storefront',
      record_id: `questionnaire:${id}`,
      before: { image_url: before.imageUrl, wap_image_url: before.wapImageUrl },
      after: { image_url: input.image_url, wap_image_url: input.wap_image_url },
    });
  });
}

// ---------- preview ----------

/**
 * Where previews' drafts are kept for STOREFRONT_LIMITS.previewTtlS: Redis when set (every process
 * of a cluster draws the same preview), else this process (the embedded database runs one process).
 */
const local = new Map<string, { overlay: HomeBlocksOverlay; expires: number }>();
const redisKey = (app: FastifyInstance, token: string) => `${app.config.rateLimitNamespace}:storefront-preview:${token}`;

/** POST api/admin/storefront/preview: checks the draft (its block and goods as a save would) and keeps it behind a new token. */
export async function createPreview(app: FastifyInstance, input: PreviewInput): Promise<StorefrontPreview> {
  const overlay: HomeBlocksOverlay = {};
  if (input.block) {
    const [b] = await app.db.select({ id: indexBlocks.id }).from(indexBlocks).where(eq(indexBlocks.id, input.block.id));
    if (!b) throw invalid({ 'block.id': said('blockNotFound') });
    overlay.block = {
      id: input.block.id,
      title: input.block.title,
      subtitle: input.block.subtitle,
      link: input.block.link,
      is_active: input.block.is_active,
    };
  }
  if (input.slide) {
    const s = input.slide;
    const [b] = await app.db.select({ kind: indexBlocks.kind }).from(indexBlocks).where(eq(indexBlocks.id, s.block_id));
    if (b?.kind !== 'hero') throw invalid({ 'slide.block_id': said('slidesOnlyHero') });
    if (s.id != null) {
      const [i] = await app.db.select({ blockId: indexBlockItems.blockId }).from(indexBlockItems).where(eq(indexBlockItems.id, s.id));
      if (i?.blockId !== s.block_id) throw invalid({ 'slide.id': said('slideNotFound') });
    }
    overlay.slide = { id: s.id ?? null, block_id: s.block_id, title: s.title, subtitle: s.subtitle, img: s.img, alt: s.alt, link: s.link };
  }
  if (input.goods) {
    await requirePublished(app.db, input.goods.goods_ids);
    overlay.goods = { block_id: input.goods.block_id, goods_ids: input.goods.goods_ids };
  }
  const token = randomBytes(24).toString('base64url');
  if (app.redis) await app.redis.set(redisKey(app, token), JSON.stringify(overlay), 'EX', L.previewTtlS);
  else {
    const now = Date.now();
    for (const [k, v] of local) if (v.expires <= now) local.delete(k);
    local.set(token, { overlay, expires: now + L.previewTtlS * 1000 });
  }
  return { token, url: `/?${STOREFRONT_PREVIEW_PARAM}=${token}`, expires_in: L.previewTtlS };
}

/** The draft behind a preview token, or null (unknown or expired). */
async function previewOverlay(app: FastifyInstance, token: string): Promise<HomeBlocksOverlay | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  if (app.redis) {
    const raw = await app.redis.get(redisKey(app, token));
    return raw ? (JSON.parse(raw) as HomeBlocksOverlay) : null;
  }
  const hit = local.get(token);
  return hit && hit.expires > Date.now() ? hit.overlay : null;
}

/**
 * The home blocks of a preview (`top` and `index`), read fresh (never cached) with the draft laid
 * over: what the shop would serve once it is published. Null for an unknown or expired token.
 */
export async function previewBlocks(app: FastifyInstance, token: string): Promise<{ top: IndexBlock[]; index: IndexBlock[] } | null> {
  const overlay = await previewOverlay(app, token);
  if (!overlay) return null;
  const now = Date.now();
  const top = servedAt(await indexBlocksOf(app.db, ['top'], overlay), now);
  const index = servedAt(await indexBlocksOf(app.db, ['index'], overlay), now);
  return { top, index };
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import {
  cartItems,
  categories,
  coupons,
  currencies,
  customerCoupons,
  goods,
  goodsVariants,
  hotSearches,
  indexBlockItems,
  indexBlocks,
  ladderPrices,
  lensOptions,
  navItems,
  wholesalePrices,
  questionnaires,
  reviewImages,
  reviews,
  saleEventCategories,
  saleEvents,
  users,
  wishItems,
  contentPages,
  posts,
  liveRooms,
  liveRoomProducts,
  liveComments,
  incomingStock,
} from './schema';
import { contentSeed } from './seed-content';
import { postSeed } from './seed-posts';
import { readingMinutes } from '../../contract/blog';
import {
  accessoryProducts,
  categoryTree,
  collections,
  colors,
  couponSeed,
  currencySeed,
  footerLinks,
  goodsPerLeaf,
  heroSlides,
  homeGoodsRows,
  hotSearchNames,
  ladderPromo,
  lensOptionSeed,
  lensProducts,
  liveCommentSeed,
  liveRoomSeed,
  materials,
  questionnaireSeed,
  reviewerNames,
  reviewTexts,
  rims,
  saleSeed,
  shapes,
  type CategorySeed,
} from './seed-data';
import { hashPassword } from '../services/auth/passwords';
import { WELCOME_COUPON } from '../services/orders/coupons';
import { refreshSearchText } from '../services/catalog/search';
import { COUPON_IDS, FOOTER_COLUMN, FOOTER_STORE_ID, NAV_COLUMN } from '../../contract/constants';
import { goodsImageUrl } from '../../contract/endpoints';

/**
 * The demo shop. Deterministic: one seeded PRNG and fixed dates, so two seeds give the same rows
 * (only the demo password's salt differs). Rows carry explicit ids and each table is written in
 * one multi-row insert inside one transaction; sequences are moved past the ids at the end.
 *
 * Demo customer: demo@opticshop.example, password `demo1234`, with 2 cart lines and 2 wishes, the
 * welcome coupon (given on the demo's fixed sign-up day, so long expired) and coupon 38.
 */
export const DEMO_EMAIL = 'demo@opticshop.example';
export const DEMO_PASSWORD = 'demo1234';

/** mulberry32: small, fast and good enough for demo data. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Shop prices end in .99 or .49. */
const shopPrice = (n: number, r: () => number) => Math.max(0.99, Math.floor(n) + (r() < 0.7 ? 0.99 : 0.49));

const BASE_DATE = Date.UTC(2024, 0, 15, 9, 0, 0);
/** The welcome coupon's own dates (each customer's copy ends 30 days after it is given). */
const COUPONS_FROM = new Date(Date.UTC(2024, 0, 1, 0, 0, 0));
const COUPONS_TO = new Date(Date.UTC(2099, 11, 31, 23, 59, 59));
const DAY = 86_400_000;

type CategoryRow = typeof categories.$inferInsert;
type GoodsRow = typeof goods.$inferInsert;
type VariantRow = typeof goodsVariants.$inferInsert;
type LadderRow = typeof ladderPrices.$inferInsert;
type NavRow = typeof navItems.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;
type ReviewImageRow = typeof reviewImages.$inferInsert;
type BlockRow = typeof indexBlocks.$inferInsert;
type BlockItemRow = typeof indexBlockItems.$inferInsert;

interface Leaf {
  id: number;
  seed: CategorySeed;
}

function buildCategories() {
  const rows: CategoryRow[] = [];
  const leaves: Leaf[] = [];
  let id = 0;
  categoryTree.forEach((top, i) => {
    const topId = ++id;
    rows.push({ id: topId, parentId: null, name: top.name, slug: top.slug, description: top.description, sort: i + 1 });
    if (!top.children?.length) leaves.push({ id: topId, seed: top });
    top.children?.forEach((child, j) => {
      const childId = ++id;
      rows.push({ id: childId, parentId: topId, name: child.name, slug: child.slug, description: child.description, sort: j + 1 });
      leaves.push({ id: childId, seed: child });
    });
  });
  return { rows, leaves };
}

function buildNav(catRows: CategoryRow[]): NavRow[] {
  const rows: NavRow[] = [];
  let id = 0;
  const navIdOfCategory = new Map<number, number>();
  for (const c of catRows) {
    const navId = ++id;
    navIdOfCategory.set(c.id!, navId);
    rows.push({
      id: navId,
      columnId: NAV_COLUMN,
      storeId: 1,
      parentId: c.parentId == null ? null : navIdOfCategory.get(c.parentId)!,
      name: c.name,
      url: `/goods-list/${c.id}`,
      img: '',
      sort: c.sort!,
    });
  }
  footerLinks.forEach((link, i) => {
    rows.push({ id: ++id, columnId: FOOTER_COLUMN, storeId: FOOTER_STORE_ID, parentId: null, name: link.name, url: link.url, img: '', sort: i + 1 });
  });
  return rows;
}

const nounOf = (leaf: CategorySeed) => {
  switch (leaf.slug) {
    case 'blue-light-glasses':
      return 'Blue Light Glasses';
    case 'sports-glasses':
      return 'Sports Glasses';
    case 'reading-glasses':
      return 'Reading Glasses';
    case 'kids-glasses':
      return 'Kids Frame';
    case 'optical-frames-kids-teens':
      return 'Teen Frame';
    case 'sunglasses-polarized':
      return 'Polarized Sunglasses';
    default:
      return leaf.kind === 'sun' ? 'Sunglasses' : 'Frame';
  }
};

function buildGoods(leaves: Leaf[]) {
  const r = prng(20240115);
  const goodsRows: GoodsRow[] = [];
  const variantRows: VariantRow[] = [];
  const ladderRows: LadderRow[] = [];
  let goodsId = 0;
  let variantId = 0;
  let ladderId = 0;

  for (const leaf of leaves) {
    const count = goodsPerLeaf[leaf.seed.slug] ?? 10;
    const kind = leaf.seed.kind ?? 'frame';
    for (let i = 0; i < count; i++) {
      const id = ++goodsId;
      const isEyewear = kind === 'frame' || kind === 'sun';
      const kids = leaf.seed.gender === 'kids';
      // Sunglasses lean to aviators and wayfarers; every twentieth frame is an aviator so searches find some.
      const shape = kind === 'sun' && r.next() < 0.35 ? r.pick([shapes[0], shapes[8]]) : id % 20 === 3 ? shapes[0] : r.pick(shapes);
      const material = kids ? r.pick([materials[0], materials[3]]) : r.pick(materials);
      const rim = kind === 'sun' || kids ? r.pick(['full-rim', 'full-rim', 'semi-rimless'] as const) : r.pick(rims);
      const sku = isEyewear ? `${shape.code}-${1000 + id}` : `${kind === 'lens' ? 'LN' : 'AC'}-${1000 + id}`;

      let name: string;
      let description: string;
      let base: number;
      if (isEyewear) {
        const noun = nounOf(leaf.seed);
        name = r.next() < 0.5 ? `${shape.label} ${material.label} ${noun} ${sku}` : `${r.pick(collections)} ${shape.label} ${noun} ${sku}`;
        description =
          `${shape.label} ${rim} ${material.key} ${kind === 'sun' ? 'sunglasses with UV400 lenses' : 'frame, ready for prescription lenses'}. ` +
          `Spring hinges, adjustable nose pads and a ${r.pick(['matte', 'polished', 'satin'])} finish.`;
        base = kind === 'sun' ? r.int(29, 149) : r.int(19, 129);
      } else if (kind === 'lens') {
        const list = lensProducts[leaf.seed.slug] ?? ['Lens'];
        name = `${list[i % list.length]} Lens ${sku}`;
        description = `${list[i % list.length]} prescription lens with anti-reflective and scratch-resistant coating. Made to your prescription.`;
        base = leaf.seed.slug === 'lenses-progressive' ? r.int(89, 189) : r.int(25, 119);
      } else {
        const list = accessoryProducts[leaf.seed.slug] ?? ['Accessory'];
        name = `${list[i % list.length]} ${sku}`;
        description = `${list[i % list.length]}: a small thing that keeps your glasses at their best.`;
        base = r.int(4, 29);
      }
      const price = shopPrice(base, r.next);

      const t = r.next();
      const priceType = t < 0.6 ? 1 : t < 0.85 ? 2 : 3;
      const specialPrice = priceType === 2 ? round2(Math.min(price - 1, price * (0.6 + r.next() * 0.3))) : null;
      if (priceType === 3) {
        const tiers = r.next() < 0.5 ? [1, 10, 50] : [1, 10, 50, 100];
        tiers.forEach((minQty, k) => {
          ladderRows.push({ id: ++ladderId, goodsId: id, minQty, price: round2(price * (1 - 0.1 * k)) });
        });
      }

      const dims = isEyewear
        ? {
            lensWidth: kids ? r.int(45, 49) : r.int(48, 58),
            bridge: r.int(14, 22),
            temple: kids ? r.int(130, 135) : r.int(135, 150),
            lensHeight: r.int(30, 50),
            weight: material.key === 'titanium' || material.key === 'TR90' ? r.int(10, 18) : r.int(15, 30),
          }
        : { lensWidth: null, bridge: null, temple: null, lensHeight: null, weight: null };

      goodsRows.push({
        id,
        categoryId: leaf.id,
        sku,
        name,
        description,
        priceType,
        price,
        specialPrice,
        material: isEyewear ? material.key : kind === 'accessory' ? r.pick(['mixed', 'stainless steel', 'acetate'] as const) : '',
        shape: isEyewear ? shape.key : '',
        rim: isEyewear ? rim : '',
        gender: isEyewear ? (leaf.seed.gender ?? 'unisex') : 'unisex',
        ...dims,
        rating: round2(3.6 + r.next() * 1.4),
        reviewCount: r.int(0, 320),
        purchaseLimit: 0,
        attrs: { kind, tinted: kind === 'sun', polarized: leaf.seed.slug === 'sunglasses-polarized' },
        createdAt: new Date(BASE_DATE + r.int(0, 600) * DAY + r.int(0, 23) * 3_600_000),
      });
      // Last changed when it was added (not the run's clock): the seed is the same row for row on every run.
      const added = goodsRows[goodsRows.length - 1]!;
      added.updatedAt = added.createdAt;

      // A few products are sold out in every colour; otherwise about one colour in ten is.
      const soldOut = id % 37 === 5;
      const variantCount = kind === 'lens' ? 1 : r.int(1, 4);
      const start = r.int(0, colors.length - 1);
      for (let v = 0; v < variantCount; v++) {
        const c = kind === 'lens' ? { name: 'Clear', hex: '#e6edf1' } : colors[(start + v * 5) % colors.length]!;
        const stock = soldOut || r.next() < 0.08 ? 0 : r.int(1, 200);
        variantRows.push({ id: ++variantId, goodsId: id, color: c.name, colorHex: c.hex, sku: `${sku}-${v + 1}`, stockQty: stock, sort: v + 1 });
      }
    }
  }
  return { goodsRows, variantRows, ladderRows };
}

/** The last moment of demo history: reviews are written before it. */
const REVIEWS_UNTIL = Date.UTC(2025, 8, 30, 18, 0, 0);
const DEMO_USER_NAME = 'Demo S.';

/**
 * Reviews for most goods (0-25 each), ratings leaning positive, about one in seven with 1-3
 * photos (the product drawn in the reviewer's colour). Each product's rating and review_count are
 * set from its reviews. Its own PRNG, so the goods above stay as they were.
 */
function buildReviews(goodsRows: GoodsRow[], variantRows: VariantRow[], demoGoodsId: number) {
  const r = prng(20240601);
  const reviewRows: ReviewRow[] = [];
  const imageRows: ReviewImageRow[] = [];
  const variantsOf = new Map<number, VariantRow[]>();
  for (const v of variantRows) variantsOf.set(v.goodsId, [...(variantsOf.get(v.goodsId) ?? []), v]);
  let reviewId = 0;
  let imageId = 0;
  const star = () => {
    const p = r.next();
    return p < 0.55 ? 5 : p < 0.8 ? 4 : p < 0.9 ? 3 : p < 0.95 ? 2 : 1;
  };

  for (const g of goodsRows) {
    const kind = (g.attrs as { kind?: string }).kind ?? 'frame';
    const eyewear = kind === 'frame' || kind === 'sun';
    const count = r.next() < 0.85 ? r.int(0, 25) : 0;
    const noun = kind === 'sun' ? 'sunglasses' : kind === 'lens' ? 'lenses' : kind === 'accessory' ? 'accessory' : 'frames';
    const shape = g.shape ? g.shape.replace('-', ' ') : 'classic';
    const variants = variantsOf.get(g.id!) ?? [];
    const written: { rating: number; at: number }[] = [];
    for (let i = 0; i < count + (g.id === demoGoodsId ? 1 : 0); i++) {
      const demo = i === count;
      const rating = demo ? 5 : star();
      const v = variants.length ? r.pick(variants) : undefined;
      // Lenses and accessories get the texts that do not talk about a frame's shape or colour.
      const pool = reviewTexts[rating - 1]!.filter((t) => eyewear || !/\{(shape|color)\}/.test(t));
      const text = r
        .pick(pool.length ? pool : reviewTexts[rating - 1]!)
        .replaceAll('{shape}', shape)
        .replaceAll('{color}', (v?.color ?? 'black').toLowerCase())
        .replaceAll('{noun}', noun);
      const from = (g.createdAt as Date).getTime() + DAY;
      const at = Math.min(REVIEWS_UNTIL, from + r.int(0, 400) * DAY + r.int(0, 86_399) * 1000);
      const id = ++reviewId;
      reviewRows.push({
        id,
        goodsId: g.id!,
        userId: demo ? 1 : null,
        name: demo ? DEMO_USER_NAME : r.pick(reviewerNames),
        rating,
        content: text.charAt(0).toUpperCase() + text.slice(1),
        color: eyewear ? (v?.color ?? '') : '',
        createdAt: new Date(at),
      });
      written.push({ rating, at });
      if (eyewear && r.next() < 0.15) {
        const photos = r.int(1, 3);
        for (let k = 0; k < photos; k++) {
          imageRows.push({ id: ++imageId, reviewId: id, url: goodsImageUrl(g.id!, v?.colorHex, k % 2 === 0 ? 'side' : 'front'), sort: k + 1 });
        }
      }
    }
    g.reviewCount = written.length;
    g.rating = written.length ? round2(written.reduce((a, w) => a + w.rating, 0) / written.length) : 0;
  }
  return { reviewRows, imageRows };
}

/**
 * The home page: a hero (placement 'top') with slides, then category tiles, three goods rows and
 * the ladder-pricing promo (placement 'index'). Pictures are products of the linked category.
 */
function buildHome(catRows: CategoryRow[], goodsRows: GoodsRow[], variantRows: VariantRow[]) {
  const firstVariant = new Map<number, VariantRow>();
  const inStock = new Set<number>();
  for (const v of variantRows) {
    if (!firstVariant.has(v.goodsId)) firstVariant.set(v.goodsId, v);
    if (v.stockQty! > 0) inStock.add(v.goodsId);
  }
  const under = (topId: number) => new Set(catRows.filter((c) => c.id === topId || c.parentId === topId).map((c) => c.id!));
  /** The best-rated product in stock of a category (with its children), drawn in its first colour. */
  const pictureOf = (categoryId: number, pred: (g: GoodsRow) => boolean = () => true) => {
    const ids = under(categoryId);
    const best = goodsRows
      .filter((g) => ids.has(g.categoryId) && inStock.has(g.id!) && pred(g))
      .sort((a, b) => b.rating! - a.rating! || b.reviewCount! - a.reviewCount! || a.id! - b.id!)[0];
    return best ? goodsImageUrl(best.id!, firstVariant.get(best.id!)?.colorHex) : '';
  };
  const bySlug = (slug: string) => catRows.find((c) => c.slug === slug)!;
  const blocks: BlockRow[] = [];
  const items: BlockItemRow[] = [];
  let itemId = 0;
  const block = (row: Omit<BlockRow, 'id' | 'sort'>) => {
    const b = { ...row, id: blocks.length + 1, sort: blocks.filter((x) => x.placement === row.placement).length + 1 };
    blocks.push(b);
    return b.id;
  };
  const item = (blockId: number, row: Omit<BlockItemRow, 'id' | 'blockId' | 'sort'>) => {
    items.push({ ...row, id: ++itemId, blockId, sort: items.filter((i) => i.blockId === blockId).length + 1 });
  };

  const optical = bySlug('optical-frames');
  const hero = block({
    placement: 'top',
    kind: 'hero',
    title: heroSlides[0]!.title,
    subtitle: heroSlides[0]!.subtitle,
    link: `/goods-list/${optical.id}`,
  });
  for (const slide of heroSlides) {
    const c = bySlug(slide.category);
    item(hero, { title: slide.title, subtitle: slide.subtitle, img: pictureOf(c.id!), link: `/goods-list/${c.id}` });
  }

  const tiles = block({
    placement: 'index',
    kind: 'category_tiles',
    title: 'Shop by category',
    subtitle: 'Frames, sunglasses, lenses and more',
    link: '',
  });
  for (const c of catRows.filter((x) => x.parentId == null)) {
    item(tiles, { title: c.name, subtitle: c.description ?? '', img: pictureOf(c.id!), link: `/goods-list/${c.id}` });
  }

  const sortOf = { new: 'newest', best: 'rating', sale: 'price_asc' } as const;
  for (const row of homeGoodsRows) {
    block({
      placement: 'index',
      kind: 'goods_row',
      title: row.title,
      subtitle: row.subtitle,
      link: `/goods-list/${optical.id}?sort=${sortOf[row.tab]}`,
      goodsTab: row.tab,
    });
  }

  const promo = block({ placement: 'index', kind: 'promo', title: ladderPromo.title, subtitle: ladderPromo.subtitle, link: ladderPromo.link });
  const ladderPicture = pictureOf(optical.id!, (g) => g.priceType === 3);
  for (const tier of ladderPromo.tiers) {
    item(promo, { title: tier.title, subtitle: tier.subtitle, img: ladderPicture, link: 'link' in tier ? tier.link : ladderPromo.link });
  }
  return { blocks, items };
}

/** Multi-row inserts of at most `size` rows (a statement takes at most 65535 parameters). */
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Writes the whole demo shop. Expects empty tables (use seedIfEmpty at start-up). Everything is
 * fixed but the claimable coupons' and the questionnaires' dates, which run from before `now` (the
 * seed run), so the demo always has live coupons and open questionnaires, and the sale's, from a
 * day before `now` to a few days after it.
 */
export async function seed(db: Db, now = new Date()): Promise<void> {
  const { rows: catRows, leaves } = buildCategories();
  const navRows = buildNav(catRows);
  const { goodsRows, variantRows, ladderRows } = buildGoods(leaves);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // Demo cart: a ladder-priced frame at a tier quantity, and a plain one; wishes: a special and an aviator.
  const inStock = (g: GoodsRow, min: number) => variantRows.find((v) => v.goodsId === g.id && v.stockQty! >= min);
  const ladderGoods = goodsRows.find((g) => g.priceType === 3 && inStock(g, 12))!;
  const plainGoods = goodsRows.find((g) => g.priceType === 1 && g.shape === 'round' && inStock(g, 1))!;
  const specialGoods = goodsRows.find((g) => g.priceType === 2 && inStock(g, 1))!;
  const aviatorGoods = goodsRows.find((g) => g.shape === 'aviator' && g.id !== ladderGoods.id)!;
  const demoAt = new Date(Date.UTC(2025, 5, 1, 12, 0, 0));
  // Reviews set each product's rating and review_count; the home page picks products by them.
  const { reviewRows, imageRows } = buildReviews(goodsRows, variantRows, plainGoods.id!);
  const home = buildHome(catRows, goodsRows, variantRows);
  // The sale's banner: its deepest discount in sunglasses, drawn in its first colour.
  const sunIds = new Set(catRows.filter((c) => c.slug.startsWith('sunglasses')).map((c) => c.id));
  const bannerGoods = goodsRows
    .filter((g) => sunIds.has(g.categoryId) && g.priceType === 2)
    .sort((a, b) => (b.price! - b.specialPrice!) / b.price! - (a.price! - a.specialPrice!) / a.price! || a.id! - b.id!)[0]!;
  const saleBanner = goodsImageUrl(bannerGoods.id!, variantRows.find((v) => v.goodsId === bannerGoods.id)?.colorHex);

  await db.transaction(async (tx) => {
    await tx.insert(currencies).values(
      currencySeed.map((c, i) => ({
        id: i + 1,
        name: c.name,
        img: '',
        money: c.money,
        symbol: c.symbol,
        exchangeRate: c.rate,
        country: c.country,
        sort: i + 1,
        isDefault: i === 0,
      })),
    );
    await tx.insert(categories).values(catRows);
    await tx.insert(navItems).values(navRows);
    await tx.insert(hotSearches).values(
      hotSearchNames.map((name, i) => ({
        id: i + 1,
        name,
        url: `/search-result?keywords=${encodeURIComponent(name)}`,
        sort: i + 1,
      })),
    );
    await tx.insert(goods).values(goodsRows);
    await tx.insert(goodsVariants).values(variantRows);
    await tx.insert(ladderPrices).values(ladderRows);
    await refreshSearchText(tx);
    await tx.insert(users).values({
      id: 1,
      email: DEMO_EMAIL,
      passwordHash,
      firstname: 'Demo',
      lastname: 'Shopper',
      type: 1,
      currencyId: 1,
      createdAt: demoAt,
    });
    await tx.insert(cartItems).values([
      { id: 1, userId: 1, goodsId: ladderGoods.id!, variantId: inStock(ladderGoods, 12)!.id!, qty: 12, createdAt: demoAt, updatedAt: demoAt },
      {
        id: 2,
        userId: 1,
        goodsId: plainGoods.id!,
        variantId: inStock(plainGoods, 1)!.id!,
        qty: 1,
        createdAt: new Date(demoAt.getTime() + 60_000),
        updatedAt: new Date(demoAt.getTime() + 60_000),
      },
    ]);
    await tx.insert(wishItems).values([
      { id: 1, userId: 1, goodsId: specialGoods.id!, createdAt: demoAt },
      { id: 2, userId: 1, goodsId: aviatorGoods.id!, createdAt: new Date(demoAt.getTime() + 60_000) },
    ]);
    await tx.insert(coupons).values([
      {
        id: WELCOME_COUPON.id,
        code: WELCOME_COUPON.code,
        title: WELCOME_COUPON.title,
        discountType: 'percent',
        discountValue: WELCOME_COUPON.percent,
        minAmount: WELCOME_COUPON.minAmount,
        validFrom: COUPONS_FROM,
        validTo: COUPONS_TO,
        claimable: false,
      },
      ...couponSeed.map((c) => ({
        ...c,
        validFrom: new Date(now.getTime() - DAY),
        validTo: new Date(now.getTime() + 365 * DAY),
        claimable: true,
        claimed: c.id === couponSeed[0].id ? 1 : 0,
        // The strip the spec shows (COUPON_IDS); which coupons it offers is the operator's from then on.
        offered: (COUPON_IDS as readonly number[]).includes(c.id),
        offerSort: c.id,
      })),
    ]);
    await tx.insert(customerCoupons).values([
      { id: 1, userId: 1, couponId: WELCOME_COUPON.id, claimedAt: demoAt },
      { id: 2, userId: 1, couponId: couponSeed[0].id, claimedAt: demoAt },
    ]);
    await insertChunked(reviewRows, 2000, (chunk) => tx.insert(reviews).values(chunk));
    await insertChunked(imageRows, 2000, (chunk) => tx.insert(reviewImages).values(chunk));
    await tx.insert(questionnaires).values(
      questionnaireSeed.map(({ startsDaysAgo, endsInDays, ...q }) => ({
        ...q,
        startsAt: new Date(now.getTime() - startsDaysAgo * DAY),
        endsAt: new Date(now.getTime() + endsInDays * DAY),
      })),
    );
    await tx.insert(indexBlocks).values(home.blocks);
    await tx.insert(indexBlockItems).values(home.items);
    await tx.insert(saleEvents).values({
      id: 1,
      title: saleSeed.title,
      subtitle: saleSeed.subtitle,
      bannerImg: saleBanner,
      bannerAlt: saleSeed.bannerAlt,
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + saleSeed.endsAfterMs),
    });
    await tx.insert(saleEventCategories).values(
      saleSeed.categories.map((slug, i) => ({
        id: i + 1,
        saleId: 1,
        categoryId: catRows.find((c) => c.slug === slug)!.id!,
        sort: i + 1,
      })),
    );
    await seedContent(tx);
    // The live rooms: products in stock of the frames (a fixed pick), the live one with comments.
    const liveGoods = goodsRows.filter((g) => inStock(g, 1) && !sunIds.has(g.categoryId));
    const sunGoods = goodsRows.filter((g) => inStock(g, 1) && sunIds.has(g.categoryId));
    await tx.insert(liveRooms).values(
      liveRoomSeed.map((r) => ({
        id: r.id,
        slug: r.slug,
        title: r.title,
        state: r.state,
        videoUrl: r.videoUrl,
        startsAt: new Date(now.getTime() + r.startsInDays * DAY - (r.state === 'live' ? 15 * 60_000 : 0)),
      })),
    );
    let liveProductId = 0;
    await tx.insert(liveRoomProducts).values(
      liveRoomSeed.flatMap((r) =>
        (r.id === 1 ? liveGoods : sunGoods)
          .filter((_, i) => i % 7 === 0)
          .slice(0, r.productCount)
          .map((g, i) => ({
            id: ++liveProductId,
            roomId: r.id,
            goodsId: g.id!,
            sort: i + 1,
            pinnedAt: i < r.pinned ? new Date(now.getTime() - (i + 1) * 60_000) : null,
          })),
      ),
    );
    await tx.insert(liveComments).values(
      liveCommentSeed.map((c, i) => ({
        id: i + 1,
        roomId: 1,
        userId: c.name === 'Demo***' ? 1 : null,
        name: c.name,
        text: c.text,
        color: c.color,
        createdAt: new Date(now.getTime() - (liveCommentSeed.length - i) * 60_000),
      })),
    );
    await seedLensOptions(tx);
    await seedWholesale(tx);
    await tx.insert(incomingStock).values(incomingSeed(goodsRows, variantRows, now));
    // Explicit ids do not move the serial sequences: move them past the seeded rows.
    for (const table of [
      'coupons',
      'currencies',
      'categories',
      'nav_items',
      'hot_searches',
      'goods',
      'goods_variants',
      'ladder_prices',
      'users',
      'cart_items',
      'wish_items',
      'customer_coupons',
      'reviews',
      'review_images',
      'index_blocks',
      'index_block_items',
      'sale_events',
      'sale_event_categories',
      'questionnaires',
      'live_rooms',
      'live_room_products',
      'live_comments',
    ]) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
    }
  });
}

/**
 * Frames on their way (pre-orders): the first sold-out colour of every 9th product with one, 40
 * frames each, expected in three to six weeks.
 */
function incomingSeed(goodsRows: GoodsRow[], variantRows: VariantRow[], now: Date) {
  const soldOut = goodsRows
    .flatMap((g) => {
      const v = variantRows.find((x) => x.goodsId === g.id && x.stockQty === 0);
      return v ? [{ g, v }] : [];
    })
    .filter((_, i) => i % 9 === 0)
    .slice(0, 12);
  return soldOut.map(({ g, v }, i) => ({
    goodsId: g.id!,
    variantId: v.id!,
    expectedQty: 40,
    expectedDate: new Date(now.getTime() + (21 + (i % 4) * 7) * DAY).toISOString().slice(0, 10),
  }));
}

/** When the seeded pages say they were last changed. */
const CONTENT_SEEDED_AT = new Date(Date.UTC(2025, 5, 1, 12, 0, 0));

/**
 * The shop's information pages and agreements (./seed-content.ts) and the blog's posts (./seed-posts.ts): each one that does not exist
 * yet is added, and none that exists is touched (the operator may have changed it). Part of the
 * seed, and run at every start so a shop seeded before a page existed gets it too.
 */
export async function seedContent(db: Db, at = CONTENT_SEEDED_AT): Promise<number> {
  const rows = await db
    .insert(contentPages)
    .values(contentSeed.map((p) => ({ ...p, version: 1, updatedAt: at })))
    .onConflictDoNothing({ target: [contentPages.kind, contentPages.slug] })
    .returning({ id: contentPages.id });
  const added = await db
    .insert(posts)
    .values(
      postSeed.map(({ related, published, ...p }) => ({
        ...p,
        relatedGoodsIds: related,
        publishedAt: new Date(published),
        readingMinutes: readingMinutes(p.body),
      })),
    )
    .onConflictDoNothing({ target: posts.slug })
    .returning({ id: posts.id });
  // A shop seeded before the blog existed gets the footer's links to it (a footer that has them is left alone).
  const footer = await db
    .select({ url: navItems.url, sort: navItems.sort })
    .from(navItems)
    .where(and(eq(navItems.columnId, FOOTER_COLUMN), eq(navItems.storeId, FOOTER_STORE_ID)));
  if (footer.length) {
    const missing = footerLinks.filter((l) => BLOG_FOOTER_URLS.includes(l.url) && !footer.some((f) => f.url === l.url));
    const last = Math.max(...footer.map((f) => f.sort));
    if (missing.length) {
      await db.insert(navItems).values(
        missing.map((l, i) => ({
          columnId: FOOTER_COLUMN,
          storeId: FOOTER_STORE_ID,
          parentId: null,
          name: l.name,
          url: l.url,
          img: '',
          sort: last + i + 1,
        })),
      );
    }
  }
  return rows.length + added.length;
}

/** The footer's links to the blog's pages (./seed-data.ts footerLinks). */
const BLOG_FOOTER_URLS = ['/company-news', '/readers-topic'];

/** Seeds a fresh database once: a database with currencies is taken as seeded and left alone. */
/** The lens catalogue, in the seed's order. */
async function seedLensOptions(db: Db): Promise<void> {
  await db.insert(lensOptions).values(lensOptionSeed.map((o, i) => ({ ...o, sort: i + 1 })));
}

/**
 * Wholesale terms of the demo frames and sunglasses (from each product's id and price, no PRNG,
 * so the rest of the seed is unchanged): two products in three have tiers at 60%, 55% and 50% of
 * the list price from a minimum of 5 or 10 pieces (the first tier), then 50 and 100 pieces.
 */
async function seedWholesale(db: Db): Promise<void> {
  const rows = await db
    .select({ id: goods.id, price: goods.price, kind: sql<string>`${goods.attrs}->>'kind'` })
    .from(goods)
    .orderBy(goods.id);
  const tiers: (typeof wholesalePrices.$inferInsert)[] = [];
  const moqs = new Map<number, number[]>();
  for (const g of rows) {
    if ((g.kind !== 'frame' && g.kind !== 'sun') || g.id % 3 === 0) continue;
    const moq = g.id % 2 ? 5 : 10;
    [
      [moq, 0.6],
      [50, 0.55],
      [100, 0.5],
    ].forEach(([minQty, share]) => tiers.push({ goodsId: g.id, minQty: minQty!, price: round2(g.price * share!) }));
    moqs.set(moq, [...(moqs.get(moq) ?? []), g.id]);
  }
  await insertChunked(tiers, 2000, (chunk) => db.insert(wholesalePrices).values(chunk));
  for (const [moq, ids] of moqs) await db.update(goods).set({ wholesaleMoq: moq }).where(inArray(goods.id, ids));
}

/**
 * Seeds a fresh database once: a database with currencies is taken as seeded and left alone, but
 * one seeded before the lens catalogue or the wholesale terms existed gets them.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(currencies);
  if ((row?.n ?? 0) > 0) {
    const [lenses] = await db.select({ n: sql<number>`count(*)::int` }).from(lensOptions);
    if ((lenses?.n ?? 0) === 0) await seedLensOptions(db);
    const [wholesale] = await db.select({ n: sql<number>`count(*)::int` }).from(wholesalePrices);
    if ((wholesale?.n ?? 0) === 0) await db.transaction((tx) => seedWholesale(tx));
    return false;
  }
  await seed(db);
  return true;
}

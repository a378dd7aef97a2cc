import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, varchar, boolean, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, bytea } from './columns';
import { goods, goodsVariants } from './catalog';
import { staffMembers } from './staff';
import type { ShopImagePurpose } from '../../../contract/admin-products';

// ---------- the shop's own pictures (uploaded by staff) ----------

/**
 * A picture staff uploaded, checked by content and re-encoded into responsive sizes (shop_image_files).
 * Served at a URL made of its key, never changed once written, so cached for a year.
 */
export const shopImages = pgTable(
  'shop_images',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 32 }).notNull(),
    purpose: varchar('purpose', { length: 10 }).$type<ShopImagePurpose>().notNull(),
    /** The original's size in pixels (after EXIF rotation). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shop_images_key_idx').on(t.key)],
);

/** One encoding of a picture: its width (about 320, 640, 1280 px, never wider than the original) and format. */
export const shopImageFiles = pgTable(
  'shop_image_files',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => shopImages.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: varchar('format', { length: 5 }).$type<'avif' | 'webp'>().notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.format] })],
);

/** A product's photos: per colour (null: every colour), in order, one of them the main one. */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => goodsVariants.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => shopImages.id, { onDelete: 'cascade' }),
    alt: text('alt').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_photos_goods_idx').on(t.goodsId, t.sort),
    uniqueIndex('product_photos_one_main_idx')
      .on(t.goodsId)
      .where(sql`${t.isMain}`),
  ],
);

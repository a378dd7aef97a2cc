-- Hand-written (drizzle-kit generate --custom --name products_list_indexes): what the console's
-- products list searches and sorts by (services/catalog-admin/products-read.ts): part of a name
-- (trigram, for ilike '%…%'), the start of a product's or a colour's SKU (lower-case prefix), and
-- the newest changes first.
CREATE INDEX IF NOT EXISTS "goods_name_trgm_idx" ON "goods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_sku_lower_idx" ON "goods" (lower("sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_variants_sku_lower_idx" ON "goods_variants" (lower("sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_updated_at_idx" ON "goods" ("updated_at");

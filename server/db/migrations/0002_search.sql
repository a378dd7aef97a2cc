-- Hand-written (drizzle-kit generate --custom --name search): trigram search over goods.search_text.
-- PGlite loads the extension's code through `extensions: { pg_trgm }` (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_search_text_trgm_idx" ON "goods" USING gin ("search_text" gin_trgm_ops);

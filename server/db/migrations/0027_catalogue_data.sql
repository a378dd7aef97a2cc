-- Hand-written (drizzle-kit generate --custom --name catalogue_data): the data a shop seeded before
-- the catalogue console (0025) needs to look as it did, and the ladder rule the console writes by.
-- Each statement changes nothing on a database that already has what it adds, and nothing on a
-- fresh one (migrations run before the seed: its tables are empty here).

-- The coupon strip used to ask for the spec's coupons 38-41; since 0025 it shows the coupons marked
-- `offered`, which 0025 left false everywhere. Offered again, in that order, unless some are already.
UPDATE "coupons" SET "offered" = true, "offer_sort" = "id"
WHERE "id" IN (38, 39, 40, 41)
  AND NOT EXISTS (SELECT 1 FROM "coupons" WHERE "offered");--> statement-breakpoint

-- One default currency (0025 added the flag false everywhere): the first in the picker's order.
UPDATE "currencies" SET "is_default" = true
WHERE "id" = (SELECT "id" FROM "currencies" ORDER BY "sort", "id" LIMIT 1)
  AND NOT EXISTS (SELECT 1 FROM "currencies" WHERE "is_default");--> statement-breakpoint

-- A ladder's table begins at one piece with the product's price (every reader of ladder_price
-- shows and prices from that row; the console's tiers are those from 2 pieces). A ladder product
-- saved by the console before it wrote that row gets it.
INSERT INTO "ladder_prices" ("goods_id", "min_qty", "price")
SELECT g."id", 1, g."price" FROM "goods" g
WHERE g."price_type" = 3
  AND EXISTS (SELECT 1 FROM "ladder_prices" lp WHERE lp."goods_id" = g."id")
  AND NOT EXISTS (SELECT 1 FROM "ladder_prices" lp WHERE lp."goods_id" = g."id" AND lp."min_qty" <= 1);

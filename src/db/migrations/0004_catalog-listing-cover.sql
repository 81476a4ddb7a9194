-- The listing by price (features/catalog/listing.ts) finds its page in this index alone: with the
-- brand, fitment kind, rating and discount columns beside price and id, the hundreds of entries a
-- filtered page skips (vehicle + 3 brands + a price range) are not read from the table. It still
-- serves every query the (price, id) index served.
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id","brand_id","compatibility","rating","compare_at_price");

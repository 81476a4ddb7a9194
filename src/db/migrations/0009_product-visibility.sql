CREATE TYPE "public"."product_visibility" AS ENUM('published', 'draft');--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_facets_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "visibility" "product_visibility" DEFAULT 'published' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id","brand_id","compatibility","rating","compare_at_price","visibility");--> statement-breakpoint
CREATE INDEX "products_facets_idx" ON "products" USING btree ("compatibility","brand_id","id","price","rating","compare_at_price","visibility");--> statement-breakpoint
-- Hand-written below (drizzle has no triggers): the catalogue version (migration 0003) also follows a
-- product's stock status (a facet, and the page's availability) and its visibility (a draft leaves
-- every listing, count and cached page). A row trigger, only for rows whose status or visibility
-- really changed: checkout names stock_status in every stock update, and a statement trigger on the
-- column would empty every cache at every sale; a sale that sells a product out does change it.
-- Stock quantities stay out of it for the same reason (ADR 0009); the admin bumps the version itself.
CREATE TRIGGER "products_catalog_version_status" AFTER UPDATE OF "stock_status", "visibility" ON "products" FOR EACH ROW WHEN (OLD."stock_status" IS DISTINCT FROM NEW."stock_status" OR OLD."visibility" IS DISTINCT FROM NEW."visibility") EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
-- Statistics for the new column at once: without them the planner guesses that visibility =
-- 'published' keeps 0.5 % of the catalogue and plans every listing for a handful of rows.
ANALYZE "products" ("visibility");

CREATE TABLE "catalog_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "products_name_en_prefix_idx" ON "products" USING btree (lower("name"->>'en') text_pattern_ops);--> statement-breakpoint
-- Hand-written below (drizzle has no triggers): the catalog version the facet cache keys on.
-- Statement-level, so a bulk insert of 100,000 products bumps it once; stock and sales updates at
-- checkout touch none of the listed columns and leave it alone.
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalog_version" AFTER INSERT OR DELETE OR UPDATE OF "brand_id", "category_id", "price", "compare_at_price", "rating", "compatibility", "search_text" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "products_catalog_version_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_attributes_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_attributes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
-- The planner needs the new expression index's statistics at once: without them it guesses that a
-- name prefix matches 0.5 % of the catalogue and walks the best sellers for it (search.ts, rankedMatches).
ANALYZE "products";

-- Search by vehicle (the header's suggestions for "2022 hyundai kona cabin filter"): a product's fit
-- beside its words in one index, so that "these words, and fits this vehicle or every vehicle" reads
-- only the products that match both. Before, the statement read every product the words match,
-- whatever it fits, and checked the fit row by row: 13,889 products for "cabin filter" at a million.
-- fit_keys: 0 when the product fits every vehicle (compatibility 'all'), then the id of each vehicle
-- it is listed for, ascending (the seed writes the same arrays, and the triggers compare them).
CREATE OR REPLACE FUNCTION "product_fit_keys"(p_id integer, p_compatibility compatibility) RETURNS integer[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN CASE WHEN p_compatibility = 'all' THEN ARRAY[0] ELSE '{}'::integer[] END
    || coalesce((SELECT array_agg(f.vehicle_id ORDER BY f.vehicle_id) FROM product_fitment f WHERE f.product_id = p_id), '{}'::integer[]);
END
$$;--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit_keys" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- Filled by rewriting the table once (a type change with USING), not by an UPDATE of every row:
-- that one touched each of the table's indexes per row and left as many dead rows (51.7 minutes at a
-- million products, against a few for the rewrite and its index rebuilds).
ALTER TABLE "products" ALTER COLUMN "fit_keys" SET DATA TYPE integer[] USING product_fit_keys("id", "compatibility");--> statement-breakpoint
SET LOCAL maintenance_work_mem = '256MB';--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops,"fit_keys");--> statement-breakpoint
-- Kept in step. A product whose compatibility changes, or that is added without its keys (every
-- writer but the seed), takes them from its fitment rows.
CREATE OR REPLACE FUNCTION "refit_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.fit_keys := product_fit_keys(NEW.id, NEW.compatibility);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_fit_added" BEFORE INSERT ON "products" FOR EACH ROW
  WHEN ((NEW.compatibility = 'all') IS DISTINCT FROM (0 = ANY (NEW.fit_keys))) EXECUTE FUNCTION refit_product();--> statement-breakpoint
CREATE TRIGGER "products_fit_changed" BEFORE UPDATE OF "compatibility" ON "products" FOR EACH ROW
  WHEN (OLD.compatibility IS DISTINCT FROM NEW.compatibility) EXECUTE FUNCTION refit_product();--> statement-breakpoint
-- Fitment rows written, changed or removed: once per statement (an import writes thousands), and only
-- the products whose keys differ are written (the seed's already hold them). A changed row counts for
-- the product it left and the one it joined: two triggers, each naming its rows refit_rows.
CREATE OR REPLACE FUNCTION "refit_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET fit_keys = k.keys
    FROM (SELECT q.id, product_fit_keys(q.id, q.compatibility) AS keys FROM products q
           WHERE q.id IN (SELECT product_id FROM refit_rows)) k
   WHERE p.id = k.id AND p.fit_keys IS DISTINCT FROM k.keys;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_fitment_added" AFTER INSERT ON "product_fitment"
  REFERENCING NEW TABLE AS refit_rows FOR EACH STATEMENT EXECUTE FUNCTION refit_products();--> statement-breakpoint
CREATE TRIGGER "product_fitment_removed" AFTER DELETE ON "product_fitment"
  REFERENCING OLD TABLE AS refit_rows FOR EACH STATEMENT EXECUTE FUNCTION refit_products();--> statement-breakpoint
CREATE TRIGGER "product_fitment_moved_from" AFTER UPDATE ON "product_fitment"
  REFERENCING OLD TABLE AS refit_rows FOR EACH STATEMENT EXECUTE FUNCTION refit_products();--> statement-breakpoint
CREATE TRIGGER "product_fitment_moved_to" AFTER UPDATE ON "product_fitment"
  REFERENCING NEW TABLE AS refit_rows FOR EACH STATEMENT EXECUTE FUNCTION refit_products();

CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "products_top_rated_idx" ON "products" USING btree ("rating","reviews_count","id") WHERE reviews_count > 0;--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree (((compare_at_price - price)::float8 / compare_at_price),"id") WHERE compare_at_price > price;--> statement-breakpoint
-- Hand-written below (drizzle has no triggers): the search vocabulary follows the product names.
-- Inserts: statement-level with a transition table, so a bulk insert of a million products splits
-- their names once. Updates: a row trigger on the name column, only for rows whose name really
-- changed, so checkout's stock and sales updates, review counts and bulk price changes do nothing.
CREATE OR REPLACE FUNCTION "add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM (SELECT regexp_split_to_table(lower(concat_ws(' ', n.name->>'en', n.name->>'ru', n.name->>'ar')), '[^[:alpha:]]+') AS w FROM new_rows n) t
   WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "add_renamed_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM regexp_split_to_table(lower(concat_ws(' ', NEW.name->>'en', NEW.name->>'ru', NEW.name->>'ar')), '[^[:alpha:]]+') AS w
   WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words"();--> statement-breakpoint
CREATE TRIGGER "products_search_words_rename" AFTER UPDATE OF "name" ON "products" FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "add_renamed_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM (SELECT regexp_split_to_table(lower(concat_ws(' ', name->>'en', name->>'ru', name->>'ar')), '[^[:alpha:]]+') AS w FROM "products") t
 WHERE length(w) >= 3
ON CONFLICT DO NOTHING;

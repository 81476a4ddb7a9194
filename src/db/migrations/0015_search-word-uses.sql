ALTER TABLE "search_words" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written below (drizzle has no triggers). A new word comes with the number of inserted or
-- renamed product names that hold it; a known word is left alone (no row another write waits on).
CREATE OR REPLACE FUNCTION "add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word", "uses")
  SELECT w, count(*) FROM (SELECT DISTINCT n.id, w FROM new_rows n, regexp_split_to_table(search_fold(concat_ws(' ', n.name->>'en', n.name->>'ru', n.name->>'ar')), '[^[:alpha:]]+') AS w) t
   WHERE length(w) >= 3
   GROUP BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "add_renamed_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word", "uses")
  SELECT DISTINCT w, 1 FROM regexp_split_to_table(search_fold(concat_ws(' ', NEW.name->>'en', NEW.name->>'ru', NEW.name->>'ar')), '[^[:alpha:]]+') AS w
   WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The catalogue of the day, counted once.
UPDATE "search_words" s SET "uses" = c.n
  FROM (SELECT w, count(*)::int AS n FROM (SELECT DISTINCT p.id, w FROM "products" p, regexp_split_to_table(search_fold(concat_ws(' ', p.name->>'en', p.name->>'ru', p.name->>'ar')), '[^[:alpha:]]+') AS w) t
         WHERE length(w) >= 3 GROUP BY w) c
 WHERE s.word = c.w;--> statement-breakpoint
-- The seed's Arabic names spell radiator رديتر.
UPDATE "search_synonyms" SET "words" = array_append("words", 'رديتر') WHERE 'ردياتير' = ANY("words") AND NOT 'رديتر' = ANY("words");

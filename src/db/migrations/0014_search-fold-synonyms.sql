CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"words" text[] NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle has no functions or triggers).
-- search_fold: what search compares, in every language, for the catalogue's words (search_text, the
-- search_words vocabulary) and the shopper's (features/catalog/model.ts foldSearchText, the same rule):
-- lower case; Russian ё → е; Arabic alef forms أ إ آ ٱ → ا, taa marbuta ة → ه, alef maqsura ى → ي,
-- and the harakat (U+064B-U+065F), the superscript alef (U+0670) and tatweel (U+0640) removed.
-- translate() deletes the characters of its first list that have no counterpart in the second.
CREATE OR REPLACE FUNCTION "search_fold"(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(lower(t),
    U&'\0451\0623\0625\0622\0671\0629\0649\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065A\065B\065C\065D\065E\065F\0670\0640',
    U&'\0435\0627\0627\0627\0627\0647\064A')
$$;--> statement-breakpoint
-- The vocabulary's triggers (migration 0005) fold before they split: a diacritic no longer cuts a word in two.
CREATE OR REPLACE FUNCTION "add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM (SELECT regexp_split_to_table(search_fold(concat_ws(' ', n.name->>'en', n.name->>'ru', n.name->>'ar')), '[^[:alpha:]]+') AS w FROM new_rows n) t
   WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "add_renamed_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM regexp_split_to_table(search_fold(concat_ws(' ', NEW.name->>'en', NEW.name->>'ru', NEW.name->>'ar')), '[^[:alpha:]]+') AS w
   WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Refold what is already there: the search text of every product, and the vocabulary rebuilt from the names.
UPDATE "products" SET "search_text" = search_fold("search_text") WHERE "search_text" <> search_fold("search_text");--> statement-breakpoint
DELETE FROM "search_words";--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM (SELECT regexp_split_to_table(search_fold(concat_ws(' ', name->>'en', name->>'ru', name->>'ar')), '[^[:alpha:]]+') AS w FROM "products") t
 WHERE length(w) >= 3
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The common parts vocabulary: each row a group of words a search treats as one.
INSERT INTO "search_synonyms" ("language", "words") VALUES
  ('en', '{rotor,disc,disk}'),
  ('en', '{muffler,silencer,exhaust}'),
  ('en', '{headlight,headlamp}'),
  ('en', '{taillight,taillamp}'),
  ('en', '{tyre,tire}'),
  ('en', '{bulb,lamp}'),
  ('en', '{shock,damper}'),
  ('en', '{alternator,generator,dynamo}'),
  ('en', '{hood,bonnet}'),
  ('en', '{windshield,windscreen}'),
  ('en', '{battery,accumulator}'),
  ('en', '{petrol,gasoline}'),
  ('en', '{antifreeze,coolant}'),
  ('en', '{aluminium,aluminum}'),
  ('en', '{colour,color}'),
  ('en', '{grey,gray}'),
  ('en', '{licence,license}'),
  ('en', '{catalytic,catalyst}'),
  ('en', '{turbo,turbocharger}'),
  ('en', '{bushing,bush}'),
  ('en', '{spanner,wrench}'),
  ('en', '{sensor,sender}'),
  ('ru', '{шина,покрышка}'),
  ('ru', '{глушитель,выхлоп}'),
  ('ru', '{лампа,лампочка}'),
  ('ru', '{дворник,щётка,стеклоочиститель}'),
  ('ru', '{насос,помпа}'),
  ('ru', '{генератор,альтернатор}'),
  ('ru', '{аккумулятор,акб,батарея}'),
  ('ru', '{антифриз,тосол}'),
  ('ru', '{лобовое,ветровое}'),
  ('ru', '{датчик,сенсор}'),
  ('ru', '{турбина,турбокомпрессор,турбонагнетатель}'),
  ('ru', '{катализатор,нейтрализатор}'),
  ('ru', '{коврик,ковёр}'),
  ('ar', '{قرص,ديسك}'),
  ('ar', '{كاتم,شكمان,عادم}'),
  ('ar', '{كشاف,فانوس}'),
  ('ar', '{إطار,كفر,كاوتش}'),
  ('ar', '{فرامل,مكابح}'),
  ('ar', '{تيل,فحمات}'),
  ('ar', '{مساحة,ماسحة}'),
  ('ar', '{ممتص,مساعد}'),
  ('ar', '{رادياتير,ردياتير,مشعاع}'),
  ('ar', '{شمعة,بوجيه}'),
  ('ar', '{مولد,دينامو,دينمو}'),
  ('ar', '{بطارية,مركم}'),
  ('ar', '{فلتر,فلاتر,مرشح,مصفاة}'),
  ('ar', '{مضخة,طرمبة,طلمبة}'),
  ('ar', '{جنط,رنج}'),
  ('ar', '{كمبروسر,ضاغط}'),
  ('ar', '{صدام,دعامية}'),
  ('ar', '{حساس,مستشعر,سنسور}');

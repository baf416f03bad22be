ALTER TABLE "item_search" ADD COLUMN "is_available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "item_search" ADD COLUMN "shown_key" text GENERATED ALWAYS AS (lower(shown)) STORED;--> statement-breakpoint
-- Issue 13 item 4: a search filters and ranks on item_search alone. The rebuild of migration
-- 0021 now copies the item's availability too...
CREATE OR REPLACE FUNCTION "item_search_rebuild"("item_ids" integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "item_search" WHERE "item_id" = any("item_ids");
  INSERT INTO "item_search" ("item_id", "language", "shown", "names", "is_available")
  SELECT "items"."id", "shown_in"."language",
    coalesce("local"."name", "english"."name"),
    lower(concat_ws(E'\n', "local"."name", "english"."name", "arabic"."name", "georgian"."name")),
    "items"."is_available"
  FROM "items"
  CROSS JOIN unnest(array['en', 'fr', 'de', 'ae', 'ka']) AS "shown_in"("language")
  LEFT JOIN "item_translations" "local"
    ON "local"."item_id" = "items"."id" AND "local"."language" = "shown_in"."language"
  LEFT JOIN "item_translations" "english"
    ON "english"."item_id" = "items"."id" AND "english"."language" = 'en'
  LEFT JOIN "item_translations" "arabic"
    ON "arabic"."item_id" = "items"."id" AND "arabic"."language" = 'ae'
  LEFT JOIN "item_translations" "georgian"
    ON "georgian"."item_id" = "items"."id" AND "georgian"."language" = 'ka'
  WHERE "items"."id" = any("item_ids")
    AND coalesce("local"."name", "english"."name", "arabic"."name", "georgian"."name") IS NOT NULL;
$$;--> statement-breakpoint
-- ...and follows it when an item is put on or off the menu (one pass per statement; a column
-- list cannot go with transition tables, so rows whose availability did not change are skipped
-- by the comparison).
CREATE FUNCTION "item_search_follow_availability"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "item_search" SET "is_available" = "changed_items"."is_available"
  FROM "changed_items"
  WHERE "item_search"."item_id" = "changed_items"."id"
    AND "item_search"."is_available" IS DISTINCT FROM "changed_items"."is_available";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "item_search_after_item_update" AFTER UPDATE ON "items"
  REFERENCING NEW TABLE AS "changed_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "item_search_follow_availability"();--> statement-breakpoint
UPDATE "item_search" SET "is_available" = "items"."is_available"
FROM "items"
WHERE "items"."id" = "item_search"."item_id" AND NOT "items"."is_available";

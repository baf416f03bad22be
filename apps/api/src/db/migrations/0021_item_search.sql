CREATE TABLE "item_search" (
	"item_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"shown" varchar(160),
	"names" text NOT NULL,
	CONSTRAINT "item_search_item_id_language_pk" PRIMARY KEY("item_id","language")
);
--> statement-breakpoint
ALTER TABLE "item_search" ADD CONSTRAINT "item_search_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_search_names_en_trgm" ON "item_search" USING gin ("names" gin_trgm_ops) WITH (fastupdate=false) WHERE language = 'en';--> statement-breakpoint
CREATE INDEX "item_search_names_fr_trgm" ON "item_search" USING gin ("names" gin_trgm_ops) WITH (fastupdate=false) WHERE language = 'fr';--> statement-breakpoint
CREATE INDEX "item_search_names_de_trgm" ON "item_search" USING gin ("names" gin_trgm_ops) WITH (fastupdate=false) WHERE language = 'de';--> statement-breakpoint
CREATE INDEX "item_search_names_ae_trgm" ON "item_search" USING gin ("names" gin_trgm_ops) WITH (fastupdate=false) WHERE language = 'ae';--> statement-breakpoint
CREATE INDEX "item_search_names_ka_trgm" ON "item_search" USING gin ("names" gin_trgm_ops) WITH (fastupdate=false) WHERE language = 'ka';--> statement-breakpoint
-- Issue 13 item 4: item_search follows item_translations. `item_search_rebuild` writes the
-- search rows of some items from their names (nothing for an item without a name). The five
-- languages are LANGUAGES of packages/shared; English is the fallback shown; Arabic and Georgian
-- names are matched from every language (a text in those scripts finds them, issue 17).
CREATE FUNCTION "item_search_rebuild"("item_ids" integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "item_search" WHERE "item_id" = any("item_ids");
  INSERT INTO "item_search" ("item_id", "language", "shown", "names")
  SELECT "items"."id", "shown_in"."language",
    coalesce("local"."name", "english"."name"),
    lower(concat_ws(E'\n', "local"."name", "english"."name", "arabic"."name", "georgian"."name"))
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
-- Each statement that writes names rebuilds the rows of the items it touched: transition
-- tables make it one pass per statement, not per row (a seed of thousands of names stays fast).
CREATE FUNCTION "item_search_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "item_search_rebuild"(array(SELECT DISTINCT "item_id" FROM "changed_names"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "item_search_after_insert" AFTER INSERT ON "item_translations"
  REFERENCING NEW TABLE AS "changed_names"
  FOR EACH STATEMENT EXECUTE FUNCTION "item_search_follow"();--> statement-breakpoint
CREATE TRIGGER "item_search_after_update" AFTER UPDATE ON "item_translations"
  REFERENCING NEW TABLE AS "changed_names"
  FOR EACH STATEMENT EXECUTE FUNCTION "item_search_follow"();--> statement-breakpoint
CREATE TRIGGER "item_search_after_delete" AFTER DELETE ON "item_translations"
  REFERENCING OLD TABLE AS "changed_names"
  FOR EACH STATEMENT EXECUTE FUNCTION "item_search_follow"();--> statement-breakpoint
-- The items named before this migration.
SELECT "item_search_rebuild"(array(SELECT "id" FROM "items"));

-- Steps made before issue 17 item 4 take exactly their qty: the maximum starts there.
ALTER TABLE "combo_categories" ADD COLUMN "max_qty" integer;--> statement-breakpoint
UPDATE "combo_categories" SET "max_qty" = "qty";--> statement-breakpoint
ALTER TABLE "combo_categories" ALTER COLUMN "max_qty" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "combo_categories" ADD COLUMN "extra_price_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "combo_categories" ADD CONSTRAINT "combo_categories_max_qty" CHECK ("combo_categories"."max_qty" >= "combo_categories"."qty");--> statement-breakpoint
ALTER TABLE "combo_categories" ADD CONSTRAINT "combo_categories_extra_price" CHECK ("combo_categories"."extra_price_minor" >= 0);
ALTER TABLE "items" ADD COLUMN "dietary_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_dietary_tags_known" CHECK ("items"."dietary_tags" <@ array['vegan', 'gluten_free', 'halal', 'spicy']::text[]);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_allergens_known" CHECK ("items"."allergens" <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soya', 'milk', 'tree_nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[]);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_vegan_is_vegetarian" CHECK ("items"."is_veg" or not ('vegan' = any("items"."dietary_tags")));
CREATE TABLE "delivery_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"building_id" integer,
	"university_id" integer,
	"starts_minute" smallint NOT NULL,
	"ends_minute" smallint NOT NULL,
	"cutoff_minute" smallint NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "delivery_slots_one_place" CHECK (("delivery_slots"."building_id" is null) <> ("delivery_slots"."university_id" is null)),
	CONSTRAINT "delivery_slots_minutes" CHECK ("delivery_slots"."cutoff_minute" >= 0 and "delivery_slots"."cutoff_minute" <= "delivery_slots"."starts_minute" and "delivery_slots"."starts_minute" < "delivery_slots"."ends_minute" and "delivery_slots"."ends_minute" <= 1440),
	CONSTRAINT "delivery_slots_capacity" CHECK ("delivery_slots"."capacity" between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_slot_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_asap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "asap_lead_minutes" smallint;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_slots_building_idx" ON "delivery_slots" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "delivery_slots_university_idx" ON "delivery_slots" USING btree ("university_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_slot_id_delivery_slots_id_fk" FOREIGN KEY ("delivery_slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_delivery_slot_idx" ON "orders" USING btree ("delivery_slot_id","delivery_date");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_asap_lead" CHECK ("site_settings"."asap_lead_minutes" between 5 and 600);
CREATE TABLE "closure_translations" (
	"closure_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"reason" varchar(200) NOT NULL,
	CONSTRAINT "closure_translations_closure_id_language_pk" PRIMARY KEY("closure_id","language")
);
--> statement-breakpoint
CREATE TABLE "closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "closures_range" CHECK ("closures"."ends_on" >= "closures"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "opening_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_minute" smallint NOT NULL,
	"closes_minute" smallint NOT NULL,
	CONSTRAINT "opening_windows_weekday" CHECK ("opening_windows"."weekday" between 0 and 6),
	CONSTRAINT "opening_windows_minutes" CHECK ("opening_windows"."opens_minute" >= 0 and "opening_windows"."opens_minute" < "opening_windows"."closes_minute" and "opening_windows"."closes_minute" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "time_zone" varchar(64) DEFAULT 'Asia/Bahrain' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "order_ahead_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "closure_translations" ADD CONSTRAINT "closure_translations_closure_id_closures_id_fk" FOREIGN KEY ("closure_id") REFERENCES "public"."closures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_order_ahead_days" CHECK ("site_settings"."order_ahead_days" between 0 and 30);
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"percent_bp" integer,
	"amount_minor" integer,
	"min_order_minor" integer DEFAULT 0 NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"total_limit" integer,
	"per_customer_limit" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"item_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"combo_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_one_kind" CHECK (("promo_codes"."percent_bp" is null) <> ("promo_codes"."amount_minor" is null)),
	CONSTRAINT "promo_codes_percent" CHECK ("promo_codes"."percent_bp" between 1 and 10000),
	CONSTRAINT "promo_codes_amount" CHECK ("promo_codes"."amount_minor" >= 1),
	CONSTRAINT "promo_codes_min_order" CHECK ("promo_codes"."min_order_minor" >= 0),
	CONSTRAINT "promo_codes_limits" CHECK ("promo_codes"."total_limit" >= 1 and "promo_codes"."per_customer_limit" >= 1),
	CONSTRAINT "promo_codes_period" CHECK ("promo_codes"."ends_on" >= "promo_codes"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_unique" ON "promo_codes" USING btree ("code");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("promo_code_id","user_id") WHERE "orders"."promo_code_id" is not null;
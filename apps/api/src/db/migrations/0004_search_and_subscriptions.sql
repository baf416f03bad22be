CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"no_of_employee" integer NOT NULL,
	"discount_bp" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_price" CHECK ("subscription_plans"."price_minor" >= 0),
	CONSTRAINT "subscription_plans_duration" CHECK ("subscription_plans"."duration_days" >= 1),
	CONSTRAINT "subscription_plans_discount" CHECK ("subscription_plans"."discount_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "subscription_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"txn_id" varchar(128) NOT NULL,
	"company_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"user_id" integer,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"subscription_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_purchases" ADD CONSTRAINT "subscription_purchases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_purchases" ADD CONSTRAINT "subscription_purchases_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_purchases" ADD CONSTRAINT "subscription_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_purchases" ADD CONSTRAINT "subscription_purchases_subscription_id_company_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."company_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_plans_company_idx" ON "subscription_plans" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_purchases_txn_unique" ON "subscription_purchases" USING btree ("txn_id");--> statement-breakpoint
CREATE INDEX "combo_translations_title_trgm" ON "combo_translations" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "item_translations_name_trgm" ON "item_translations" USING gin ("name" gin_trgm_ops);
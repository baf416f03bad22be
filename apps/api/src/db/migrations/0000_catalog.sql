CREATE TABLE "banner_translations" (
	"banner_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" varchar(160) NOT NULL,
	"subtitle" varchar(300) DEFAULT '' NOT NULL,
	"cta_label" varchar(60) DEFAULT '' NOT NULL,
	CONSTRAINT "banner_translations_banner_id_language_pk" PRIMARY KEY("banner_id","language")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" varchar(255) NOT NULL,
	"link" varchar(255) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "building_translations" (
	"building_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" varchar(160) NOT NULL,
	CONSTRAINT "building_translations_building_id_language_pk" PRIMARY KEY("building_id","language")
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_translations" (
	"city_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" varchar(120) NOT NULL,
	CONSTRAINT "city_translations_city_id_language_pk" PRIMARY KEY("city_id","language")
);
--> statement-breakpoint
CREATE TABLE "combo_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"combo_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "combo_categories_qty_positive" CHECK ("combo_categories"."qty" >= 1)
);
--> statement-breakpoint
CREATE TABLE "combo_category_items" (
	"combo_category_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "combo_category_items_combo_category_id_item_id_pk" PRIMARY KEY("combo_category_id","item_id"),
	CONSTRAINT "combo_category_items_price_non_negative" CHECK ("combo_category_items"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "combo_category_translations" (
	"combo_category_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" varchar(160) NOT NULL,
	CONSTRAINT "combo_category_translations_combo_category_id_language_pk" PRIMARY KEY("combo_category_id","language")
);
--> statement-breakpoint
CREATE TABLE "combo_translations" (
	"combo_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" varchar(160) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "combo_translations_combo_id_language_pk" PRIMARY KEY("combo_id","language")
);
--> statement-breakpoint
CREATE TABLE "combos" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_minor" integer NOT NULL,
	"image" varchar(255) NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combos_price_non_negative" CHECK ("combos"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"building_id" integer,
	"email" varchar(254) NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_translations" (
	"company_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" varchar(160) NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	CONSTRAINT "company_translations_company_id_language_pk" PRIMARY KEY("company_id","language")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso_code" varchar(2) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_iso_code_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "country_translations" (
	"country_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" varchar(120) NOT NULL,
	CONSTRAINT "country_translations_country_id_language_pk" PRIMARY KEY("country_id","language")
);
--> statement-breakpoint
CREATE TABLE "item_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"image" varchar(255) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "item_category_translations" (
	"category_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" varchar(120) NOT NULL,
	CONSTRAINT "item_category_translations_category_id_language_pk" PRIMARY KEY("category_id","language")
);
--> statement-breakpoint
CREATE TABLE "item_translations" (
	"item_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" varchar(160) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "item_translations_item_id_language_pk" PRIMARY KEY("item_id","language")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"image" varchar(255) NOT NULL,
	"is_veg" boolean DEFAULT false NOT NULL,
	"min_qty" integer DEFAULT 1 NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_price_non_negative" CHECK ("items"."price_minor" >= 0),
	CONSTRAINT "items_min_qty_positive" CHECK ("items"."min_qty" >= 1)
);
--> statement-breakpoint
CREATE TABLE "page_translations" (
	"page_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"meta_title" varchar(200) NOT NULL,
	"page_content" text NOT NULL,
	CONSTRAINT "page_translations_page_id_language_pk" PRIMARY KEY("page_id","language")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "site_setting_translations" (
	"settings_id" integer DEFAULT 1 NOT NULL,
	"language" varchar(2) NOT NULL,
	"site_name" varchar(120) NOT NULL,
	"tagline" varchar(200) DEFAULT '' NOT NULL,
	"site_address" varchar(300) NOT NULL,
	"opening_hours" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "site_setting_translations_settings_id_language_pk" PRIMARY KEY("settings_id","language")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_email" varchar(254) NOT NULL,
	"site_phone_number" varchar(32) NOT NULL,
	"currency_code" varchar(3) DEFAULT 'BHD' NOT NULL,
	"vat_rate_bp" integer DEFAULT 1000 NOT NULL,
	"shipping_charge_minor" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "university_translations" (
	"university_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" varchar(160) NOT NULL,
	CONSTRAINT "university_translations_university_id_language_pk" PRIMARY KEY("university_id","language")
);
--> statement-breakpoint
ALTER TABLE "banner_translations" ADD CONSTRAINT "banner_translations_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_translations" ADD CONSTRAINT "building_translations_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_translations" ADD CONSTRAINT "city_translations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_categories" ADD CONSTRAINT "combo_categories_combo_id_combos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_categories" ADD CONSTRAINT "combo_categories_category_id_item_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."item_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_category_items" ADD CONSTRAINT "combo_category_items_combo_category_id_combo_categories_id_fk" FOREIGN KEY ("combo_category_id") REFERENCES "public"."combo_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_category_items" ADD CONSTRAINT "combo_category_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_category_translations" ADD CONSTRAINT "combo_category_translations_combo_category_id_combo_categories_id_fk" FOREIGN KEY ("combo_category_id") REFERENCES "public"."combo_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_translations" ADD CONSTRAINT "combo_translations_combo_id_combos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_translations" ADD CONSTRAINT "company_translations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_translations" ADD CONSTRAINT "country_translations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_category_translations" ADD CONSTRAINT "item_category_translations_category_id_item_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."item_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_translations" ADD CONSTRAINT "item_translations_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_item_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."item_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_setting_translations" ADD CONSTRAINT "site_setting_translations_settings_id_site_settings_id_fk" FOREIGN KEY ("settings_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_translations" ADD CONSTRAINT "university_translations_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buildings_city_idx" ON "buildings" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "combo_categories_combo_idx" ON "combo_categories" USING btree ("combo_id");--> statement-breakpoint
CREATE INDEX "companies_city_idx" ON "companies" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "companies_building_idx" ON "companies" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "items_listing_idx" ON "items" USING btree ("is_available","sort_order","id");--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "universities_city_idx" ON "universities" USING btree ("city_id");
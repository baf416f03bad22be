ALTER TABLE "orders" ADD COLUMN "invoice_number" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "vat_number" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "last_invoice_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_unique" ON "orders" USING btree ("invoice_number") WHERE "orders"."invoice_number" is not null;--> statement-breakpoint
-- Orders paid before invoices existed get their numbers in the order they were paid.
UPDATE "orders" SET "invoice_number" = "numbered"."n"
  FROM (SELECT "id", row_number() OVER (ORDER BY "paid_at", "id") AS "n"
          FROM "orders" WHERE "paid_at" IS NOT NULL) AS "numbered"
 WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
UPDATE "site_settings"
   SET "last_invoice_number" = (SELECT coalesce(max("invoice_number"), 0) FROM "orders");

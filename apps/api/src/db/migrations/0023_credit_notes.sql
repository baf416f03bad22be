ALTER TABLE "orders" ADD COLUMN "credit_note_number" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "last_credit_note_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_credit_note_number_unique" ON "orders" USING btree ("credit_note_number") WHERE "orders"."credit_note_number" is not null;--> statement-breakpoint
-- Orders cancelled after they were paid before credit notes existed take theirs now, in the order
-- they were cancelled, so the sequence has no gaps (docs/decisions.md 092).
WITH "numbered" AS (
  SELECT "id", row_number() OVER (ORDER BY "cancelled_at", "id") AS "n" FROM "orders"
  WHERE "status" = 'Cancelled' AND "invoice_number" IS NOT NULL
)
UPDATE "orders" SET "credit_note_number" = "numbered"."n" FROM "numbered" WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
UPDATE "site_settings" SET "last_credit_note_number" = (SELECT count(*) FROM "orders" WHERE "credit_note_number" IS NOT NULL);

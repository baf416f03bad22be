-- Orders placed before decision 064 had their VAT added on top of the lines: false for them,
-- true for every order from now on.
ALTER TABLE "orders" ADD COLUMN "vat_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "vat_included" SET DEFAULT true;

CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"provider_refund_id" varchar(255),
	"amount_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"reason" varchar(300) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"failure" varchar(300) DEFAULT '' NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "resolved_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "resolution_note" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_minor" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_id" varchar(255);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_unique" ON "refunds" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_provider_refund_idx" ON "refunds" USING btree ("provider","provider_refund_id");--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_refused_idx" ON "payment_events" USING btree ("outcome","received_at");--> statement-breakpoint
-- Payments already paid took their amount; a refused paid notification (amount mismatch) took what it said.
UPDATE "payments" SET "captured_minor" = "amount_minor" WHERE "status" = 'paid';--> statement-breakpoint
UPDATE "payments" AS p SET "captured_minor" = e."amount_minor"
  FROM "payment_events" AS e
 WHERE p."captured_minor" IS NULL AND e."outcome" = 'refused' AND e."amount_minor" IS NOT NULL
   AND e."provider" = p."provider" AND e."provider_session_id" = p."provider_session_id"
   AND e."detail" LIKE 'amount % ' || p."currency" || ' differs from %';

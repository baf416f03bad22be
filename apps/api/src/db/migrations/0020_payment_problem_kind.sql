ALTER TABLE "payment_events" ADD COLUMN "problem" varchar(24);--> statement-breakpoint
-- The refused events before this column: their problem as the detail the handler wrote says it.
UPDATE "payment_events" SET "problem" = CASE
  WHEN "detail" LIKE 'amount %' THEN 'amount_mismatch'
  WHEN "detail" LIKE 'paid for cancelled%' THEN 'paid_after_cancel'
  ELSE 'other'
END WHERE "outcome" = 'refused';

ALTER TABLE "order_status_history" ADD COLUMN "step" varchar(24);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kitchen_step" varchar(24);
-- Orders of parts logged as an expense (issue #13 "Close the loop"): a paid spareshop order of the
-- member's is logged once as a `parts` expense of one of their cars (expenses.order_id, unique). The new
-- column is nullable: existing rows are unchanged.
ALTER TABLE "expenses" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_order_unique" ON "expenses" USING btree ("order_id");
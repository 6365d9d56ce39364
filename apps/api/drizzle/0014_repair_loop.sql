-- The repair loop (issue #13): a booking made from a diagnostic report links its vehicle and diagnosis;
-- staff mark it completed with the final price (whole RWF) and a message; the member logs it once as an
-- expense (expenses.booking_id, unique). All new columns are nullable: existing rows are unchanged.
ALTER TABLE "bookings" ADD COLUMN "vehicle_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "diagnosis_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "final_price" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "provider_message" text;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_diagnosis_id_diagnoses_id_fk" FOREIGN KEY ("diagnosis_id") REFERENCES "public"."diagnoses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_diagnosis_idx" ON "bookings" USING btree ("diagnosis_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_booking_unique" ON "expenses" USING btree ("booking_id");
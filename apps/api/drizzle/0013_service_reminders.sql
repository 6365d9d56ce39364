-- Service reminders (issue #13): one row per car and kind (oil change, tyre rotation, brake
-- inspection, air filter) with its interval in km and months, the last service (date, odometer km)
-- and the due occurrence a reminder was last sent for (sent once per occurrence).
CREATE TABLE "service_reminders" (
	"vehicle_id" integer NOT NULL,
	"kind" text NOT NULL,
	"interval_km" integer,
	"interval_months" integer,
	"last_done_date" date NOT NULL,
	"last_done_km" integer,
	"done_recorded" boolean DEFAULT false NOT NULL,
	"notified_key" text,
	"notified_at" timestamp with time zone,
	CONSTRAINT "service_reminders_vehicle_id_kind_pk" PRIMARY KEY("vehicle_id","kind")
);
--> statement-breakpoint
ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
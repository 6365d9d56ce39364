CREATE TABLE "booking_slots" (
	"provider_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_slots_provider_id_slot_start_pk" PRIMARY KEY("provider_id","slot_start")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"access_code" text NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer,
	"full_name" text NOT NULL,
	"phone" text,
	"service" text NOT NULL,
	"duration_min" integer DEFAULT 60 NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"source" text DEFAULT 'site' NOT NULL,
	"widget_origin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_from" numeric(14, 2) NOT NULL,
	"duration_min" integer DEFAULT 60 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_staff" (
	"user_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"role" text DEFAULT 'staff' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_staff_user_id_provider_id_pk" PRIMARY KEY("user_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"country" text DEFAULT 'RW' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"phone" text NOT NULL,
	"image_url" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timezone" text DEFAULT 'Africa/Kigali' NOT NULL,
	"opening_hours" jsonb,
	"capacity" integer DEFAULT 2 NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" text DEFAULT 'Flexible' NOT NULL,
	"pricing" text DEFAULT '$$' NOT NULL,
	"wait_time" text DEFAULT '2-3 days' NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"widget_key" text NOT NULL,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"brand_color" text DEFAULT '#0f766e' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_services" ADD CONSTRAINT "provider_services_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_staff" ADD CONSTRAINT "provider_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_staff" ADD CONSTRAINT "provider_staff_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_booking_id_unique" ON "bookings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_provider_slot_idx" ON "bookings" USING btree ("provider_id","slot_start");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_services_provider_name_unique" ON "provider_services" USING btree ("provider_id","name");--> statement-breakpoint
CREATE INDEX "provider_staff_provider_idx" ON "provider_staff" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_slug_unique" ON "providers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_widget_key_unique" ON "providers" USING btree ("widget_key");--> statement-breakpoint
CREATE INDEX "providers_type_country_idx" ON "providers" USING btree ("type","country");--> statement-breakpoint
CREATE INDEX "reviews_provider_idx" ON "reviews" USING btree ("provider_id","created_at");
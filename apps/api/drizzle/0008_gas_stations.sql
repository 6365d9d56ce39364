-- Gas stations and fuel prices (issue #11): a station is a providers row of type gas_station (brand,
-- amenities, a bounding-box index on type+lat+lng); its fuels with the shown and staff prices, members'
-- price reports, the daily price history, products with variants, services, the regulated ceilings;
-- sellers.provider_id links the spareshop seller that sells a station's fuels and oils through the cart.
CREATE TABLE "fuel_ceilings" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"fuel" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"currency_exponent" smallint NOT NULL,
	"regulator" text NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_ceilings_period" CHECK ("fuel_ceilings"."valid_to" >= "fuel_ceilings"."valid_from"),
	CONSTRAINT "fuel_ceilings_price_positive" CHECK ("fuel_ceilings"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "fuel_price_history" (
	"provider_id" integer NOT NULL,
	"fuel" text NOT NULL,
	"day" date NOT NULL,
	"price_minor" bigint NOT NULL,
	CONSTRAINT "fuel_price_history_provider_id_fuel_day_pk" PRIMARY KEY("provider_id","fuel","day")
);
--> statement-breakpoint
CREATE TABLE "fuel_price_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"fuel" text NOT NULL,
	"user_id" integer NOT NULL,
	"price_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"agreeing" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_fuels" (
	"provider_id" integer NOT NULL,
	"fuel" text NOT NULL,
	"price_minor" bigint,
	"price_at" timestamp with time zone,
	"price_source" text,
	"report_count" integer DEFAULT 0 NOT NULL,
	"staff_price_minor" bigint,
	"staff_price_at" timestamp with time zone,
	"staff_user_id" integer,
	"listing_id" integer,
	CONSTRAINT "station_fuels_provider_id_fuel_pk" PRIMARY KEY("provider_id","fuel"),
	CONSTRAINT "station_fuels_price_positive" CHECK ("station_fuels"."price_minor" is null or "station_fuels"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "station_product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"label" text NOT NULL,
	"brand" text,
	"price_minor" bigint,
	"position" integer DEFAULT 0 NOT NULL,
	"listing_id" integer
);
--> statement-breakpoint
CREATE TABLE "station_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_minor" bigint,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "provider_id" integer;--> statement-breakpoint
ALTER TABLE "fuel_price_history" ADD CONSTRAINT "fuel_price_history_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_price_reports" ADD CONSTRAINT "fuel_price_reports_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_price_reports" ADD CONSTRAINT "fuel_price_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_fuels" ADD CONSTRAINT "station_fuels_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_fuels" ADD CONSTRAINT "station_fuels_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_fuels" ADD CONSTRAINT "station_fuels_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_product_variants" ADD CONSTRAINT "station_product_variants_product_id_station_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."station_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_product_variants" ADD CONSTRAINT "station_product_variants_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_products" ADD CONSTRAINT "station_products_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_services" ADD CONSTRAINT "station_services_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_ceilings_country_fuel_from_unique" ON "fuel_ceilings" USING btree ("country","fuel","valid_from");--> statement-breakpoint
CREATE INDEX "fuel_price_reports_station_idx" ON "fuel_price_reports" USING btree ("provider_id","fuel","created_at");--> statement-breakpoint
CREATE INDEX "fuel_price_reports_member_idx" ON "fuel_price_reports" USING btree ("user_id","provider_id","fuel","created_at");--> statement-breakpoint
CREATE INDEX "station_fuels_fuel_price_idx" ON "station_fuels" USING btree ("fuel","price_minor","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "station_product_variants_product_label_unique" ON "station_product_variants" USING btree ("product_id",lower("label"));--> statement-breakpoint
CREATE INDEX "station_product_variants_brand_idx" ON "station_product_variants" USING btree (lower("brand"));--> statement-breakpoint
CREATE UNIQUE INDEX "station_products_provider_name_unique" ON "station_products" USING btree ("provider_id",lower("name"));--> statement-breakpoint
CREATE INDEX "station_services_provider_idx" ON "station_services" USING btree ("provider_id","position");--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "providers_geo_idx" ON "providers" USING btree ("type","lat","lng");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_provider_unique" ON "sellers" USING btree ("provider_id");
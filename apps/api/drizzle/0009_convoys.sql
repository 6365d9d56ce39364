-- Convoys and the community (issue #12): convoys (id category:key, derived ones made from members'
-- cars), memberships, plain-text posts with images, comments, reactions (one per member, post and type),
-- follows and reports; counters never below 0 (checks); users.bio for the member page.
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "convoy_members" (
	"convoy_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"via_vehicle_id" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "convoy_members_convoy_id_user_id_pk" PRIMARY KEY("convoy_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "convoy_post_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"source" text NOT NULL,
	"key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "convoy_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"convoy_id" text NOT NULL,
	"author_id" integer NOT NULL,
	"content" text NOT NULL,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"reports_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "convoy_posts_counts" CHECK ("convoy_posts"."likes_count" >= 0 and "convoy_posts"."comments_count" >= 0 and "convoy_posts"."reports_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "convoys" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"country" text,
	"cover_key" text NOT NULL,
	"derived" boolean DEFAULT false NOT NULL,
	"members_count" integer DEFAULT 0 NOT NULL,
	"posts_count" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "convoys_counts" CHECK ("convoys"."members_count" >= 0 and "convoys"."posts_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" integer NOT NULL,
	"followee_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id"),
	CONSTRAINT "follows_not_self" CHECK ("follows"."follower_id" <> "follows"."followee_id")
);
--> statement-breakpoint
CREATE TABLE "post_reactions" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_reactions_post_id_user_id_type_pk" PRIMARY KEY("post_id","user_id","type")
);
--> statement-breakpoint
CREATE TABLE "post_reports" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_reports_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_convoy_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."convoy_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convoy_members" ADD CONSTRAINT "convoy_members_convoy_id_convoys_id_fk" FOREIGN KEY ("convoy_id") REFERENCES "public"."convoys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convoy_members" ADD CONSTRAINT "convoy_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convoy_members" ADD CONSTRAINT "convoy_members_via_vehicle_id_vehicles_id_fk" FOREIGN KEY ("via_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convoy_post_images" ADD CONSTRAINT "convoy_post_images_post_id_convoy_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."convoy_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convoy_posts" ADD CONSTRAINT "convoy_posts_convoy_id_convoys_id_fk" FOREIGN KEY ("convoy_id") REFERENCES "public"."convoys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convoy_posts" ADD CONSTRAINT "convoy_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reactions" ADD CONSTRAINT "post_reactions_post_id_convoy_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."convoy_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reactions" ADD CONSTRAINT "post_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_post_id_convoy_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."convoy_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_post_idx" ON "comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "convoy_members_user_idx" ON "convoy_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "convoy_post_images_post_idx" ON "convoy_post_images" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "convoy_posts_convoy_idx" ON "convoy_posts" USING btree ("convoy_id","created_at","id");--> statement-breakpoint
CREATE INDEX "convoy_posts_author_idx" ON "convoy_posts" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "convoy_posts_created_idx" ON "convoy_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "convoys_category_idx" ON "convoys" USING btree ("category");--> statement-breakpoint
CREATE INDEX "convoys_members_idx" ON "convoys" USING btree ("members_count","id");--> statement-breakpoint
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_id");--> statement-breakpoint
CREATE INDEX "post_reactions_first_idx" ON "post_reactions" USING btree ("post_id","type","created_at");
-- Issue #16 Provider pictures and Profile avatar: the picture keys of a provider's cover photo and logo and
-- of a member's avatar (files under DATA_DIR/uploads/photos), null = none; existing rows are unchanged.
ALTER TABLE "providers" ADD COLUMN "cover_key" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_key" text;
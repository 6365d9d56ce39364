-- Issue #16 Locale: the member's chosen language (en, fr, rw, sw), null until chosen.
ALTER TABLE "users" ADD COLUMN "language" text;
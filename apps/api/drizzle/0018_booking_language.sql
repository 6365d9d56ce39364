-- Issue #16: the language of the request that made the booking (en, fr, rw, sw), for the visitor's notices.
ALTER TABLE "bookings" ADD COLUMN "language" text;
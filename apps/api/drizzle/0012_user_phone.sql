-- Issue #16 Profile: the member's mobile number in E.164 (+250788123456), null until given.
ALTER TABLE "users" ADD COLUMN "phone" text;

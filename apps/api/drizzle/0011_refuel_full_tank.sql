-- Fuel economy (issue #13): a refuel says whether the tank was filled up; economy is measured between
-- full fills. Existing refuels count as full fills.
ALTER TABLE "refuels" ADD COLUMN "full_tank" boolean DEFAULT true NOT NULL;
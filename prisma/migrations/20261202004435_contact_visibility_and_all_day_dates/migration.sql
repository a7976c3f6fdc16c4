-- CreateEnum
CREATE TYPE "ContactVisibility" AS ENUM ('public', 'staff', 'private');

-- AlterTable
ALTER TABLE "calendar_events" ADD COLUMN     "end_date" DATE,
ADD COLUMN     "start_date" DATE;

-- AlterTable
ALTER TABLE "contacts" ADD COLUMN     "visibility" "ContactVisibility" NOT NULL DEFAULT 'public';

-- Issue 29 item 18: an all-day event is a date of the company's calendar. Existing ones were
-- stored as the local midnight of the browser that wrote them: the nearest day in the company's
-- zone is the day meant (any browser zone within 12 hours of the company's), and starts_at /
-- ends_at become that day's 00:00 in the company's zone.
UPDATE "calendar_events" e
   SET "start_date" = ((e."starts_at" AT TIME ZONE z.tz) + interval '12 hours')::date,
       "end_date" = ((e."ends_at" AT TIME ZONE z.tz) + interval '12 hours')::date
  FROM (SELECT c."id", CASE WHEN EXISTS (SELECT 1 FROM pg_timezone_names n WHERE n.name = c."time_zone")
                            THEN c."time_zone" ELSE 'America/Sao_Paulo' END AS tz
          FROM "companies" c) z
 WHERE z."id" = e."company_id" AND e."all_day";
UPDATE "calendar_events" e
   SET "starts_at" = e."start_date"::timestamp AT TIME ZONE z.tz,
       "ends_at" = e."end_date"::timestamp AT TIME ZONE z.tz
  FROM (SELECT c."id", CASE WHEN EXISTS (SELECT 1 FROM pg_timezone_names n WHERE n.name = c."time_zone")
                            THEN c."time_zone" ELSE 'America/Sao_Paulo' END AS tz
          FROM "companies" c) z
 WHERE z."id" = e."company_id" AND e."all_day";

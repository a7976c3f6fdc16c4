-- DropIndex
DROP INDEX "study_totals_company_id_total_seconds_idx";

-- AlterTable
ALTER TABLE "study_totals" ADD COLUMN     "learner" BOOLEAN NOT NULL DEFAULT true,
ALTER COLUMN "access_streak" SET DEFAULT 0,
ALTER COLUMN "last_access_day" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "study_totals_company_id_learner_total_seconds_idx" ON "study_totals"("company_id", "learner", "total_seconds" DESC);

-- One streak (docs/study-time.md): a day counts when it credited study time (> 0 s), so the run
-- kept per learner is recomputed from their sessions of more than 0 s, in the company's time zone.
WITH days AS (
  SELECT DISTINCT s.company_id, s.user_id, (s.started_at AT TIME ZONE c.time_zone)::date AS d
    FROM study_sessions s JOIN companies c ON c.id = s.company_id
   WHERE s.seconds > 0
), runs AS (
  SELECT company_id, user_id, d,
         d - (row_number() OVER (PARTITION BY company_id, user_id ORDER BY d))::int AS run
    FROM days
), last_run AS (
  SELECT DISTINCT ON (company_id, user_id) company_id, user_id, run, d AS last_day
    FROM runs ORDER BY company_id, user_id, d DESC
), streaks AS (
  SELECT l.company_id, l.user_id, l.last_day, count(*)::int AS streak
    FROM last_run l JOIN runs r ON r.company_id = l.company_id AND r.user_id = l.user_id AND r.run = l.run
   GROUP BY l.company_id, l.user_id, l.last_day
)
UPDATE study_totals t
   SET access_streak = COALESCE(s.streak, 0), last_access_day = s.last_day
  FROM study_totals t2 LEFT JOIN streaks s ON s.company_id = t2.company_id AND s.user_id = t2.user_id
 WHERE t.company_id = t2.company_id AND t.user_id = t2.user_id;

-- One table for every export (docs/exports.md): grades CSV, sessions CSV and the student-log PDF
-- had a table each (grade_exports, session_exports, report_requests) for the same job state.
-- Their rows are moved, not dropped: a finished file stays downloadable by its requester (under a
-- new id: the three tables numbered apart) and stays referenced for storage clean-up. A row still
-- pending or processing is moved as failed: its job carries the old id, so no worker would finish
-- it; the screen says "export again".

-- CreateEnum
CREATE TYPE "ExportStatus" AS ENUM ('pending', 'processing', 'ready', 'failed');

-- CreateTable
CREATE TABLE "exports" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "requested_by_id" INTEGER NOT NULL,
    "filters" JSONB NOT NULL DEFAULT '{}',
    "status" "ExportStatus" NOT NULL DEFAULT 'pending',
    "storage_key" TEXT,
    "row_count" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "exports_pkey" PRIMARY KEY ("company_id","id")
);

-- CreateIndex
CREATE INDEX "exports_company_id_requested_by_id_created_at_idx" ON "exports"("company_id", "requested_by_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "exports" ADD CONSTRAINT "exports_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "exports" ADD CONSTRAINT "exports_requested_by_id_fkey" FOREIGN KEY ("requested_by_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Move the rows.
INSERT INTO "exports" ("company_id", "kind", "requested_by_id", "filters", "status", "storage_key", "row_count", "created_at", "finished_at")
SELECT "company_id", 'grades-csv', "requested_by_id", "filters" || jsonb_build_object('discipline_id', "discipline_id"),
       CASE WHEN "status" = 'ready' THEN 'ready' ELSE 'failed' END::"ExportStatus",
       "storage_key", "row_count", "created_at", COALESCE("finished_at", CURRENT_TIMESTAMP)
  FROM "grade_exports" ORDER BY "company_id", "id";

INSERT INTO "exports" ("company_id", "kind", "requested_by_id", "filters", "status", "storage_key", "row_count", "created_at", "finished_at")
SELECT "company_id", 'sessions-csv', "requested_by_id", "filters",
       CASE WHEN "status" = 'ready' THEN 'ready' ELSE 'failed' END::"ExportStatus",
       "storage_key", "row_count", "created_at", COALESCE("finished_at", CURRENT_TIMESTAMP)
  FROM "session_exports" ORDER BY "company_id", "id";

-- The PDF's key was derived from the request id (private/c<company>/reports/student-logs-<id>.pdf);
-- the export row records it.
INSERT INTO "exports" ("company_id", "kind", "requested_by_id", "filters", "status", "storage_key", "row_count", "created_at", "finished_at")
SELECT "company_id", 'student-logs-pdf', "user_id", "filters",
       CASE WHEN "status" = 'done' THEN 'ready' ELSE 'failed' END::"ExportStatus",
       CASE WHEN "status" = 'done' THEN 'private/c' || "company_id" || '/reports/student-logs-' || "id" || '.pdf' END,
       CASE WHEN "status" = 'done' AND jsonb_typeof("filters"->'row_count') = 'number' THEN ("filters"->>'row_count')::int END,
       "created_at", COALESCE("finished_at", CURRENT_TIMESTAMP)
  FROM "report_requests" WHERE "type" = 'student_logs_pdf' ORDER BY "company_id", "id";

-- DropForeignKey
ALTER TABLE "grade_exports" DROP CONSTRAINT "grade_exports_company_id_discipline_id_fkey";

-- DropForeignKey
ALTER TABLE "grade_exports" DROP CONSTRAINT "grade_exports_company_id_fkey";

-- DropForeignKey
ALTER TABLE "grade_exports" DROP CONSTRAINT "grade_exports_requested_by_id_fkey";

-- DropForeignKey
ALTER TABLE "report_requests" DROP CONSTRAINT "report_requests_company_id_fkey";

-- DropForeignKey
ALTER TABLE "report_requests" DROP CONSTRAINT "report_requests_user_id_fkey";

-- DropForeignKey
ALTER TABLE "session_exports" DROP CONSTRAINT "session_exports_company_id_fkey";

-- DropForeignKey
ALTER TABLE "session_exports" DROP CONSTRAINT "session_exports_requested_by_id_fkey";

-- DropTable
DROP TABLE "grade_exports";

-- DropTable
DROP TABLE "report_requests";

-- DropTable
DROP TABLE "session_exports";

-- DropEnum
DROP TYPE "GradeExportStatus";

-- DropEnum
DROP TYPE "ReportStatus";

-- DropEnum
DROP TYPE "SessionExportStatus";

-- Tenancy backstop (generated: prisma/src/migrate/tenancy.ts; see docs/migrations.md, "Tenant tables").
-- Row-level security: rows are visible and writable only for the tenant bound to the connection.
SELECT trilha_enable_tenant_rls('exports');
-- A child row must belong to the same company as its parent row.

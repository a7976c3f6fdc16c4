-- CreateEnum
CREATE TYPE "SessionExportStatus" AS ENUM ('pending', 'ready', 'failed');

-- CreateTable
CREATE TABLE "study_totals" (
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "total_seconds" INTEGER NOT NULL DEFAULT 0,
    "last_ping_at" TIMESTAMPTZ(3) NOT NULL,
    "session_started_at" TIMESTAMPTZ(3) NOT NULL,
    "last_added_seconds" INTEGER NOT NULL DEFAULT 0,
    "access_streak" INTEGER NOT NULL DEFAULT 1,
    "last_access_day" DATE NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "study_totals_pkey" PRIMARY KEY ("company_id","user_id")
);

-- CreateTable
CREATE TABLE "session_exports" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "requested_by_id" INTEGER NOT NULL,
    "filters" JSONB NOT NULL,
    "status" "SessionExportStatus" NOT NULL DEFAULT 'pending',
    "storage_key" TEXT,
    "row_count" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "session_exports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "study_totals_company_id_total_seconds_idx" ON "study_totals"("company_id", "total_seconds" DESC);

-- CreateIndex
CREATE INDEX "session_exports_company_id_requested_by_id_created_at_idx" ON "session_exports"("company_id", "requested_by_id", "created_at");

-- AddForeignKey
ALTER TABLE "study_totals" ADD CONSTRAINT "study_totals_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "study_totals" ADD CONSTRAINT "study_totals_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_exports" ADD CONSTRAINT "session_exports_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_exports" ADD CONSTRAINT "session_exports_requested_by_id_fkey" FOREIGN KEY ("requested_by_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy backstop (generated: prisma/src/migrate/tenancy.ts; see docs/migrations.md, "Tenant tables").
-- Row-level security: rows are visible and writable only for the tenant bound to the connection.
SELECT trilha_enable_tenant_rls('session_exports');
SELECT trilha_enable_tenant_rls('study_totals');
-- A child row must belong to the same company as its parent row.

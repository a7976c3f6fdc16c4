-- CreateEnum
CREATE TYPE "AiJobStatus" AS ENUM ('queued', 'running', 'done', 'failed', 'cancelled');

-- CreateTable
CREATE TABLE "ai_settings" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "base_url" TEXT,
    "model" TEXT,
    "api_key_sealed" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ai_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ai_jobs" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "status" "AiJobStatus" NOT NULL DEFAULT 'queued',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "discipline_id" INTEGER,
    "input" JSONB NOT NULL,
    "import_id" INTEGER,
    "error" TEXT,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ai_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ai_settings_company_id_key" ON "ai_settings"("company_id");

-- CreateIndex
CREATE INDEX "ai_jobs_company_id_user_id_id_idx" ON "ai_jobs"("company_id", "user_id", "id" DESC);

-- CreateIndex
CREATE INDEX "ai_jobs_company_id_status_idx" ON "ai_jobs"("company_id", "status");

-- AddForeignKey
ALTER TABLE "ai_settings" ADD CONSTRAINT "ai_settings_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ai_jobs" ADD CONSTRAINT "ai_jobs_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy backstop (generated: prisma/src/migrate/tenancy.ts; see docs/migrations.md, "Tenant tables").
-- Row-level security: rows are visible and writable only for the tenant bound to the connection.
SELECT trilha_enable_tenant_rls('ai_jobs');
SELECT trilha_enable_tenant_rls('ai_settings');
-- A child row must belong to the same company as its parent row.

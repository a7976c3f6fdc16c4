-- CreateEnum
CREATE TYPE "ActivityKind" AS ENUM ('signed_in', 'item_opened', 'item_completed', 'item_unchecked', 'attempt_finished', 'assignment_submitted', 'comment_sent');

-- CreateTable
CREATE TABLE "activity_log" (
    "id" BIGSERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" "ActivityKind" NOT NULL,
    "discipline_id" INTEGER,
    "material_item_id" INTEGER,
    "subject_id" INTEGER,
    "details" JSONB NOT NULL DEFAULT '{}',
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "source_event_id" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "activity_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "activity_log_company_id_occurred_at_id_idx" ON "activity_log"("company_id", "occurred_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "activity_log_company_id_user_id_occurred_at_idx" ON "activity_log"("company_id", "user_id", "occurred_at" DESC);

-- CreateIndex
CREATE INDEX "activity_log_company_id_discipline_id_occurred_at_idx" ON "activity_log"("company_id", "discipline_id", "occurred_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "activity_log_source_event_key" ON "activity_log"("company_id", "source_event_id");

-- AddForeignKey
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy backstop (generated: prisma/src/migrate/tenancy.ts; see docs/migrations.md, "Tenant tables").
-- Row-level security: rows are visible and writable only for the tenant bound to the connection.
SELECT trilha_enable_tenant_rls('activity_log');
-- A child row must belong to the same company as its parent row.

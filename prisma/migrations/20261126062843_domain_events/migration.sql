-- CreateEnum
CREATE TYPE "DomainEventStatus" AS ENUM ('pending', 'delivered', 'failed');

-- CreateTable
CREATE TABLE "domain_events" (
    "id" BIGSERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "status" "DomainEventStatus" NOT NULL DEFAULT 'pending',
    "available_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "delivered_at" TIMESTAMPTZ(3),

    CONSTRAINT "domain_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "domain_events_pending_idx" ON "domain_events"("available_at", "id") WHERE (status = 'pending');

-- CreateIndex
CREATE INDEX "domain_events_company_id_name_created_at_idx" ON "domain_events"("company_id", "name", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "points_ledger_once_key" ON "points_ledger"("company_id", "user_id", "reason", "subject_type", "subject_id");

-- AddForeignKey
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy backstop (generated: prisma/src/migrate/tenancy.ts; see docs/migrations.md, "Tenant tables").
-- Row-level security: rows are visible and writable only for the tenant bound to the connection.
SELECT trilha_enable_tenant_rls('domain_events');
-- A child row must belong to the same company as its parent row.

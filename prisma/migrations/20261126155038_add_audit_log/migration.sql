-- CreateTable
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "actor_id" INTEGER,
    "action" TEXT NOT NULL,
    "target_type" TEXT NOT NULL,
    "target_id" INTEGER,
    "ip" TEXT,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "source_event_id" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_log_created_at_id_idx" ON "audit_log"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_log_action_created_at_id_idx" ON "audit_log"("action", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_log_actor_id_created_at_id_idx" ON "audit_log"("actor_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_log_company_id_created_at_id_idx" ON "audit_log"("company_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "audit_log_source_event_key" ON "audit_log"("company_id", "source_event_id");

-- AddForeignKey
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy backstop (generated: prisma/src/migrate/tenancy.ts; see docs/migrations.md, "Tenant tables").
-- Row-level security: rows are visible and writable only for the tenant bound to the connection.
SELECT trilha_enable_tenant_rls('audit_log');
-- A child row must belong to the same company as its parent row.

-- Append-only for the application: the tenant role (every request and every subscriber) may add
-- rows and read them, never change or remove one. Retention (docs/audit.md) runs as the owner;
-- a company's rows go with the company through the cascade (run as the owner too).
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM trilha_app;

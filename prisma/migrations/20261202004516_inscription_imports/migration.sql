-- CreateEnum
CREATE TYPE "InscriptionImportStatus" AS ENUM ('pending', 'running', 'done', 'failed');

-- CreateTable
CREATE TABLE "inscription_imports" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "discipline_id" INTEGER NOT NULL,
    "requested_by_id" INTEGER NOT NULL,
    "file_name" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "checksum" TEXT NOT NULL,
    "status" "InscriptionImportStatus" NOT NULL DEFAULT 'pending',
    "total_lines" INTEGER NOT NULL,
    "lines_done" INTEGER NOT NULL DEFAULT 0,
    "created_count" INTEGER NOT NULL DEFAULT 0,
    "existing_count" INTEGER NOT NULL DEFAULT 0,
    "rejected_count" INTEGER NOT NULL DEFAULT 0,
    "rejected_key" TEXT,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "inscription_imports_pkey" PRIMARY KEY ("company_id","id")
);

-- CreateTable
CREATE TABLE "inscription_import_rejections" (
    "company_id" INTEGER NOT NULL,
    "import_id" INTEGER NOT NULL,
    "line" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "started_at" TEXT NOT NULL,
    "finished_at" TEXT NOT NULL,
    "reason" TEXT NOT NULL,

    CONSTRAINT "inscription_import_rejections_pkey" PRIMARY KEY ("company_id","import_id","line")
);

-- CreateIndex
CREATE INDEX "inscription_imports_company_id_requested_by_id_created_at_idx" ON "inscription_imports"("company_id", "requested_by_id", "created_at");

-- AddForeignKey
ALTER TABLE "inscription_imports" ADD CONSTRAINT "inscription_imports_company_id_discipline_id_fkey" FOREIGN KEY ("company_id", "discipline_id") REFERENCES "disciplines"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inscription_imports" ADD CONSTRAINT "inscription_imports_requested_by_id_fkey" FOREIGN KEY ("requested_by_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inscription_import_rejections" ADD CONSTRAINT "inscription_import_rejections_company_id_import_id_fkey" FOREIGN KEY ("company_id", "import_id") REFERENCES "inscription_imports"("company_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy backstop (generated: prisma/src/migrate/tenancy.ts; see docs/migrations.md, "Tenant tables").
-- Row-level security: rows are visible and writable only for the tenant bound to the connection.
SELECT trilha_enable_tenant_rls('inscription_import_rejections');
SELECT trilha_enable_tenant_rls('inscription_imports');
-- A child row must belong to the same company as its parent row.

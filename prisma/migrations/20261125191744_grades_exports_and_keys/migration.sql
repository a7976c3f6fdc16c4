-- CreateEnum
CREATE TYPE "GradeExportStatus" AS ENUM ('pending', 'ready', 'failed');

-- DropIndex
DROP INDEX "grades_material_item_id_user_id_key";

-- CreateTable
CREATE TABLE "grade_exports" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "discipline_id" INTEGER NOT NULL,
    "requested_by_id" INTEGER NOT NULL,
    "filters" JSONB NOT NULL,
    "status" "GradeExportStatus" NOT NULL DEFAULT 'pending',
    "storage_key" TEXT,
    "row_count" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "grade_exports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "grade_exports_company_id_requested_by_id_created_at_idx" ON "grade_exports"("company_id", "requested_by_id", "created_at");

-- CreateIndex
CREATE INDEX "grade_exports_company_id_discipline_id_idx" ON "grade_exports"("company_id", "discipline_id");

-- CreateIndex
CREATE INDEX "grades_company_id_discipline_id_user_id_material_item_id_idx" ON "grades"("company_id", "discipline_id", "user_id", "material_item_id");

-- CreateIndex
CREATE INDEX "grades_company_id_discipline_id_status_user_id_material_ite_idx" ON "grades"("company_id", "discipline_id", "status", "user_id", "material_item_id");

-- CreateIndex
CREATE UNIQUE INDEX "grades_company_id_material_item_id_user_id_key" ON "grades"("company_id", "material_item_id", "user_id");

-- AddForeignKey
ALTER TABLE "grade_exports" ADD CONSTRAINT "grade_exports_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grade_exports" ADD CONSTRAINT "grade_exports_discipline_id_fkey" FOREIGN KEY ("discipline_id") REFERENCES "disciplines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grade_exports" ADD CONSTRAINT "grade_exports_requested_by_id_fkey" FOREIGN KEY ("requested_by_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy backstop (generated: prisma/src/migrate/tenancy.ts; see docs/migrations.md, "Tenant tables").
-- Row-level security: rows are visible and writable only for the tenant bound to the connection.
SELECT trilha_enable_tenant_rls('grade_exports');
-- A child row must belong to the same company as its parent row.
SELECT trilha_add_parent_check('grade_exports', 'discipline_id', 'disciplines', 'id');

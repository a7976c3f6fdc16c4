-- DropIndex
DROP INDEX "disciplines_company_id_deleted_at_name_idx";

-- CreateIndex
CREATE INDEX "disciplines_company_id_name_id_idx" ON "disciplines"("company_id", "name", "id");

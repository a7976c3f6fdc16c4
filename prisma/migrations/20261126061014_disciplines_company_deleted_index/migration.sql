-- CreateIndex
CREATE INDEX "disciplines_company_id_deleted_at_idx" ON "disciplines"("company_id", "deleted_at");

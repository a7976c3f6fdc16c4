-- CreateIndex
CREATE INDEX "assignment_submissions_company_id_file_id_idx" ON "assignment_submissions"("company_id", "file_id");

-- CreateIndex
CREATE UNIQUE INDEX "assignment_submissions_company_id_material_item_id_user_id_key" ON "assignment_submissions"("company_id", "material_item_id", "user_id");

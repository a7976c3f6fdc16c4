-- CreateIndex
CREATE INDEX "attempts_company_id_material_item_id_started_at_idx" ON "attempts"("company_id", "material_item_id", "started_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "attempts_one_open_key" ON "attempts"("company_id", "material_item_id", "user_id") WHERE (status = 'started');

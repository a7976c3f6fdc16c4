-- DropIndex
DROP INDEX "consumer_disciplines_consumer_id_source_discipline_id_key";

-- DropIndex
DROP INDEX "discipline_inscriptions_discipline_id_user_id_key";

-- DropIndex
DROP INDEX "material_reviews_material_id_user_id_key";

-- CreateIndex
CREATE UNIQUE INDEX "consumer_disciplines_company_id_consumer_id_source_discipli_key" ON "consumer_disciplines"("company_id", "consumer_id", "source_discipline_id");

-- CreateIndex
CREATE UNIQUE INDEX "discipline_inscriptions_company_id_discipline_id_user_id_key" ON "discipline_inscriptions"("company_id", "discipline_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "material_reviews_company_id_material_id_user_id_key" ON "material_reviews"("company_id", "material_id", "user_id");
